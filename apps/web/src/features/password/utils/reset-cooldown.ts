import { isApiError } from '../../../lib/api-error';

/**
 * The seconds a refused 'Send again' says to wait (429 with errors[0].retryAfterSeconds, issue 9);
 * null for any other failure.
 */
export function retryAfterSeconds(error: unknown): number | null {
  if (!isApiError(error, 429)) return null;
  const seconds = (error.body?.errors?.[0] as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : null;
}

/** The notice while a new link cannot be asked for yet. */
export function cooldownNotice(secondsLeft: number): string {
  const when = secondsLeft === 1 ? '1 second' : `${secondsLeft} seconds`;
  return `A link was asked for this email less than a minute ago. You can ask for a new one in ${when}.`;
}
