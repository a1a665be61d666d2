import { HttpError } from '../../lib/http-errors';

/**
 * When each address last asked for a reset link, in this process. Kept per address, whether or not
 * an account owns it, so the answer says nothing about accounts: the caller only learns what they
 * (or someone) asked for this address a moment ago. The per-account cooldown in the database still
 * decides what is sent; this only lets the answer say when asking again helps (issue 9).
 */
export class ResetCooldown {
  private readonly asked = new Map<string, number>();

  constructor(private readonly seconds: number) {}

  /** Whole seconds until this address may ask again (0: now). */
  remaining(email: string, now = Date.now()): number {
    const at = this.asked.get(key(email));
    if (at === undefined) return 0;
    return Math.max(0, Math.ceil((at + this.seconds * 1000 - now) / 1000));
  }

  /** Records a request that will be acted on; old entries are dropped as new ones come. */
  mark(email: string, now = Date.now()): void {
    for (const [k, at] of this.asked) if (at + this.seconds * 1000 <= now) this.asked.delete(k);
    this.asked.set(key(email), now);
  }

  clear(): void {
    this.asked.clear();
  }
}

const key = (email: string) => email.trim().toLowerCase();

export const resetTooSoon = (seconds: number) =>
  new HttpError(
    429,
    `A reset link was requested for this email less than a minute ago. You can ask for a new one in ${seconds} seconds.`,
    [
      {
        message: `A reset link was requested for this email less than a minute ago. You can ask for a new one in ${seconds} seconds.`,
        retryAfterSeconds: seconds,
      },
    ],
  );
