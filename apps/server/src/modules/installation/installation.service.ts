import crypto from 'node:crypto';
import type { FirstAdminRequest } from '@sw/contracts/setup';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { installationTokens, users } from '../../db/schema';
import { HttpError } from '../../lib/http-errors';
import { audit, hashPassword } from '../identity';
import { createOrganization } from '../organizations';

const sha256 = (s: string) => crypto.createHash('sha256').update(s).digest('hex');
/** One first administrator, even when two requests race. */
const FIRST_ADMIN_LOCK = 7_275_002;

export interface AdministratorInput {
  email: string;
  firstName: string;
  lastName: string;
  password: string;
}

/** An ACTIVE user with the global ADMIN role (the first of an organisation, or one made by the CLI). */
export async function createAdministrator(tx: Db, orgId: number, a: AdministratorInput): Promise<number> {
  const [taken] = await tx
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${a.email})`);
  if (taken)
    throw new HttpError(409, 'administrator.email: A user with this email already exists', [
      { field: 'administrator.email', message: 'administrator.email: A user with this email already exists' },
    ]);
  const [row] = await tx
    .insert(users)
    .values({
      orgId,
      email: a.email,
      firstName: a.firstName,
      lastName: a.lastName,
      role: 'ADMIN',
      userStatus: 'ACTIVE',
      passwordHash: await hashPassword(a.password),
      passwordUpdatedAt: new Date(),
    })
    .returning({ id: users.id });
  return row!.id;
}

/**
 * A clean installation (DEMO=off) has no users: the first start prints a one-time link to make the
 * first organisation and its administrator (or `npm run admin:create`). Only the newest link works.
 */
export class InstallationService {
  constructor(private readonly db: Db) {}

  async needsFirstAdmin(): Promise<boolean> {
    const [row] = await this.db.select({ n: sql<number>`count(*)::int` }).from(users);
    return (row?.n ?? 0) === 0;
  }

  /** A new one-time token (earlier unused ones stop working), or null when an administrator exists. */
  async issueFirstAdminToken(): Promise<string | null> {
    if (!(await this.needsFirstAdmin())) return null;
    const token = crypto.randomBytes(32).toString('base64url');
    await this.db.transaction(async (tx) => {
      await tx
        .delete(installationTokens)
        .where(and(eq(installationTokens.purpose, 'FIRST_ADMIN'), isNull(installationTokens.usedAt)));
      await tx.insert(installationTokens).values({ tokenHash: sha256(token), purpose: 'FIRST_ADMIN' });
    });
    return token;
  }

  async createFirstAdmin(
    req: FirstAdminRequest & { organization: Required<FirstAdminRequest['organization']> },
  ) {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${FIRST_ADMIN_LOCK})`);
      const [any] = await tx.select({ id: users.id }).from(users).limit(1);
      if (any) throw new HttpError(409, 'This installation already has an administrator: sign in instead');
      const used = await tx
        .update(installationTokens)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(installationTokens.tokenHash, sha256(req.token)),
            eq(installationTokens.purpose, 'FIRST_ADMIN'),
            isNull(installationTokens.usedAt),
          ),
        )
        .returning({ tokenHash: installationTokens.tokenHash });
      if (!used.length)
        throw new HttpError(
          403,
          'This link is not valid: use the newest link the server printed, or run npm run admin:create',
        );
      const org = await createOrganization(tx, req.organization);
      const userId = await createAdministrator(tx, org.id, req.administrator);
      await audit(
        tx,
        { orgId: org.id, userId, action: 'INSTALLATION_FIRST_ADMIN', targetType: 'USER', targetId: userId },
        { before: null, after: { organization: org.title, email: req.administrator.email } },
      );
      return { organizationId: org.id, userId, email: req.administrator.email };
    });
  }
}
