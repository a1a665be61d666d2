import type { SetupControlBoard } from '@sw/contracts/setup';
import { and, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { controlBoards, gateways, spaces } from '../../../db/schema';
import type { AuthContext } from '../../identity';
import { scopedRow, taken } from '../setup-access';

const columns = {
  id: controlBoards.id,
  siteId: controlBoards.siteId,
  gatewayId: controlBoards.gatewayId,
  gatewayTitle: gateways.title,
  spaceId: controlBoards.spaceId,
  spaceTitle: spaces.title,
  title: controlBoards.title,
  description: controlBoards.description,
  uuid: controlBoards.uuid,
  vendor: controlBoards.vendor,
  model: controlBoards.model,
  sensorCount: sql<number>`(select count(*) from sensors x where x.control_board_id = ${controlBoards.id})::int`,
  schedulerCount: sql<number>`(select count(*) from schedulers x where x.control_board_id = ${controlBoards.id})::int`,
};

function select(db: Db, where: SQL[]): Promise<SetupControlBoard[]> {
  return db
    .select(columns)
    .from(controlBoards)
    .leftJoin(gateways, eq(gateways.id, controlBoards.gatewayId))
    .leftJoin(spaces, eq(spaces.id, controlBoards.spaceId))
    .where(and(...where))
    .orderBy(controlBoards.title, controlBoards.id);
}

export function listSetupControlBoards(
  db: Db,
  orgId: number,
  q: { siteId: number; gatewayId?: number },
): Promise<SetupControlBoard[]> {
  const where = [eq(controlBoards.orgId, orgId), eq(controlBoards.siteId, q.siteId)];
  if (q.gatewayId !== undefined) where.push(eq(controlBoards.gatewayId, q.gatewayId));
  return select(db, where);
}

export async function getSetupControlBoard(
  db: Db,
  orgId: number,
  id: number,
): Promise<SetupControlBoard | null> {
  const [row] = await select(db, [eq(controlBoards.id, id), eq(controlBoards.orgId, orgId)]);
  return row ?? null;
}

/** The control board of a path id for an ADMIN of its site; otherwise 404 as if it did not exist. */
export const adminControlBoard = (db: Db, auth: AuthContext, id: number): Promise<SetupControlBoard> =>
  scopedRow(auth, 'Control board', () => getSetupControlBoard(db, auth.orgId, id));

/** A board's uuid is unique in its organisation, as a gateway's (its gateway configures it by it). */
export async function checkBoardUuid(db: Db, orgId: number, uuid: string, self?: number): Promise<void> {
  const where: SQL[] = [eq(controlBoards.orgId, orgId), eq(controlBoards.uuid, uuid)];
  if (self !== undefined) where.push(ne(controlBoards.id, self));
  const [clash] = await db
    .select({ id: controlBoards.id })
    .from(controlBoards)
    .where(and(...where));
  if (clash) throw taken('uuid', 'Another control board of the organisation has this uuid');
}
