import type {
  EnergyAgg,
  EnergyConsumption,
  EnergyDashboard,
  EnergyReading,
  EnergySeries,
  RecentPower,
} from '@sw/contracts';
import type { Database } from '../../db/client';
import { dailyEnergy, energyBuckets, latestEnergyReadings } from './energy.repository';
import { siteEnergyTotals } from './energy-dashboard.repository';
import { defaultEnergyAggAt, finestTableHolding } from './rollup-table';
import type { Caller } from './scope';

export interface RangeQuery {
  from: Date;
  to: Date;
}

/** An energy series over the given sensors of organisation `orgId` (all of one site, so one time zone). */
export async function energySeries(
  database: Database,
  orgId: number,
  sensorIds: number[],
  tz: string,
  q: RangeQuery & { agg?: EnergyAgg; seeSpilloverPoint?: boolean },
  now = new Date(),
): Promise<EnergySeries> {
  // An explicit agg wins; without one, the span default is coarsened to the bucket of the finest
  // rollup still holding `from`, so an old range reads a table that has it (defaultEnergyAggAt).
  const agg = q.agg ?? defaultEnergyAggAt(q.from, q.to, now);
  const spill = q.seeSpilloverPoint === true;
  const rows = sensorIds.length
    ? await energyBuckets(database, { orgId, sensorIds, agg, from: q.from, to: q.to, tz, spill })
    : [];
  const point = (r: (typeof rows)[number]): EnergyReading => ({
    timestamp: r.ts,
    // Average power of the bucket = its energy over its length (a local day can be 23 or 25 hours).
    power: r.hours > 0 ? r.kwh / r.hours : 0,
    energy: r.kwh,
  });
  const spillRow = rows.find((r) => r.spill);
  return {
    agg,
    unit: 'kWh',
    readings: rows.filter((r) => !r.spill).map(point),
    spilloverPoint: spill && spillRow ? point(spillRow) : null,
  };
}

/**
 * Totals of a site's energy over a range, read from the finest rollup that still holds `from`: one
 * statement for the site lookup (404 outside the caller's scope), its meters and every figure.
 */
export async function energyDashboard(
  database: Database,
  caller: Caller,
  siteId: number,
  q: RangeQuery,
  now = new Date(),
): Promise<EnergyDashboard> {
  const table = finestTableHolding(q.from, now);
  // Peak power wants the finest buckets; past the 15-minute retention the hourly ones are the finest.
  const peakTable = table === 'readings_15m' ? 'readings_15m' : 'readings_1h';
  const { site, totalKwh, peakKw, byGroup, byType } = await siteEnergyTotals(database, caller, siteId, {
    table,
    peakTable,
    from: q.from,
    to: q.to,
  });
  const hours = (q.to.getTime() - q.from.getTime()) / 3_600_000;
  return {
    siteId: site.id,
    from: Math.floor(q.from.getTime() / 1000),
    to: Math.floor(q.to.getTime() / 1000),
    totalKwh,
    peakKw,
    averageKw: hours > 0 ? totalKwh / hours : 0,
    byEquipmentGroup: byGroup.map((g) => ({ groupId: g.id, title: g.title, kwh: g.kwh })),
    byEquipmentType: byType.map((t) => ({ typeId: t.id, title: t.title, kwh: t.kwh })),
    co2Kg: site.co2Factor == null ? null : totalKwh * site.co2Factor,
    eui: site.floorArea && site.floorArea > 0 ? totalKwh / site.floorArea : null,
  };
}

export async function energyConsumption(
  database: Database,
  site: { id: number; orgId: number; timeZone: string },
  sensorIds: number[],
  q: RangeQuery,
): Promise<EnergyConsumption> {
  const days = sensorIds.length
    ? await dailyEnergy(database, { orgId: site.orgId, sensorIds, from: q.from, to: q.to, tz: site.timeZone })
    : [];
  const siteId = site.id;
  return { siteId, totalKwh: days.reduce((a, d) => a + d.kwh, 0), days };
}

/**
 * Current power of each equipment: per ENERGY sensor, its newest reading of the last hour divided by
 * the hours since the reading before it (interval energy → average power), summed over the sensors.
 */
export async function recentPower(
  database: Database,
  orgId: number,
  equipmentIds: number[],
  now = new Date(),
): Promise<RecentPower[]> {
  const rows = equipmentIds.length ? await latestEnergyReadings(database, orgId, equipmentIds, now) : [];
  return equipmentIds.map((equipmentId) => {
    const mine = rows.filter((r) => r.equipmentId === equipmentId);
    if (!mine.length) return { equipmentId, timestamp: null, power: null };
    const newest = Math.max(...mine.map((r) => new Date(r.ts).getTime()));
    const powers = mine.flatMap((r) => {
      const hours = r.prevTs ? (new Date(r.ts).getTime() - new Date(r.prevTs).getTime()) / 3_600_000 : 0;
      return hours > 0 ? [r.value / hours] : [];
    });
    return {
      equipmentId,
      timestamp: Math.floor(newest / 1000),
      power: powers.length ? powers.reduce((a, p) => a + p, 0) : null,
    };
  });
}
