import type { SetupEquipment, SetupSensor, SetupSentinelTarget } from '@sw/contracts/setup';
import type { SentinelType } from './sentinel-text';

// What a new sentinel may watch, as the server plans it (apps/server/src/modules/setup/sentinels/
// sentinel-targets.ts): reading rules watch one sensor of their kind each, an offline rule any
// devices, a set-point rule an equipment item's thermostat.

export type TargetKind = 'equipment' | 'sensor' | 'type' | 'site';

export const TARGET_LABELS: Record<TargetKind, string> = {
  equipment: 'An equipment item',
  sensor: 'A sensor',
  type: 'Every equipment item of a type',
  site: 'The whole site',
};

/** The targets each type takes, the most usual first. */
export const TARGET_KINDS: Record<SentinelType, TargetKind[]> = {
  TEMPERATURE_RANGE: ['equipment', 'sensor', 'type'],
  DOOR_OPEN: ['equipment', 'sensor', 'type'],
  DEVICE_OFFLINE: ['site', 'equipment', 'sensor', 'type'],
  ENERGY_BASELINE: ['site', 'equipment', 'sensor', 'type'],
  SETPOINT_DEVIATION: ['equipment', 'type'],
};

/** The site target in words: what the server watches for it. */
export const SITE_TARGET_TEXT: Partial<Record<SentinelType, string>> = {
  DEVICE_OFFLINE: 'Every sensor and thermostat of the site now (devices added later need their own sentinel)',
  ENERGY_BASELINE: "The site's main energy meter",
};

/** The sensor kind a reading rule watches. */
export const SENSOR_KIND: Partial<Record<SentinelType, SetupSensor['sensorType']>> = {
  TEMPERATURE_RANGE: 'TEMPERATURE',
  DOOR_OPEN: 'DOOR',
  ENERGY_BASELINE: 'ENERGY',
};

/** The sensors a sensor target may be (an offline rule: any). */
export function sensorsFor(type: SentinelType, sensors: readonly SetupSensor[]): SetupSensor[] {
  const kind = SENSOR_KIND[type];
  return kind ? sensors.filter((s) => s.sensorType === kind) : [...sensors];
}

/** How many sentinels an equipment item gets for the rule, or why none (the server's words). */
export function equipmentPlan(
  type: SentinelType,
  e: SetupEquipment,
  sensors: readonly SetupSensor[],
): { made: number; reason: string | null } {
  const own = sensors.filter((s) => s.equipmentId === e.id);
  const kind = SENSOR_KIND[type];
  if (kind) {
    const made = own.filter((s) => s.sensorType === kind).length;
    return { made, reason: made ? null : `no ${kind.toLowerCase()} sensor` };
  }
  if (type === 'DEVICE_OFFLINE')
    return own.length || e.thermostat
      ? { made: 1, reason: null }
      : { made: 0, reason: 'no sensor or thermostat' };
  return e.thermostat ? { made: 1, reason: null } : { made: 0, reason: 'no thermostat' };
}

/** In this site, what "every item of this type" makes: sentinels, and the items left out. */
export function typePlan(
  type: SentinelType,
  typeId: number,
  equipment: readonly SetupEquipment[],
  sensors: readonly SetupSensor[],
): { items: number; made: number; skipped: { title: string; reason: string }[] } {
  const items = equipment.filter((e) => e.typeId === typeId);
  let made = 0;
  const skipped: { title: string; reason: string }[] = [];
  for (const e of items) {
    const p = equipmentPlan(type, e, sensors);
    made += p.made;
    if (p.reason) skipped.push({ title: e.title, reason: p.reason });
  }
  return { items: items.length, made, skipped };
}

export interface TargetChoice {
  kind: TargetKind;
  sensorId: string | null;
  equipmentId: string | null;
  equipmentTypeId: string | null;
  /** Every item of the type in this site, or in every site the user administers. */
  scope: 'site' | 'all';
}

/** The call's target; an unchosen id is left out so that the schema names what is missing. */
export function targetBody(t: TargetChoice, siteId: number): SetupSentinelTarget {
  const id = (v: string | null) => (v ? Number(v) : undefined);
  switch (t.kind) {
    case 'sensor':
      return { sensorId: id(t.sensorId) };
    case 'equipment':
      return { equipmentId: id(t.equipmentId) };
    case 'site':
      return { siteId };
    case 'type':
      return {
        equipmentTypeId: id(t.equipmentTypeId),
        ...(t.scope === 'site' ? { siteIds: [siteId] } : {}),
      };
  }
}

/** The message for the chosen target's field: its own, else the target's as a whole. */
export function targetError(errors: Record<string, string>, t: TargetChoice): string | undefined {
  const key = { sensor: 'sensorId', equipment: 'equipmentId', type: 'equipmentTypeId', site: 'siteId' }[
    t.kind
  ];
  return (
    errors[`target.${key}`] ?? errors.target ?? (t.kind === 'type' ? errors['target.siteIds'] : undefined)
  );
}

/** An unchosen target, in the user's words (the schema's message names every kind at once). */
export function missingTarget(t: TargetChoice): Record<string, string> {
  if (t.kind === 'sensor' && !t.sensorId) return { 'target.sensorId': 'Choose a sensor' };
  if (t.kind === 'equipment' && !t.equipmentId) return { 'target.equipmentId': 'Choose an equipment item' };
  if (t.kind === 'type' && !t.equipmentTypeId)
    return { 'target.equipmentTypeId': 'Choose an equipment type' };
  return {};
}
