import { peakFraction } from './calibration';
import { GROUP, iconOfType } from './catalogue';
import type { SensorKind, SimSensor, SimSite, SimThermostat } from './model-columns';
import type { ModelInputs } from './model-inputs';
import { refrigParams } from './refrigeration';
import { hashRange, hashUnit } from './rng';
import { findSiteDef } from './site-list';
import { hoursArrays, POOR_NIGHT, SITE_TYPES, type SiteType } from './site-types';
import { CITIES, type Climate, type SiteDef } from './sites-catalogue';

const HOUR_MS = 3_600_000;
const EPOCH = new Date(0).toISOString();

/** Planted faults that live in time (seed) versus their steady state (live simulator, no anchor). */
export const DRIFT_HOURS = 60;
export const DRIFT_CAP_C = 9;
export const OVERRIDE_HOURS = 26;
/** The freezer door was propped open for 2.5 hours, ending 6.5 hours before the seed time. */
export const DOOR_OPEN = { fromHours: 9, minutes: 150 };

const COMPONENT_OF_GROUP: Record<number, string> = {
  [GROUP.HVAC]: 'hvac',
  [GROUP.REFRIGERATION]: 'refrig',
  [GROUP.LIGHTING]: 'light',
  [GROUP.COOKING]: 'cook',
};
const componentOf = (groupId: number) => COMPONENT_OF_GROUP[groupId] ?? 'other';

/** Sites not in the catalogue (created later by users) get a climate from their latitude. */
const climateFor = (def: SiteDef | undefined, lat: number): Climate =>
  def
    ? CITIES[def.city].climate
    : { mean: 27 - 0.35 * Math.abs(lat), seasonal: 3 + 0.2 * Math.abs(lat), diurnal: 5 };

export interface ModelParams {
  sites: SimSite[];
  sensors: SimSensor[];
  thermostats: SimThermostat[];
  /** Sites whose gateway is down (planted fault): the live simulator sends nothing for them. */
  offlineSiteIds: Set<number>;
}

/**
 * Model parameters from stored rows. With `anchor` (the seed) planted faults get their times
 * relative to it; without (live) they take their steady state: offline sites and INACTIVE sensors are
 * left out, a drifting cooler stays warm, a local override holds from the thermostat row.
 */
