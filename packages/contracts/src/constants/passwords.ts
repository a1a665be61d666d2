// The password policy, in a file without zod (see ./index.ts).

/** Password policy for reset, invitation and change (A-040; docs/decisions.md). */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 256;

/**
 * Why a new password is refused, or null when it is acceptable. Pure, so the web app can show the
 * same sentence before sending; the server checks again.
 */
export function passwordProblem(password: string, verify: string): string | null {
  if (password !== verify) return 'Passwords do not match.';
  if ([...password].length < PASSWORD_MIN_LENGTH)
    return `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`;
  if ([...password].length > PASSWORD_MAX_LENGTH)
    return `Password must be at most ${PASSWORD_MAX_LENGTH} characters long.`;
  if (password.trim() === '') return 'Password must not be blank.';
  return null;
}

/** The server's words for a wrong current password; the client turns it into authError. */
export const WRONG_OLD_PASSWORD_MESSAGE = 'your old password is not correct';
