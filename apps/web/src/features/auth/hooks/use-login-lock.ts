import { useEffect, useState } from 'react';
import { readState, type StoredLoginLock, writeState } from '../../../lib/session';
import { isExpired, lockFromError, lockViewFor } from '../utils/login-lock';

function storeLock(loginLock: StoredLoginLock | undefined): void {
  const { loginLock: _old, ...rest } = readState();
  writeState(loginLock ? { ...rest, loginLock } : rest);
}

/** The email of the lock stored by an earlier visit, or ''. */
export const restoredLockEmail = () => readState().loginLock?.email ?? '';

/**
 * The sign-in lock of spec 1 §4: restored from local storage on load, ticking every second while
 * time-locked, forgotten when the time is up. Clearing it by hand reloads the page.
 */
export function useLoginLock(email: string) {
  const [lock, setLock] = useState<StoredLoginLock | null>(() => readState().loginLock ?? null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (lock?.lockType !== 'TIME_LOCKED') return;
    const tick = () => {
      const t = Date.now();
      setNow(t);
      if (isExpired(lock, t)) {
        storeLock(undefined);
        setLock(null);
      }
    };
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [lock]);

  return {
    view: lockViewFor(lock, email, now),
    /** Remembers the lock a refused sign-in reports; returns whether there was one. */
    record(error: unknown, forEmail: string): boolean {
      const found = lockFromError(error, forEmail, Date.now());
      if (!found) return false;
      storeLock(found);
      setNow(Date.now());
      setLock(found);
      return true;
    },
    clear(): void {
      storeLock(undefined);
      window.location.reload();
    },
  };
}
