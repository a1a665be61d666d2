import { decodeJwt } from 'jose';
import { isDatabaseUnavailable } from '../../lib/db-unavailable';
import type { AuthContext } from '../identity';

export type Authenticate = (token: string) => Promise<AuthContext>;

/** A subscription re-validates the token, but a burst of them (a page of tiles) costs one check. */
const RECHECK_MS = 2_000;
/** setTimeout's ceiling (~24.8 days). */
const MAX_TIMER_MS = 2_147_483_647;

/**
 * The caller of a long-lived connection. The token was valid at connect time; a password change or a
 * suspension since then is noticed when the token is re-checked (each new subscription) or when the
 * identity module publishes SESSION_REVOKED.
 */
export class LiveAuth {
  private checkedAt = Date.now();

  constructor(
    readonly token: string,
    private ctx: AuthContext,
    private readonly authenticate: Authenticate,
  ) {}

  get current(): AuthContext {
    return this.ctx;
  }

  /** False when the token no longer authenticates the same user in the same organisation. */
  async recheck(now = Date.now()): Promise<boolean> {
    if (now - this.checkedAt < RECHECK_MS) return true;
    try {
      const fresh = await this.authenticate(this.token);
      if (fresh.orgId !== this.ctx.orgId || fresh.userId !== this.ctx.userId) return false;
      this.ctx = fresh; // role and site scope may have changed
      this.checkedAt = now;
      return true;
    } catch (err) {
      // An outage is not a verdict on the token: the caller closes with 'try again later'.
      if (isDatabaseUnavailable(err)) throw err;
      return false;
    }
  }
}

/** Milliseconds until the token's `exp`, capped for setTimeout; null when it carries none. */
export function msUntilExpiry(token: string, now = Date.now()): number | null {
  try {
    const { exp } = decodeJwt(token);
    if (typeof exp !== 'number') return null;
    return Math.max(0, Math.min(exp * 1000 - now, MAX_TIMER_MS));
  } catch {
    return null;
  }
}

/** The token of a STOMP CONNECT: `Authorization: Bearer …`, or the `passcode` / `access_token` header. */
export function connectToken(headers: Map<string, string>): string | null {
  const auth = headers.get('Authorization') ?? headers.get('authorization');
  if (auth) {
    const m = /^Bearer\s+(\S+)\s*$/i.exec(auth);
    if (m) return m[1]!;
  }
  const other = headers.get('passcode') ?? headers.get('access_token');
  return other?.trim() ? other.trim() : null;
}
