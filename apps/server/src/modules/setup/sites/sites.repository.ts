import type { OpeningHours, SetupSite, SiteCreate, SiteUpdate } from '@sw/contracts/setup';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { siteGroupMembers, siteGroups, sites } from '../../../db/schema';
import { inSiteScope, type Scope } from '../../../db/site-scope';
import { invalidFields } from '../setup-access';

// Raw column text: inside a one-table select drizzle writes ${sites.id} as a bare "id", which the
// subqueries would read as their own table's id.
const SITE_ID = sql.raw('"sites"."id"');
const COUNTS = sql<SetupSite['counts']>`json_build_object(
  'spaces', (select count(*) from spaces x where x.site_id = ${SITE_ID})::int,
  'equipment', (select count(*) from equipment x where x.site_id = ${SITE_ID})::int,
  'gateways', (select count(*) from gateways x where x.site_id = ${SITE_ID})::int,
  'sensors', (select count(*) from sensors x where x.site_id = ${SITE_ID})::int,
  'sentinels', (select count(*) from sentinels x where x.site_id = ${SITE_ID} and x.deleted_at is null)::int)`;

const GROUP_IDS = sql<number[]>`coalesce((select json_agg(m.site_group_id order by m.site_group_id)
  from site_group_members m where m.site_id = ${SITE_ID}), '[]'::json)`;

const columns = {
  id: sites.id,
  externalId: sites.externalId,
  title: sites.title,
  address: sites.address,
  latitude: sites.latitude,
  longitude: sites.longitude,
  timeZone: sites.timeZone,
  country: sites.country,
  siteType: sites.siteType,
  floorAreaM2: sites.floorAreaM2,
  co2FactorKgPerKwh: sites.co2FactorKgPerKwh,
  openingHours: sites.operatingHours,
  images: sites.images,
  archivedAt: sites.archivedAt,
  createdAt: sites.createdAt,
  siteGroupIds: GROUP_IDS,
  counts: COUNTS,
};

type Row = {
  [K in keyof typeof columns]: K extends 'siteGroupIds'
    ? number[]
    : K extends 'counts'
      ? SetupSite['counts']
      : K extends 'openingHours'
        ? OpeningHours | null
        : K extends 'archivedAt' | 'createdAt'
          ? Date | null
          : unknown;
};

export function presentSetupSite(r: Record<string, unknown>): SetupSite {
  const row = r as Row & Omit<SetupSite, 'archivedAt' | 'createdAt'>;
  return {
    ...row,
    archivedAt: row.archivedAt ? new Date(row.archivedAt).toISOString() : null,
    createdAt: new Date(row.createdAt as Date).toISOString(),
  };
}

export async function listSetupSites(
  db: Db,
  scope: Scope,
  q: { archived: 'true' | 'false' | 'all'; q?: string },
): Promise<SetupSite[]> {
  const conds = [eq(sites.orgId, scope.orgId), inSiteScope(sites.id, scope.siteScope)];
  if (q.archived === 'false') conds.push(sql`${sites.archivedAt} is null`);
  if (q.archived === 'true') conds.push(sql`${sites.archivedAt} is not null`);
  if (q.q)
    conds.push(
      sql`(${sites.title} ilike ${`%${q.q}%`} or ${sites.externalId} ilike ${`%${q.q}%`} or ${sites.address} ilike ${`%${q.q}%`})`,
    );
  const rows = await db
    .select(columns)
    .from(sites)
    .where(and(...conds))
    .orderBy(sites.title, sites.id);
  return rows.map(presentSetupSite);
}

export async function getSetupSite(db: Db, orgId: number, id: number): Promise<SetupSite | null> {
  const [row] = await db
    .select(columns)
    .from(sites)
    .where(and(eq(sites.id, id), eq(sites.orgId, orgId)));
  return row ? presentSetupSite(row) : null;
}

/** The site group ids must be the organisation's: any other is a field error. */
export async function checkSiteGroups(db: Db, orgId: number, ids: number[]): Promise<void> {
  if (!ids.length) return;
  const found = await db
    .select({ id: siteGroups.id })
    .from(siteGroups)
    .where(and(eq(siteGroups.orgId, orgId), inArray(siteGroups.id, ids)));
  const known = new Set(found.map((f) => f.id));
  const missing = ids.filter((id) => !known.has(id));
  if (missing.length)
    throw invalidFields([{ field: 'siteGroupIds', message: `Unknown site group ${missing.join(', ')}` }]);
}

export async function setSiteGroups(db: Db, orgId: number, siteId: number, ids: number[]): Promise<void> {
  await db.delete(siteGroupMembers).where(eq(siteGroupMembers.siteId, siteId));
  const unique = [...new Set(ids)];
  if (unique.length)
    await db.insert(siteGroupMembers).values(unique.map((siteGroupId) => ({ orgId, siteGroupId, siteId })));
}

export type SiteValues = Partial<typeof sites.$inferInsert>;

/** The sites table's columns for a create or update body. */
export function siteValues(body: SiteCreate | SiteUpdate): SiteValues {
  const v: SiteValues = {};
  const b = body as Record<string, unknown>;
  const copy = <K extends keyof SiteValues>(from: string, to: K) => {
    if (b[from] !== undefined) v[to] = b[from] as SiteValues[K];
  };
  copy('externalId', 'externalId');
  copy('title', 'title');
  copy('address', 'address');
  copy('latitude', 'latitude');
  copy('longitude', 'longitude');
  copy('timeZone', 'timeZone');
  copy('country', 'country');
  copy('siteType', 'siteType');
  copy('floorAreaM2', 'floorAreaM2');
  copy('co2FactorKgPerKwh', 'co2FactorKgPerKwh');
  copy('openingHours', 'operatingHours');
  return v;
}
