import { createSecretKey, type KeyObject, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

export interface TokenClaims {
  userId: number;
  orgId: number;
  tokenVersion: number;
}

/** Verified claims, the token's own id (`jti`, what a logout revokes) and when it expires (epoch ms). */
export interface VerifiedClaims extends TokenClaims {
  tokenId: string;
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
    return (
      new SignJWT({ org: c.orgId, tv: c.tokenVersion })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(c.userId))
        .setIssuedAt()
        // Each session's own id, so that signing out revokes this token and no other.
        .setJti(randomBytes(16).toString('base64url'))
        .setExpirationTime(`${this.ttlSeconds}s`)
        .sign(this.secret)
    );
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
      // A token without an id could not be signed out: refused (every token issued here has one).
      if (typeof payload.jti !== 'string' || !payload.jti) return null;
      return { userId, orgId, tokenVersion, tokenId: payload.jti, expiresAt: payload.exp * 1000 };
    } catch {
      return null;
    }
  }
}