export function buildModelParams(inputs: ModelInputs, anchor?: Date): ModelParams {
  const at = (hoursBefore: number) =>
    anchor ? new Date(anchor.getTime() - hoursBefore * HOUR_MS).toISOString() : null;
  const equipmentById = new Map(inputs.equipmentRows.map((e) => [e.id, e]));
  const defBySite = new Map(inputs.siteRows.map((s) => [s.id, findSiteDef(s.orgId, s.title)]));
  const offlineSiteIds = new Set<number>();
  const sites: SimSite[] = [];

  for (const s of inputs.siteRows) {
    const def = defBySite.get(s.id);
    const spec = SITE_TYPES[s.siteType as SiteType] ?? SITE_TYPES.retail;
    const poor = def?.problems?.poorlyManaged === true;
    const night = poor ? POOR_NIGHT : spec.night;
    const offlineHours = def?.problems?.offlineHours;
    if (offlineHours) offlineSiteIds.add(s.id);
    const mag = { refrig: 0, light: 0, hvac: 0, cook: 0, other: 0 } as Record<string, number>;
    for (const e of inputs.equipmentRows)
      if (e.siteId === s.id) mag[componentOf(e.groupId)]! += e.ratedKw ?? 0;
    const climate = climateFor(def, s.latitude);
    const { o, c } = hoursArrays(s.operatingHours);
    sites.push({
      site_id: s.id,
      org_id: s.orgId,
      tz: s.timeZone,
      lat: s.latitude,
      lon: s.longitude,
      t_mean: climate.mean,
      t_amp: climate.seasonal,
      t_diu: climate.diurnal,
      peak_frac: peakFraction(s.latitude),
      ph: hashUnit(`${s.orgId}:${s.title}`, 'site'),
      oa: o,
      ca: c,
      r: mag.refrig!,
      l: mag.light!,
      h: mag.hvac!,
      ck: mag.cook!,
      ot: mag.other!,
      lnight: night.light,
      onight: night.other,
      cnight: night.cook,
      poor,
      lux_thr: inputs.schedulerRows.find((r) => r.siteId === s.id)?.luxThreshold ?? 300,
      stop_at: offlineHours ? at(offlineHours) : null,
    });
  }

  const sensors: SimSensor[] = [];
  for (const r of inputs.sensorRows) {
    const def = defBySite.get(r.siteId);
    const problems = def?.problems ?? {};
    const inactive = problems.inactive?.find((i) => i.sensor === r.title);
    if (!anchor && (r.status === 'INACTIVE' || offlineSiteIds.has(r.siteId))) continue;
    const eq = r.equipmentId ? equipmentById.get(r.equipmentId) : undefined;
    const kind = kindOf(r.sensorType, r.target);
    if (!kind) continue;
    const refrig = refrigParams(
      eq ? iconOfType(eq.typeId) : 'refrigerator',
      r.uuid,
      eq?.minTemp ?? null,
      eq?.maxTemp ?? null,
    );
    const isTemp = kind === 'temp';
    const drifting = isTemp && eq?.title === problems.driftWarm;
    const doorOpen = (isTemp || kind === 'door') && eq?.title === problems.doorLeftOpen && anchor;
    const openFrom = doorOpen ? new Date(anchor.getTime() - DOOR_OPEN.fromHours * HOUR_MS + 47_000) : null;
    sensors.push({
      sensor_id: r.id,
      org_id: r.orgId,
      site_id: r.siteId,
      kind,
      comp: eq ? componentOf(eq.groupId) : 'other',
      scale: eq?.ratedKw ?? 0,
      ...(isTemp || kind === 'door'
        ? refrig
        : { sp: 0, amp: 0, per: 1, dn: 0, dlen: 0, rise: 0, dfirst: 0, warm: 0, dpeak: 0, dmin: 0, dmax: 0 }),
      ph: hashUnit(r.uuid, 'ph'),
      stop_at: inactive ? at(inactive.hours) : null,
      drift_from: drifting ? (at(DRIFT_HOURS) ?? EPOCH) : null,
      drift_cap: drifting ? DRIFT_CAP_C : 0,
      open_from: openFrom?.toISOString() ?? null,
      open_to: openFrom ? new Date(openFrom.getTime() + DOOR_OPEN.minutes * 60_000).toISOString() : null,
    });
  }

  const thermostats: SimThermostat[] = [];
  for (const t of inputs.thermostatRows) {
    if (!anchor && offlineSiteIds.has(t.siteId)) continue;
    const tt = inputs.timetableRows.find((x) => x.thermostatId === t.id);
    const siteStop = sites.find((s) => s.site_id === t.siteId)?.stop_at ?? null;
    thermostats.push({
      thermostat_id: t.id,
      org_id: t.orgId,
      site_id: t.siteId,
      heat_occ: tt?.minTemp ?? 21,
      cool_occ: tt?.maxTemp ?? 24,
      ov_from: t.override ? (at(OVERRIDE_HOURS) ?? EPOCH) : null,
      ov_heat: t.heatSetPoint,
      ov_cool: t.coolSetPoint,
      ov_product: t.override?.product ?? null,
      off: hashRange(t.uuid, 'off', -0.8, 0.8),
      ph: hashUnit(t.uuid, 'ph'),
      stop_at: siteStop,
      mode: t.mode,
      // A keypad adjustment is the override (ov_*) on top of the schedule, not a mode of its own.
      wm: t.workingMode === 'LOCAL_ADJUSTMENT' ? 'SCHEDULE' : t.workingMode,
      hp: t.heatPump,
    });
  }
  return { sites, sensors, thermostats, offlineSiteIds };
}

function kindOf(type: string, target: string | null): SensorKind | null {
  switch (type) {
    case 'ENERGY':
      return target === 'MAIN' ? 'main' : 'sub';
    case 'TEMPERATURE':
      // A sensor of the room itself, not inside a fridge or freezer.
      return target === 'AMBIENT' ? 'amb' : 'temp';
    case 'HUMIDITY':
      return 'hum';
    case 'LIGHT':
      return 'lux';
    case 'DOOR':
      return 'door';
    case 'ACTUATOR':
      return 'act';
    case 'OVERRIDDEN_STATE':
      return 'ovr';
    case 'CONTROL_AGENT':
      return 'agent';
    case 'SCHEDULER':
      return 'sched';
    default:
      return null;
  }
}
