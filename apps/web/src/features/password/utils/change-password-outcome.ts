import { WRONG_OLD_PASSWORD_MESSAGE } from '@sw/contracts/constants';
import { isApiError } from '../../../lib/api-error';

/** Spec 1 §4: the outcome of the last change request; a new request clears it back to 'no'. */
export type PasswordChangeOutcome = 'no' | 'error' | 'authError';

/** Spec 1 §8: any failure other than a wrong current password. */
export const PASSWORD_CHANGE_FAILED = 'Password change failed. Try again.';

/** A wrong current password (the server's 'your old password is not correct') is authError. */
export function outcomeOf(error: unknown): Exclude<PasswordChangeOutcome, 'no'> {
  if (!isApiError(error) || error.status !== 400) return 'error';
  const messages = [error.body?.message, ...(error.body?.errors ?? []).map((e) => e.message)];
  return messages.some((m) => m?.toLowerCase() === WRONG_OLD_PASSWORD_MESSAGE) ? 'authError' : 'error';
}

/**
 * The text for authError: the server's own sentence, with a capital first letter as every
 * other message of the page has.
 */
export const authErrorText = (message: string = WRONG_OLD_PASSWORD_MESSAGE) =>
  message.charAt(0).toUpperCase() + message.slice(1);
