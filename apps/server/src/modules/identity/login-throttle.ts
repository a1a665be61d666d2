import crypto from 'node:crypto';
import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginThrottles } from '../../db/schema';

/** Consecutive failures (within FAILURE_WINDOW_SECONDS of each other) that start a lock. */
export const MAX_FAILED_LOGINS = 5;
/** A lock lasts this long and is never extended by attempts made during it. */
export const LOCK_SECONDS = 300;
/** A failure older than this no longer counts towards a lock. */
export const FAILURE_WINDOW_SECONDS = 900;

/** Keyed by a hash of the address: unknown emails are throttled alike without storing them in clear. */
export const emailKey = (email: string) =>
  crypto.createHash('sha256').update(email.trim().toLowerCase()).digest('hex');

const secondsUntil = (until: Date | null | undefined, now: Date) =>
  until && until > now ? Math.ceil((until.getTime() - now.getTime()) / 1000) : 0;

/** Seconds left of the lock on this address; 0 when it is not locked. */
export async function lockRemaining(db: Db, email: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ lockedUntil: loginThrottles.lockedUntil })
    .from(loginThrottles)
    .where(eq(loginThrottles.emailKey, emailKey(email)));
  return secondsUntil(row?.lockedUntil, now);
}

let failuresSinceSweep = 0;

/**
 * Counts one failure; the MAX_FAILED_LOGINS-th starts a lock and resets the count, so every lock needs
 * a fresh run of failures. Returns the seconds of the lock it started (0 when none).
 */
export async function recordFailure(db: Db, email: string, now: Date): Promise<number> {
  const windowStart = new Date(now.getTime() - FAILURE_WINDOW_SECONDS * 1000);
  const lockUntil = new Date(now.getTime() + LOCK_SECONDS * 1000);
  const next = sql`(case when ${loginThrottles.updatedAt} < ${windowStart} then 1 else ${loginThrottles.failures} + 1 end)`;
  const [row] = await db
    .insert(loginThrottles)
    .values({ emailKey: emailKey(email), failures: 1, lockedUntil: null, updatedAt: now })
    .onConflictDoUpdate({
      target: loginThrottles.emailKey,
      set: {
        failures: sql`case when ${next} >= ${MAX_FAILED_LOGINS} then 0 else ${next} end`,
        lockedUntil: sql`case when ${next} >= ${MAX_FAILED_LOGINS} then ${lockUntil}::timestamptz else ${loginThrottles.lockedUntil} end`,
        updatedAt: now,
      },
    })
    .returning({ lockedUntil: loginThrottles.lockedUntil });
  if (++failuresSinceSweep >= 100) {
    failuresSinceSweep = 0;
    await db.delete(loginThrottles).where(lt(loginThrottles.updatedAt, new Date(now.getTime() - 86_400_000)));
  }
  return secondsUntil(row?.lockedUntil, now);
}

/** A successful sign-in or password reset clears the address's failures and lock. */
export async function clearFailures(db: Db, email: string): Promise<void> {
  await db.delete(loginThrottles).where(eq(loginThrottles.emailKey, emailKey(email)));
}
