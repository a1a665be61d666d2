// The email check of the API's request schemas (zod's email pattern), so that forms and the server
// accept the same addresses. Forms do not import the zod schemas themselves: that would put zod and
// every contract into the sign-in page's bundle.
const EMAIL_PATTERN =
  /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** Spec 1 §5 email rule: non-empty and well formed. Returns the message, or null when valid. */
export function emailProblem(email: string): string | null {
  const trimmed = email.trim();
  if (!trimmed) return 'Email is required';
  if (!EMAIL_PATTERN.test(trimmed)) return 'Enter a valid email address';
  return null;
}

export const sameEmail = (a: string | null | undefined, b: string | null | undefined) =>
  a != null && b != null && a.trim().toLowerCase() === b.trim().toLowerCase();
