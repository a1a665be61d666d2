/**
 * Recently resolved bearer tokens, so that a burst of requests with one token verifies its signature
 * and reads the user's access once instead of on every request (bench/incidents showed that per-request
 * work to be most of an API call's cost under load).
 *
 * An entry lives at most `ttlMs` and never past the token's own expiry. Every change that can end or
 * narrow a session through the product (password change or reset, suspension) drops the user's
 * entries here at once and, through the event bus's SESSION_REVOKED, in every other process; `ttlMs`
 * bounds how long a change made outside the product (SQL by hand) takes to be seen. Only successes
 * are kept: a refused token is checked again on its next use.
 *
 * A lookup that was already reading when its user's sessions ended must not put its (stale) answer
 * back: callers take a `stamp` before they start and `set` refuses an answer if anything was forgotten
 * since (any user: forgets are rare, and a missed reuse only costs one more read).
 */
export class AuthCache<T extends { userId: number }> {
  private readonly entries = new Map<string, { value: T; until: number }>();
  /** Bumped by every `forgetUser` and `clear`. */
  private forgets = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  get(token: string, now = Date.now()): T | undefined {
    const hit = this.entries.get(token);
    if (!hit) return undefined;
    if (now < hit.until) return hit.value;
    this.entries.delete(token);
    return undefined;
  }

  /** Taken when a lookup starts, before anything is read; see `set`. */
  stamp(): number {
    return this.forgets;
  }

  /** `expiresAt` is the token's own expiry (epoch ms); `stamp` was taken when the lookup started. */
  set(token: string, value: T, expiresAt: number, stamp: number, now = Date.now()): void {
    if (this.ttlMs <= 0 || stamp !== this.forgets) return;
    const until = Math.min(now + this.ttlMs, expiresAt);
    if (until <= now) return;
    this.entries.delete(token);
    this.entries.set(token, { value, until });
    // Maps iterate in insertion order: the first entries are the oldest.
    for (const key of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries) break;
      this.entries.delete(key);
    }
  }

  forgetUser(userId: number): void {
    this.forgets++;
    for (const [token, e] of this.entries) if (e.value.userId === userId) this.entries.delete(token);
  }

  /** Drops the entries whose value matches (e.g. one token id after a logout). */
  forgetWhere(match: (value: T) => boolean): void {
    this.forgets++;
    for (const [token, e] of this.entries) if (match(e.value)) this.entries.delete(token);
  }

  clear(): void {
    this.forgets++;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
