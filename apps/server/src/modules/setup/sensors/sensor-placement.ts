import { SENSOR_UNITS, type SetupSensor, sensorUnitProblem } from '@sw/contracts/setup';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { equipment } from '../../../db/schema';
import { checkSameSite } from '../refs';
import { invalidFields } from '../setup-access';

type SensorType = SetupSensor['sensorType'];

/**
 * What a sensor measures: an equipment item, a space, or both (an equipment sensor lies in its
 * equipment's space). Left unsaid, the space follows the equipment item; a space other than the
 * equipment item's is a field error. Both must be on the sensor's site.
 */
export async function placeSensor(
  db: Db,
  orgId: number,
  siteId: number,
  asked: { equipmentId: number | null; spaceId: number | null | undefined },
  currentSpaceId: number | null,
): Promise<{ equipmentId: number | null; spaceId: number | null }> {
  await checkSameSite(db, orgId, siteId, 'equipmentId', asked.equipmentId);
  await checkSameSite(db, orgId, siteId, 'spaceId', asked.spaceId);
  let equipmentSpace: number | null = null;
  if (asked.equipmentId !== null) {
    const [eq0] = await db
      .select({ spaceId: equipment.spaceId })
      .from(equipment)
      .where(and(eq(equipment.id, asked.equipmentId), eq(equipment.orgId, orgId)));
    equipmentSpace = eq0?.spaceId ?? null;
  }
  const spaceId = asked.spaceId !== undefined ? asked.spaceId : (equipmentSpace ?? currentSpaceId);
  if (equipmentSpace !== null && spaceId !== equipmentSpace)
    throw invalidFields([{ field: 'spaceId', message: "Not the equipment item's space" }]);
  return { equipmentId: asked.equipmentId, spaceId };
}

/**
 * The unit a sensor keeps: the one sent, else its current one while it suits the type, else the
 * type's usual unit. A unit that does not suit the type is a field error.
 */
export function unitFor(type: SensorType, sent: string | undefined, current?: string): string {
  const unit =
    sent ?? (current !== undefined && !sensorUnitProblem(type, current) ? current : SENSOR_UNITS[type][0]!);
  const problem = sensorUnitProblem(type, unit);
  if (problem) throw invalidFields([{ field: 'unit', message: problem }]);
  return unit;
}
