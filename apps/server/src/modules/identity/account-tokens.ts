import crypto from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accountTokens } from '../../db/schema';

export type TokenPurpose = 'RESET' | 'INVITE';
export type AccountTokenRow = typeof accountTokens.$inferSelect;

/** Reset links live an hour; invitations a week (the invitee may not read mail every day). */
export const TOKEN_TTL_SECONDS: Record<TokenPurpose, number> = { RESET: 3600, INVITE: 7 * 86_400 };

export const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/**
 * Issues a 256-bit random token (returned in clear once, for the email) and revokes the user's
 * earlier unused tokens of the same purpose, so only the newest link works.
 */
export async function issueToken(
  db: Db,
  o: { userId: number; purpose: TokenPurpose; now: Date; invitedByUserId?: number },
): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url');
  await revokeTokens(db, o.userId, o.purpose, o.now);
  await db.insert(accountTokens).values({
    userId: o.userId,
    purpose: o.purpose,
    tokenHash: hashToken(token),
    invitedByUserId: o.invitedByUserId ?? null,
    expiresAt: new Date(o.now.getTime() + TOKEN_TTL_SECONDS[o.purpose] * 1000),
    createdAt: o.now,
  });
  return token;
}

export async function revokeTokens(db: Db, userId: number, purpose: TokenPurpose, now: Date) {
  await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)),
    );
}

/** The unused, unexpired token, or undefined. */
export async function findLiveToken(db: Db, token: string, now: Date): Promise<AccountTokenRow | undefined> {
  const [row] = await db
    .select()
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.tokenHash, hashToken(token)),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
      ),
    );
  return row;
}

/** Marks the token used if it is still live; atomic, so two concurrent uses cannot both succeed. */
export async function consumeToken(db: Db, token: string, now: Date): Promise<AccountTokenRow | undefined> {
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.tokenHash, hashToken(token)),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
      ),
    )
    .returning();
  return row;
}

/** When the user's newest token of this purpose was issued (for the reset-email cooldown). */
export async function lastIssuedAt(db: Db, userId: number, purpose: TokenPurpose): Promise<Date | null> {
  const rows = await db
    .select({ createdAt: accountTokens.createdAt })
    .from(accountTokens)
    .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose)));
  return rows.reduce<Date | null>((a, r) => (a && a > r.createdAt ? a : r.createdAt), null);
}
