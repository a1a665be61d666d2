import { isApiError } from '../../../lib/api-error';

/** Spec 1 §8 invite messages. */
export const INVITE_EXPIRED = 'Your registration link has expired.';
/** What the email field shows for a dead invitation (spec 1 §4). */
export const TOKEN_EXPIRED_EMAIL = 'Token expired';

/** The sentence for a failed invitation check: expired for a 401, else 'Unexpected {error}'. */
export function inviteErrorMessage(error: unknown): string {
  if (isApiError(error, 401)) return INVITE_EXPIRED;
  const text = error instanceof Error && error.message ? error.message : 'Error';
  return `Unexpected ${text}`;
}

/**
 * The inviter's address from `invitedBy` (A-050: the invitation link carries the inviter's email), or
 * null when it is not an address, so that nothing else ever lands in a mailto link.
 */
export function inviterAddress(invitedBy: string | undefined): string | null {
  const value = invitedBy?.trim();
  return value && /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/.test(value) ? value : null;
}
