import { isPasswordUpdateDue } from '@sw/domain';

export { PASSWORD_ENFORCE_DATE } from '@sw/domain';

/** Spec 1 §9 popup delay. */
export const PASSWORD_POPUP_DELAY_MS = 2000;

/**
 * Spec 1 §4, the rule in packages/domain: the server's time, not the device's, decides, so a
 * wrong device clock neither skips nor triggers the rule; the device clock serves only until a first
 * answer has brought the server time.
 */
export function isPasswordUpdateEnforced(
  passwordUpdatedAt: string | null | undefined,
  serverTime: Date | null,
  deviceNow: number = Date.now(),
): boolean {
  return isPasswordUpdateDue(passwordUpdatedAt, serverTime?.getTime() ?? deviceNow);
}
