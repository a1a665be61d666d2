import { accessResources } from '../db/schema';
import type { TestContext } from './app';
import { buildUser } from './factories';

type Headers = { authorization: string };

/**
 * The three callers an isolation test needs: a user of the organisation with a global role, a user of
 * it who sees only `siteId` (a SITE access resource as VIEWER), and a user of another organisation.
 */
export async function scopedAudiences(
  t: TestContext,
  orgId: number,
  siteId: number,
  otherOrgId: number,
): Promise<{ h: Headers; scoped: Headers; other: Headers }> {
  const db = t.database.db;
  const h = await t.login((await buildUser(db, orgId)).email);
  const viewer = await buildUser(db, orgId, { role: null });
  await db
    .insert(accessResources)
    .values({ orgId, userId: viewer.id, resourceType: 'SITE', resourceId: siteId, role: 'VIEWER' });
  const scoped = await t.login(viewer.email);
  const other = await t.login((await buildUser(db, otherOrgId)).email);
  return { h, scoped, other };
}
