import type { Db } from '../db/client';
import * as s from '../db/schema';

// Rows the setup tests of spaces, equipment and energy meters refer to (equipment, sensors,
// thermostats and schedulers come from telemetry-factories.ts).

let seq = 0;
const next = () => ++seq;

/** The catalogue's HVAC (221, the spec's id) and refrigeration groups with one type each (idempotent). */
export const HVAC_TYPE = { id: 12, title: 'HVAC', icon: 'hvac', groupId: 221, typeGroupId: 5708 };
export const COOLER_TYPE = {
  id: 32,
  title: 'Walk-in Cooler',
  icon: 'walk-in-cooler',
  groupId: 222,
  typeGroupId: 5709,
};

export async function ensureSetupCatalogue(db: Db) {
  await db
    .insert(s.equipmentGroups)
    .values([
      { id: 221, title: 'HVAC' },
      { id: 222, title: 'Refrigeration' },
    ])
    .onConflictDoNothing();
  await db
    .insert(s.equipmentTypeGroups)
    .values([
      { id: 5708, title: 'HVAC' },
      { id: 5709, title: 'Refrigeration' },
    ])
    .onConflictDoNothing();
  await db.insert(s.equipmentTypes).values([HVAC_TYPE, COOLER_TYPE]).onConflictDoNothing();
}

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

/** A live alert rule; pass equipmentId / equipmentIds / spaceId / params for what it watches. */
export async function buildSentinel(
  db: Db,
  orgId: number,
  siteId: number,
  o: Partial<typeof s.sentinels.$inferInsert> = {},
) {
  const [row] = await db
    .insert(s.sentinels)
    .values({ orgId, siteId, sentinelType: 'TEMPERATURE_RANGE', title: `Rule ${next()}`, ...o })
    .returning();
  return row!;
}

/** An incident of a rule (open unless `resolved`). */
export async function buildIncident(
  db: Db,
  sentinel: { id: number; orgId: number; siteId: number; sentinelType: (typeof s.SENTINEL_TYPES)[number] },
  o: Partial<typeof s.incidents.$inferInsert> = {},
) {
  const [row] = await db
    .insert(s.incidents)
    .values({
      orgId: sentinel.orgId,
      siteId: sentinel.siteId,
      sentinelId: sentinel.id,
      sentinelType: sentinel.sentinelType,
      priority: 'NORMAL',
      createdAt: new Date(),
      ...o,
    })
    .returning();
  return row!;
}
