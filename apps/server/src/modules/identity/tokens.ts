import { createSecretKey, type KeyObject } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

export interface TokenClaims {
  userId: number;
  orgId: number;
  tokenVersion: number;
}

/** Verified claims and when the token expires (epoch ms). */
export interface VerifiedClaims extends TokenClaims {
  expiresAt: number;
}

export class TokenService {
  /** Imported once: jose would otherwise import the raw secret on every sign and verify. */
  private readonly secret: KeyObject;

  constructor(
    secret: Uint8Array,
    private readonly ttlSeconds: number,
  ) {
    this.secret = createSecretKey(secret);
  }

  sign(c: TokenClaims): Promise<string> {
    return new SignJWT({ org: c.orgId, tv: c.tokenVersion })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(c.userId))
      .setIssuedAt()
      .setExpirationTime(`${this.ttlSeconds}s`)
      .sign(this.secret);
  }

  /** Returns the claims, or null for any invalid, expired or tampered token. */
  async verify(token: string): Promise<VerifiedClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.secret, { algorithms: ['HS256'] });
      const userId = Number(payload.sub);
      const orgId = Number(payload.org);
      const tokenVersion = Number(payload.tv ?? 0);
      if (!Number.isInteger(userId) || !Number.isInteger(orgId) || typeof payload.exp !== 'number')
        return null;
      return { userId, orgId, tokenVersion, expiresAt: payload.exp * 1000 };
    } catch {
      return null;
    }
  }
}
