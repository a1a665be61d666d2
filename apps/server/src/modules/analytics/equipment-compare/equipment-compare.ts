import type { EquipmentCompareData, EquipmentPerformanceRow } from '@sw/contracts';
import type { Database } from '../../../db/client';
import type { SiteScope } from '../../../db/site-scope';
import { rangedSensors, sensorTemperatureKpis } from '../../compliance';
import { equipmentEnergy } from '../energy-compare/energy-compare.repository';
import { addDays } from '../hvac/period';
import { zoneWindows } from '../recommendations/recommendations.repository';
import { coolingDegreeDays, hasWeather } from '../weather/degree-days';
import { weatherDays } from '../weather/weather.repository';
import { doorStats } from './door-stats';
import { doorReadings, groupEquipment } from './equipment-compare.repository';

/** Base of the cooling degree-days behind kwhPerDegreeCooling (°C; the weather pages' cooling base). */
export const COOLING_BASE_C = 18;
/** A period with fewer cooling degree-days than this has no kWh per degree-day (the ratio explodes). */
export const MIN_CDD = 1;

export interface EquipmentCompareArgs {
  orgId: number;
  scope: SiteScope;
  groupId: number;
  typeGroupId: number | null;
  siteIds: number[] | null;
  from: string;
  to: string;
  now?: Date;
  progress?: (fraction: number) => void;
}

const round = (x: number | null, digits: number) =>
  x === null ? null : Math.round(x * 10 ** digits) / 10 ** digits;
/** Mean of the values that exist (spec 3 §3: per-equipment values are the mean across sensors). */
const meanOf = (values: (number | null)[]) => {
  const v = values.filter((x): x is number => x !== null);
  return v.length ? v.reduce((a, b) => a + b, 0) / v.length : null;
};

/**
 * The equipment comparison of one equipment group over local days from … to (docs/analytics.md
 * "Equipment comparison"): per equipment its sub-metered kWh, kWh per cooling degree-day, and per
 * temperature sensor the mean, standard deviation, compliance and defrost cycles of its hourly
 * trace, per door sensor its openings and open time; the equipment's figures are the sensors' means.
 */
export async function equipmentCompare(
  database: Database,
  a: EquipmentCompareArgs,
): Promise<EquipmentCompareData> {
  const now = a.now ?? new Date();
  const equipment = await groupEquipment(database, a);
  const siteIds = [...new Set(equipment.map((e) => e.siteId))];
  const ids = new Set(equipment.map((e) => e.equipmentId));
  const energy = new Map(
    (await equipmentEnergy(database, { orgId: a.orgId, siteIds, from: a.from, to: a.to }))
      .filter((e) => ids.has(e.equipmentId))
      .map((e) => [e.equipmentId, e.kwh]),
  );
  a.progress?.(0.1);
  const ranged = siteIds.length
    ? (
        await rangedSensors(database, { orgId: a.orgId, scope: a.scope, from: a.from, to: a.to, siteIds })
      ).filter((s) => ids.has(s.equipmentId))
    : [];
  const temps = await sensorTemperatureKpis(database, a.orgId, ranged, (f) => a.progress?.(0.1 + 0.7 * f));
  const windows = await zoneWindows(database, [...new Set(equipment.map((e) => e.timeZone))], a.from, a.to);
  const doors = await doorReadings(
    database,
    a.orgId,
    equipment.map((e) => ({ equipmentId: e.equipmentId, ...windows.get(e.timeZone)! })),
  );
  a.progress?.(0.9);
  const weather = await weatherDays(database, {
    orgId: a.orgId,
    siteIds,
    from: a.from,
    to: addDays(a.to, 1),
  });
  const cddOf = new Map(
    [...weather].map(([siteId, days]) => [
      siteId,
      days.filter(hasWeather).reduce((t, d) => t + coolingDegreeDays(d, COOLING_BASE_C), 0),
    ]),
  );

  const rows: EquipmentPerformanceRow[] = equipment.map((e) => {
    const byTempSensor: EquipmentPerformanceRow['byTempSensor'] = {};
    for (const s of ranged.filter((x) => x.equipmentId === e.equipmentId)) {
      const k = temps.get(s.sensorId);
      byTempSensor[String(s.sensorId)] = {
        sensorTitle: s.sensorTitle,
        averageTemperature: round(k?.mean ?? null, 2),
        temperatureDeviation: round(k?.std ?? null, 2),
        compliancePercentage: k?.withinCompliance ?? null,
        validHours: k?.validHours ?? 0,
        defrostCycleCount: k?.defrostCycles ?? 0,
      };
    }
    const byAccessSensor: EquipmentPerformanceRow['byAccessSensor'] = {};
    for (const d of doors.filter((x) => x.equipmentId === e.equipmentId)) {
      const st = doorStats(d.readings, Number(d.t1), now.getTime());
      const has = st.coveredFrom !== null;
      byAccessSensor[String(d.sensorId)] = {
        sensorTitle: d.title,
        totalDurationOpenMins: has ? round(st.openMinutes, 1) : null,
        totalNumberAccess: has ? st.openings : null,
        coveredFrom: has ? new Date(st.coveredFrom!).toISOString() : null,
      };
    }
    const temp = Object.values(byTempSensor);
    const access = Object.values(byAccessSensor);
    const kwh = energy.get(e.equipmentId) ?? null;
    const cdd = cddOf.get(e.siteId) ?? 0;
    const withData = temp.filter((t) => t.validHours > 0);
    return {
      equipmentId: e.equipmentId,
      siteId: e.siteId,
      siteName: e.siteTitle,
      equipmentTypeId: e.typeId,
      equipmentTypeTitle: e.typeTitle,
      equipmentGroupId: e.groupId,
      siteGroups: e.siteGroups,
      defaultKpis: {
        equipmentTitle: e.title,
        vendor: e.vendor,
        model: e.model,
        totalConsumption: round(kwh, 3),
      },
      equipmentTypeKpis: {
        defrostCycleCount: round(meanOf(withData.map((t) => t.defrostCycleCount)), 1),
        kwhPerDegreeCooling: kwh !== null && cdd >= MIN_CDD ? round(kwh / cdd, 3) : null,
      },
      byTempSensor,
      byAccessSensor,
      averageTemperature: round(meanOf(temp.map((t) => t.averageTemperature)), 2),
      temperatureDeviation: round(meanOf(temp.map((t) => t.temperatureDeviation)), 2),
      compliancePercentage: round(meanOf(temp.map((t) => t.compliancePercentage)), 2),
      totalDurationOpenMins: round(meanOf(access.map((x) => x.totalDurationOpenMins)), 1),
      totalNumberAccess: round(meanOf(access.map((x) => x.totalNumberAccess)), 1),
    };
  });
  return { equipmentGroupId: a.groupId, from: a.from, to: a.to, coolingBaseC: COOLING_BASE_C, rows };
}
