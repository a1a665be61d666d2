import { RECOMMENDATION_WINDOW_DAYS, type Recommendation, type RecommendationKind } from '@sw/contracts';
import { groupBySite } from '@sw/domain';
import type { Database } from '../../../db/client';
import { boardOverrides } from '../controls/overrides.repository';
import { controlledEquipment, equipmentSplitTotals, siteSplitTotals } from '../controls/savings.repository';
import type { ReportSite } from '../data/sites.repository';
import { addDays, resolveDate } from '../hvac/period';
import { equipmentEnergy, hvacUnits, thermostatDays } from '../hvac/thermostat-days.repository';
import { hourlySeries, recSensors, zoneWindows } from './recommendations.repository';
import { RULES_BY_KIND, type SiteRecInput, sortRecommendations } from './rules';

/** The window of a report date: the 7 local days ending on it ('latest': the site's yesterday). */
export function recommendationWindow(date: string, timeZone: string, now: Date) {
  const to = resolveDate(date, timeZone, now);
  return { from: addDays(to, -(RECOMMENDATION_WINDOW_DAYS - 1)), to };
}

const group = <T, K>(xs: readonly T[], key: (x: T) => K) => {
  const out = new Map<K, T[]>();
  for (const x of xs) out.set(key(x), [...(out.get(key(x)) ?? []), x]);
  return out;
};

/**
 * What the rules of `kinds` read for each site, over each site's own window (sites sharing a window
 * are read together: with 'latest' the zones may be on different days).
 */
export async function siteInputs(
  database: Database,
  a: {
    orgId: number;
    sites: readonly ReportSite[];
    date: string;
    kinds: readonly RecommendationKind[];
    now: Date;
  },
): Promise<SiteRecInput[]> {
  const windows = group(a.sites, (s) => JSON.stringify(recommendationWindow(a.date, s.timeZone, a.now)));
  const wantSensors = a.kinds.includes('cooler') || a.kinds.includes('humidity');
  const wantEnergy = a.kinds.includes('energy');
  const out: SiteRecInput[] = [];
  for (const [key, sites] of windows) {
    const { from, to } = JSON.parse(key) as { from: string; to: string };
    const siteIds = sites.map((s) => s.id);
    const orgId = a.orgId;
    const sensors = wantSensors ? await recSensors(database, orgId, siteIds) : [];
    const zoneOf = new Map(sites.map((s) => [s.id, s.timeZone]));
    const zones = await zoneWindows(database, [...new Set(sites.map((s) => s.timeZone))], from, to);
    const series = await hourlySeries(
      database,
      orgId,
      sensors.map((x) => ({ sensorId: x.sensorId, ...zones.get(zoneOf.get(x.siteId)!)! })),
    );
    const equipment = wantEnergy ? await controlledEquipment(database, orgId, siteIds) : [];
    const metered = equipment.filter((e) => e.meters > 0 && e.control !== null).map((e) => e.equipmentId);
    const units = wantEnergy ? await hvacUnits(database, orgId, siteIds) : [];
    const energyIds = [
      ...new Set([
        ...sensors.map((x) => x.equipmentId).filter((x): x is number => x !== null),
        ...units.map((u) => u.equipmentId),
      ]),
    ];
    const [kwh, siteDays, eqDays, tDays, boards] = [
      await equipmentEnergy(database, { orgId, equipmentIds: energyIds, from, to }),
      wantEnergy ? await siteSplitTotals(database, { orgId, siteIds, from, to }) : new Map(),
      wantEnergy
        ? await equipmentSplitTotals(database, { orgId, equipmentIds: metered, from, to })
        : new Map(),
      wantEnergy ? await thermostatDays(database, { orgId, siteIds, from, to }) : [],
      wantEnergy ? await boardOverrides(database, { orgId, siteIds, from, to, now: a.now }) : [],
    ];
    const seriesBy = new Map(series.map((s) => [s.sensorId, s]));
    const [sensorsOf, equipmentOf, unitsOf, tDaysOf, boardsOf] = [
      groupBySite(sensors),
      groupBySite(equipment),
      groupBySite(units),
      groupBySite(tDays),
      groupBySite(boards),
    ];
    for (const site of sites)
      out.push({
        site,
        from,
        to,
        sensors: sensorsOf.get(site.id) ?? [],
        series: seriesBy,
        equipmentKwh: kwh,
        siteTotals: siteDays.get(site.id) ?? null,
        equipment: equipmentOf.get(site.id) ?? [],
        equipmentTotals: eqDays,
        units: unitsOf.get(site.id) ?? [],
        thermostatDays: tDaysOf.get(site.id) ?? [],
        boards: boardsOf.get(site.id) ?? [],
      });
  }
  return out;
}

/** The recommendations of `kinds` for each input, most severe first. */
export function recommendationsOf(
  inputs: readonly SiteRecInput[],
  kinds: readonly RecommendationKind[],
): Recommendation[] {
  return sortRecommendations(inputs.flatMap((input) => kinds.flatMap((k) => RULES_BY_KIND[k](input))));
}
