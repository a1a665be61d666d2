import type { EquipmentCreate, EquipmentUpdate, SetupEquipment } from '@sw/contracts/setup';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { bind, rowsOf } from '../../../db/raw-sql';
import { equipment, equipmentGroups, equipmentTypes, spaces } from '../../../db/schema';
import { invalidFields } from '../setup-access';

// Subqueries name the outer row in full (equipment.id): drizzle may write its columns bare.
const THERMOSTAT = sql<SetupEquipment['thermostat']>`(
  select json_build_object('id', t.id, 'equipmentId', t.equipment_id, 'title', t.title,
           'displayName', t.display_name, 'uuid', t.uuid, 'vendor', t.vendor, 'model', t.model,
           'gatewayId', t.gateway_id, 'heatPump', t.heat_pump)
    from thermostats t where t.equipment_id = equipment.id order by t.id limit 1)`;

const columns = {
  id: equipment.id,
  siteId: equipment.siteId,
  spaceId: equipment.spaceId,
  spaceTitle: spaces.title,
  externalId: equipment.externalId,
  title: equipment.title,
  description: equipment.description,
  typeId: equipment.typeId,
  typeTitle: equipmentTypes.title,
  typeIcon: equipmentTypes.icon,
  groupId: equipment.groupId,
  groupTitle: equipmentGroups.title,
  vendor: equipment.vendor,
  model: equipment.model,
  serialNumber: equipment.serialNumber,
  manufactureDate: equipment.manufactureDate,
  minTemp: equipment.minTemp,
  maxTemp: equipment.maxTemp,
  ratedKw: equipment.ratedKw,
  activeControl: equipment.activeControl,
  sensorCount: sql<number>`(select count(*) from sensors x where x.equipment_id = equipment.id)::int`,
  schedulerCount: sql<number>`(select count(*) from schedulers x where x.equipment_id = equipment.id)::int`,
  thermostat: THERMOSTAT,
};

function select(db: Db) {
  return db
    .select(columns)
    .from(equipment)
    .innerJoin(equipmentTypes, eq(equipmentTypes.id, equipment.typeId))
    .innerJoin(equipmentGroups, eq(equipmentGroups.id, equipment.groupId))
    .leftJoin(spaces, and(eq(spaces.id, equipment.spaceId), eq(spaces.orgId, equipment.orgId)));
}

export async function listSetupEquipment(db: Db, orgId: number, siteId: number): Promise<SetupEquipment[]> {
  return select(db)
    .where(and(eq(equipment.orgId, orgId), eq(equipment.siteId, siteId)))
    .orderBy(asc(equipment.title), asc(equipment.id));
}

export async function getSetupEquipment(db: Db, orgId: number, id: number): Promise<SetupEquipment | null> {
  const [row] = await select(db).where(and(eq(equipment.id, id), eq(equipment.orgId, orgId)));
  return row ?? null;
}

/** Holds the item's row until the transaction ends (its deletion, its thermostat); false when gone. */
export async function lockEquipment(db: Db, orgId: number, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: equipment.id })
    .from(equipment)
    .where(and(eq(equipment.id, id), eq(equipment.orgId, orgId)))
    .for('update');
  return rows.length > 0;
}

export type EquipmentValues = Partial<typeof equipment.$inferInsert>;

/** The equipment table's columns for a body (siteId and the derived groupId are set by the caller). */
export function equipmentValues(
  body: z.output<typeof EquipmentCreate> | z.output<typeof EquipmentUpdate>,
): EquipmentValues {
  const v: EquipmentValues = {};
  const b: z.output<typeof EquipmentUpdate> = body;
  for (const key of [
    'externalId',
    'title',
    'description',
    'spaceId',
    'typeId',
    'vendor',
    'model',
    'serialNumber',
    'manufactureDate',
    'minTemp',
    'maxTemp',
    'ratedKw',
    'activeControl',
  ] as const)
    if (b[key] !== undefined) (v as Record<string, unknown>)[key] = b[key];
  return v;
}

// What keeps an equipment item from going: live alert rules that watch it (the rule engine would
// keep a rule on nothing), incidents still open on it, and its thermostat (whose status history
// goes with it: removed on its own, deliberately). Resolved incidents keep its id as history;
// sensors are detached (FK on delete set null) and keep their readings; schedulers and timetables
// go with it (FK cascade; the command audit outlives them).
const BLOCKERS = `
  select (select count(*) from sentinels s
           where s.org_id = $1 and s.deleted_at is null
             and (s.equipment_id = $2 or s.equipment_ids @> jsonb_build_array($2::int)))::int as sentinels,
         (select count(*) from incidents i
           where i.org_id = $1 and not i.resolved
             and (i.equipment_id = $2 or i.equipment_ids @> jsonb_build_array($2::int)))::int as incidents,
         (select count(*) from thermostats t where t.org_id = $1 and t.equipment_id = $2)::int as thermostats`;

/** Why the item may not be deleted yet, as a sentence; null when it may. */
export async function equipmentInUse(db: Db, orgId: number, id: number): Promise<string | null> {
  const [c] = rowsOf<{ sentinels: number; incidents: number; thermostats: number }>(
    await db.execute(bind(BLOCKERS, [orgId, id])),
  );
  const parts: string[] = [];
  if (c!.sentinels)
    parts.push(
      `${c!.sentinels} alert rule${c!.sentinels === 1 ? ' watches' : 's watch'} it (delete them or take it out)`,
    );
  if (c!.incidents)
    parts.push(
      `${c!.incidents} incident${c!.incidents === 1 ? ' is' : 's are'} still open on it (dismiss them)`,
    );
  if (c!.thermostats) parts.push('it has a thermostat (remove the thermostat first)');
  return parts.length ? `The equipment item cannot be deleted: ${parts.join('; ')}` : null;
}

/** The sensors attached to the item: deletion detaches them, the audit keeps which. */
export async function attachedSensorIds(db: Db, orgId: number, id: number): Promise<number[]> {
  const rows = rowsOf<{ id: number }>(
    await db.execute(
      bind(`select id from sensors where org_id = $1 and equipment_id = $2 order by id`, [orgId, id]),
    ),
  );
  return rows.map((r) => r.id);
}

/** The catalogue type's group: equipment.group_id is derived from it, never sent. */
export async function groupOfType(db: Db, typeId: number): Promise<number> {
  const [row] = await db
    .select({ groupId: equipmentTypes.groupId })
    .from(equipmentTypes)
    .where(eq(equipmentTypes.id, typeId));
  if (!row) throw invalidFields([{ field: 'typeId', message: 'Unknown equipment type' }]);
  return row.groupId;
}
