import { SENSOR_TARGETS, SENSOR_UNITS, type SetupSensor, SetupSensorType } from '@sw/contracts/setup';

export type SensorType = SetupSensor['sensorType'];

/** The contract's types, in its order. */
export const SENSOR_TYPES: readonly SensorType[] = SetupSensorType.options;

const SENSOR_TYPE_LABELS: Record<SensorType, string> = {
  TEMPERATURE: 'Temperature',
  HUMIDITY: 'Humidity',
  DOOR: 'Door',
  ENERGY: 'Energy',
  POWER: 'Power',
  LIGHT: 'Light',
  OCCUPANCY: 'Occupancy',
  ACTUATOR: 'Actuator (relay)',
  SCHEDULER: 'Scheduler',
  CONTROL_AGENT: 'Control agent',
  OVERRIDDEN_STATE: 'Overridden state',
};

export const sensorTypeLabel = (type: SensorType) => SENSOR_TYPE_LABELS[type];

export const sensorTypeOptions = () => SENSOR_TYPES.map((t) => ({ value: t, label: SENSOR_TYPE_LABELS[t] }));

/** The units a type's readings may be stored in (the first is the usual one). */
export const unitsFor = (type: SensorType): readonly string[] => SENSOR_UNITS[type];

/** The unit after the type changes: the current one while it suits the new type, else its usual one. */
export function unitAfterTypeChange(type: SensorType, current: string): string {
  const units = unitsFor(type);
  return units.includes(current) ? current : units[0]!;
}

/** The suggested targets, plus the sensor's own when it is another word (kept as typed). */
export function targetOptions(current: string): string[] {
  const known: readonly string[] = SENSOR_TARGETS;
  return current && !known.includes(current) ? [...known, current] : [...known];
}

/** A reading as people read it: a door's 1/0 as Open/Closed, a state without a unit, else '4.2 °C'. */
export function formatReading(value: number | null, unit: string): string {
  if (value === null) return '-';
  if (unit === 'open') return value >= 1 ? 'Open' : 'Closed';
  const text = value.toLocaleString('en-US', { maximumFractionDigits: 2 });
  return unit === 'state' ? text : `${text} ${unit}`;
}

/** What a sensor measures: its equipment item (in its space), its space, or nothing yet. */
export function sensorPlace(s: Pick<SetupSensor, 'equipmentTitle' | 'spaceTitle' | 'target'>): string {
  const where = s.equipmentTitle
    ? s.spaceTitle
      ? `${s.equipmentTitle} (${s.spaceTitle})`
      : s.equipmentTitle
    : (s.spaceTitle ?? 'Not placed');
  return s.target ? `${where} · ${s.target}` : where;
}

export interface SensorFormValues {
  /** Select values (ids as text); null: none chosen. */
  gatewayId: string | null;
  title: string;
  uuid: string;
  vendor: string;
  sensorType: SensorType;
  unit: string;
  target: string;
  equipmentId: string | null;
  spaceId: string | null;
  controlBoardId: string | null;
  externalId: string;
}

const text = (id: number | null | undefined) => (id == null ? null : String(id));

export function sensorFormValues(
  sensor: SetupSensor | null,
  gatewayId: number | null = null,
): SensorFormValues {
  const type = sensor?.sensorType ?? 'TEMPERATURE';
  return {
    gatewayId: text(sensor ? sensor.gatewayId : gatewayId),
    title: sensor?.title ?? '',
    uuid: sensor?.uuid ?? '',
    vendor: sensor?.vendor ?? '',
    sensorType: type,
    unit: sensor?.unit ?? unitsFor(type)[0]!,
    target: sensor?.target ?? '',
    equipmentId: text(sensor?.equipmentId),
    spaceId: text(sensor?.spaceId),
    controlBoardId: text(sensor?.controlBoardId),
    externalId: sensor?.externalId ?? '',
  };
}

const id = (v: string | null) => (v ? Number(v) : null);

/**
 * The create or update body (without siteId). An equipment sensor's space is left out: the server
 * puts it in its equipment item's space; a room sensor names its space and no equipment item.
 */
export function sensorBody(v: SensorFormValues) {
  const place = v.equipmentId
    ? { equipmentId: id(v.equipmentId) }
    : { equipmentId: null, spaceId: id(v.spaceId) };
  return {
    // Left out when none is chosen: the form asks for one before sending.
    ...(v.gatewayId ? { gatewayId: Number(v.gatewayId) } : {}),
    title: v.title,
    uuid: v.uuid,
    vendor: v.vendor,
    sensorType: v.sensorType,
    unit: v.unit,
    target: v.target || null,
    ...place,
    controlBoardId: id(v.controlBoardId),
    externalId: v.externalId || null,
  };
}
