import type { Db } from '../db/client';
import * as s from '../db/schema';
import type { TestContext } from './app';
import { buildAccess, buildOrg, buildSite, buildUser } from './factories';

let seq = 0;
const next = () => ++seq;

export async function buildSpace(
  db: Db,
  orgId: number,
  siteId: number,
  o: Partial<typeof s.spaces.$inferInsert> = {},
) {
  const [row] = await db
    .insert(s.spaces)
    .values({ orgId, siteId, title: `Space ${next()}`, ...o })
    .returning();
  return row!;
}

export async function buildNetworkGroup(db: Db, orgId: number, siteId: number) {
  const [row] = await db
    .insert(s.networkGroups)
    .values({ orgId, siteId, title: `Network ${next()}` })
    .returning();
  return row!;
}

type Headers = { authorization: string };

/**
 * The callers the device setup tests share: an organisation with two sites, an ADMIN of the whole
 * organisation, a MANAGER, an ADMIN of the second site only, and another organisation with a site.
 */
export async function buildDeviceSetupWorld(t: TestContext) {
  const db = t.database.db;
  const org = await buildOrg(db);
  const other = await buildOrg(db);
  const site = await buildSite(db, org.id);
  const scopedSite = await buildSite(db, org.id);
  const foreignSite = await buildSite(db, other.id);
  const scoped = await buildUser(db, org.id, { role: null });
  await buildAccess(db, org.id, {
    userId: scoped.id,
    resourceType: 'SITE',
    resourceId: scopedSite.id,
    role: 'ADMIN',
  });
  const admin = await t.login((await buildUser(db, org.id, { role: 'ADMIN' })).email);
  const manager = await t.login((await buildUser(db, org.id, { role: 'MANAGER' })).email);
  const siteAdmin = await t.login(scoped.email);
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, h: Headers, payload?: object) =>
    t.app.inject({ method, url, headers: h, ...(payload ? { payload } : {}) });
  return { db, org, other, site, scopedSite, foreignSite, admin, manager, siteAdmin, call };
}
