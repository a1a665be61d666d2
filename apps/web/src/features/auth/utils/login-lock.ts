import { isApiError } from '../../../lib/api-error';
import type { StoredLoginLock } from '../../../lib/session';

/** What the sign-in page shows for the email being typed (spec 1 §4: normal, time-locked, suspended). */
export type LockView =
  | { kind: 'normal' }
  | { kind: 'time-locked'; remainingSeconds: number }
  | { kind: 'suspended' };

/** Shown for a suspended account: the server's sentence, kept here so a restored lock can show it. */
export const SUSPENDED_MESSAGE = 'This account is suspended. Contact your administrator.';

/**
 * The lock a refused sign-in reports, if any: 423 with errors[0] {lockType: 'TIME_LOCKED',
 * remainingSeconds} or 403 with errors[0] {lockType: 'SUSPENDED'} (the server's contract, A-027).
 */
export function lockFromError(error: unknown, email: string, now: number): StoredLoginLock | null {
  if (!isApiError(error)) return null;
  const first = error.body?.errors?.[0] as { lockType?: unknown; remainingSeconds?: unknown } | undefined;
  if (first?.lockType === 'SUSPENDED') return { email: normaliseEmail(email), lockType: 'SUSPENDED' };
  if (first?.lockType !== 'TIME_LOCKED') return null;
  const seconds =
    typeof first.remainingSeconds === 'number' && first.remainingSeconds > 0 ? first.remainingSeconds : 0;
  if (seconds === 0) return null;
  return { email: normaliseEmail(email), lockType: 'TIME_LOCKED', until: now + seconds * 1000 };
}

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** Whole seconds left, counted up so that '1' shows until the lock has really ended. */
export function remainingSeconds(lock: StoredLoginLock, now: number): number {
  return lock.until === undefined ? 0 : Math.max(0, Math.ceil((lock.until - now) / 1000));
}

/** A lock is expired once a time lock has run out; a suspension lasts until the user clears it. */
export function isExpired(lock: StoredLoginLock, now: number): boolean {
  return lock.lockType === 'TIME_LOCKED' && remainingSeconds(lock, now) === 0;
}

/**
 * The lock applies to the email it was reported for: the server locks addresses, so another
 * address may still sign in from this browser.
 */
export function lockViewFor(lock: StoredLoginLock | null | undefined, email: string, now: number): LockView {
  if (!lock || lock.email !== normaliseEmail(email)) return { kind: 'normal' };
  if (lock.lockType === 'SUSPENDED') return { kind: 'suspended' };
  const left = remainingSeconds(lock, now);
  return left > 0 ? { kind: 'time-locked', remainingSeconds: left } : { kind: 'normal' };
}
