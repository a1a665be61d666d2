/** Spec 1 §9: passwords last set before this day must be changed. */
export const PASSWORD_ENFORCE_DATE = '2023-07-12';
const ENFORCE_FROM = Date.parse(`${PASSWORD_ENFORCE_DATE}T00:00:00Z`);

/**
 * Spec 1 §4: enforced once `now` has reached the enforce date and the password was last set
 * before it. A password with no recorded change date is treated as old. The server applies it to every
 * data call (issue 9); the web app to what it shows.
 */
export function isPasswordUpdateDue(
  passwordUpdatedAt: string | Date | null | undefined,
  now: number,
): boolean {
  if (now < ENFORCE_FROM) return false;
  if (!passwordUpdatedAt) return true;
  const updated =
    passwordUpdatedAt instanceof Date ? passwordUpdatedAt.getTime() : Date.parse(passwordUpdatedAt);
  return Number.isNaN(updated) || updated < ENFORCE_FROM;
}
