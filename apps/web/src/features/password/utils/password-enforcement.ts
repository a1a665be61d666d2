/** Spec 1 §9: passwords last set before this day must be changed. */
export const PASSWORD_ENFORCE_DATE = '2023-07-12';
const ENFORCE_FROM = Date.parse(`${PASSWORD_ENFORCE_DATE}T00:00:00Z`);

/** Spec 1 §9 popup delay. */
export const PASSWORD_POPUP_DELAY_MS = 2000;

/**
 * Spec 1 §4: enforced when the server's clock has reached the enforce date and the password
 * was last set before it. A password with no recorded change date is treated as old. The server's
 * time, not the device's, decides, so a wrong device clock neither skips nor triggers the rule; the
 * device clock serves only until a first answer has brought the server time.
 */
export function isPasswordUpdateEnforced(
  passwordUpdatedAt: string | null | undefined,
  serverTime: Date | null,
  deviceNow: number = Date.now(),
): boolean {
  const now = serverTime?.getTime() ?? deviceNow;
  if (now < ENFORCE_FROM) return false;
  if (!passwordUpdatedAt) return true;
  const updated = Date.parse(passwordUpdatedAt);
  return Number.isNaN(updated) || updated < ENFORCE_FROM;
}
