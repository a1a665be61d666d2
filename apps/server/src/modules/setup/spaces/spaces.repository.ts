import type { SetupSpace, SpaceCreate, SpaceUpdate } from '@sw/contracts/setup';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { spaces } from '../../../db/schema';

// What points at a space. Equipment, sensors and control boards hold it by foreign key; live alert
// rules (sentinels) by a plain id. A space is deleted only when all four are zero. The outer row is
// named in full: drizzle writes a one-table query's columns bare ("id"), which inside these
// subqueries would mean the inner table's own id.
const COUNTS = sql<SetupSpace['counts']>`json_build_object(
  'equipment', (select count(*) from equipment x where x.space_id = spaces.id)::int,
  'sensors', (select count(*) from sensors x where x.space_id = spaces.id)::int,
  'controlBoards', (select count(*) from control_boards x where x.space_id = spaces.id)::int,
  'sentinels', (select count(*) from sentinels x
                 where x.space_id = spaces.id and x.org_id = spaces.org_id and x.deleted_at is null)::int)`;

const columns = {
  id: spaces.id,
  siteId: spaces.siteId,
  externalId: spaces.externalId,
  title: spaces.title,
  description: spaces.description,
  spaceType: spaces.spaceType,
  counts: COUNTS,
};

export async function listSetupSpaces(db: Db, orgId: number, siteId: number): Promise<SetupSpace[]> {
  return db
    .select(columns)
    .from(spaces)
    .where(and(eq(spaces.orgId, orgId), eq(spaces.siteId, siteId)))
    .orderBy(asc(spaces.title), asc(spaces.id));
}

export async function getSetupSpace(db: Db, orgId: number, id: number): Promise<SetupSpace | null> {
  const [row] = await db
    .select(columns)
    .from(spaces)
    .where(and(eq(spaces.id, id), eq(spaces.orgId, orgId)));
  return row ?? null;
}

/** Why a space may not go yet, as a sentence; null when nothing points at it. */
export function spaceInUse(counts: SetupSpace['counts']): string | null {
  const parts = [
    [counts.equipment, 'equipment item', 'equipment items'],
    [counts.sensors, 'sensor', 'sensors'],
    [counts.controlBoards, 'control board', 'control boards'],
    [counts.sentinels, 'alert rule', 'alert rules'],
  ]
    .filter(([n]) => (n as number) > 0)
    .map(([n, one, many]) => `${n} ${n === 1 ? one : many}`);
  if (!parts.length) return null;
  return `The space still has ${parts.join(', ')}; move or delete them first`;
}

export type SpaceValues = Partial<typeof spaces.$inferInsert>;

/** The spaces table's columns for a create or update body (siteId is set by the caller). */
export function spaceValues(body: z.output<typeof SpaceCreate> | z.output<typeof SpaceUpdate>): SpaceValues {
  const v: SpaceValues = {};
  const b: z.output<typeof SpaceUpdate> = body;
  if (b.externalId !== undefined) v.externalId = b.externalId;
  if (b.title !== undefined) v.title = b.title;
  if (b.description !== undefined) v.description = b.description;
  if (b.spaceType !== undefined) v.spaceType = b.spaceType;
  return v;
}
