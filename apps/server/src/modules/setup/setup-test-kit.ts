import { and, desc, eq } from 'drizzle-orm';
import { auditLog } from '../../db/schema';
import type { TestContext } from '../../test/app';
import { buildAccess, buildUser } from '../../test/factories';

// What the setup db tests share: calling the API as someone, the fields a 400 names, the audit rows
// a change left, and the three callers whose rights most setup calls tell apart.

export type Auth = { authorization: string };
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A request as a signed-in user, with a JSON body when one is given. The test app is made in
 * beforeAll, after the file's helpers, so it is looked up at each call.
 */
export const callAs = (app: () => TestContext) => (method: Method, url: string, h: Auth, payload?: object) =>
  app().app.inject({ method, url, headers: h, ...(payload ? { payload } : {}) });

/** The fields a 400 names (undefined when it names none). */
export const fields = (res: { json(): { errors?: { field: string }[] } }) =>
  res.json().errors?.map((e) => e.field);

/** The organisation's audit rows of one action (on one target, when given), oldest first. */
export const auditRows = (t: TestContext, orgId: number, action: string, targetId?: number) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.orgId, orgId),
        eq(auditLog.action, action),
        targetId === undefined ? undefined : eq(auditLog.targetId, String(targetId)),
      ),
    )
    .orderBy(auditLog.id);

/** The organisation's newest audit row of one action. */
export async function lastAuditRow(t: TestContext, orgId: number, action: string) {
  const [entry] = await t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.orgId, orgId), eq(auditLog.action, action)))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return entry;
}

/**
 * Signs in an ADMIN and a MANAGER of the whole organisation, and a user with no global role who is
 * ADMIN of one site only (through an access resource): setup's 403s and 404s are told apart by them.
 */
export async function signInSetupCallers(t: TestContext, orgId: number, adminSiteId: number) {
  const db = t.database.db;
  const admin = await t.login((await buildUser(db, orgId, { role: 'ADMIN' })).email);
  const manager = await t.login((await buildUser(db, orgId, { role: 'MANAGER' })).email);
  const scoped = await buildUser(db, orgId, { role: null });
  await buildAccess(db, orgId, {
    userId: scoped.id,
    resourceType: 'SITE',
    resourceId: adminSiteId,
    role: 'ADMIN',
  });
  const siteAdmin = await t.login(scoped.email);
  return { admin, manager, siteAdmin };
}
