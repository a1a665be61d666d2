import type { GatewayStatus, SetupGateway } from '@sw/contracts/setup';
import { ONLINE_WINDOW_MINUTES } from '@sw/domain';
import { and, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { gateways } from '../../../db/schema';
import type { AuthContext } from '../../identity';
import { scopedRow, taken } from '../setup-access';

/** A last contact at or before the 1970 epoch day means "no data" (spec 3 §4), as in the product. */
export const NO_DATA = sql`timestamptz '1970-01-02 00:00:00+00'`;

const seen = gateways.lastSeenAt;
// The product's online rule (sites, devices): heard from within ONLINE_WINDOW_MINUTES.
const STATUS = sql<GatewayStatus>`case
  when ${seen} is null or ${seen} <= ${NO_DATA} then 'NEVER_CONNECTED'
  when ${seen} > now() - make_interval(mins => ${ONLINE_WINDOW_MINUTES}::int) then 'ONLINE'
  else 'OFFLINE' end`;

// Qualified by hand: drizzle writes a lone table's columns unqualified, and a bare "id" inside these
// subqueries would be the counted row's own id.
const GATEWAY_ID = sql.raw('"gateways"."id"');
const COUNTS = sql<SetupGateway['counts']>`json_build_object(
  'sensors', (select count(*) from sensors x where x.gateway_id = ${GATEWAY_ID})::int,
  'energyMeters', (select count(*) from energy_meters x where x.gateway_id = ${GATEWAY_ID})::int,
  'thermostats', (select count(*) from thermostats x where x.gateway_id = ${GATEWAY_ID})::int,
  'controlBoards', (select count(*) from control_boards x where x.gateway_id = ${GATEWAY_ID})::int)`;

const columns = {
  id: gateways.id,
  siteId: gateways.siteId,
  networkGroupId: gateways.networkGroupId,
  externalId: gateways.externalId,
  title: gateways.title,
  uuid: gateways.uuid,
  vendor: gateways.vendor,
  model: gateways.model,
  keyPrefix: gateways.apiKeyPrefix,
  lastSeenAt: sql<Date | string | null>`case when ${seen} > ${NO_DATA} then ${seen} end`,
  status: STATUS,
  counts: COUNTS,
};

type Row = Omit<SetupGateway, 'lastSeenAt'> & { lastSeenAt: Date | string | null };

const present = (r: Row): SetupGateway => ({
  ...r,
  lastSeenAt: r.lastSeenAt === null ? null : new Date(r.lastSeenAt).toISOString(),
});

export async function listSetupGateways(db: Db, orgId: number, siteId: number): Promise<SetupGateway[]> {
  const rows = await db
    .select(columns)
    .from(gateways)
    .where(and(eq(gateways.orgId, orgId), eq(gateways.siteId, siteId)))
    .orderBy(gateways.title, gateways.id);
  return rows.map(present);
}

export async function getSetupGateway(db: Db, orgId: number, id: number): Promise<SetupGateway | null> {
  const [row] = await db
    .select(columns)
    .from(gateways)
    .where(and(eq(gateways.id, id), eq(gateways.orgId, orgId)));
  return row ? present(row) : null;
}

/**
 * The gateway of a path id for an ADMIN of its site; another organisation's, or one outside the
 * caller's sites, answers 404 as if it did not exist.
 */
export const adminGateway = (db: Db, auth: AuthContext, id: number): Promise<SetupGateway> =>
  scopedRow(auth, 'Gateway', () => getSetupGateway(db, auth.orgId, id));

/** A gateway's uuid is unique in its organisation (the device's identity for its configuration). */
export async function checkGatewayUuid(db: Db, orgId: number, uuid: string, self?: number): Promise<void> {
  const where: SQL[] = [eq(gateways.orgId, orgId), eq(gateways.uuid, uuid)];
  if (self !== undefined) where.push(ne(gateways.id, self));
  const [clash] = await db
    .select({ id: gateways.id })
    .from(gateways)
    .where(and(...where));
  if (clash) throw taken('uuid', 'Another gateway of the organisation has this uuid');
}
