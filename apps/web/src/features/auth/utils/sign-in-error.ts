import { isApiError } from '../../../lib/api-error';

/**
 * The text to show for a failed sign-in. Lock answers (423 time-locked, 403 suspended) carry a
 * machine code as their first error, e.g. TIME_LOCKED, and the sentence for people as the message.
 */
export function signInErrorMessage(error: unknown): string {
  if (!isApiError(error)) return error instanceof Error ? error.message : String(error);
  const first = error.body?.errors?.[0];
  if (first && 'lockType' in first && error.body) return error.body.message;
  return error.message;
}
