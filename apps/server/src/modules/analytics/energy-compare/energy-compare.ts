import {
  CO2_EQUIVALENTS,
  type Co2ConverterReport,
  type EquipmentEnergyCompareReport,
  type EquipmentTypeEnergyReport,
  type MonthlyEntry,
  type PeakDemandReport,
  type SiteEnergyCompareReport,
  type SiteEnergyCompareSite,
  type SiteEnergyReport,
} from '@sw/contracts';
import { dayInZone, daysInMonth, groupBy, monthOf } from '@sw/domain';
import type { ReportSite } from '../data/sites.repository';
import { type MonthFigure, monthlyEntry } from '../energy/annual';
import type { SiteMonth } from '../energy/site-energy.repository';
import { compareMonths, type DayRange, daysIn } from './dates';
import type { DemandInterval, EquipmentEnergy, SiteDay, SiteDaySplit } from './energy-compare.repository';

// Pure builders of the organisation and site energy reports (docs/analytics.md): the routes read the
// rows, these functions do the arithmetic, so that the formulas are tested on their own.

export const round3 = (x: number) => Math.round(x * 1000) / 1000;
const round3n = (x: number | null) => (x === null ? null : round3(x));
const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);
const ratio = (a: number, b: number) => (b > 0 ? a / b : null);

/** One month of one site with its status at `now` (same rules as the annual reports, E-017). */
export function monthFigure(
  site: ReportSite,
  month: string,
  row: SiteMonth | undefined,
  now: Date,
): MonthFigure {
  const current = monthOf(dayInZone(now, site.timeZone));
  const days = daysInMonth(month);
  const covered = Math.min(row?.coveredDays ?? 0, days);
  const status: MonthFigure['status'] =
    month >= current ? 'in_progress' : !row ? 'no_data' : covered < days ? 'incomplete' : 'complete';
  return { month, kwh: row ? row.kwh : null, status, daysWithData: covered, daysInMonth: days };
}

/** The opening-hours figures of a site's split days: kWh and scheduled hours in and out. */
export function scheduleFigures(days: readonly SiteDaySplit[]) {
  const inKwh = sum(days.map((d) => d.opKwh));
  const outKwh = sum(days.map((d) => d.nohKwh));
  const inHours = sum(days.map((d) => d.opHours));
  const outHours = sum(days.map((d) => Math.max(0, d.dayHours - d.opHours)));
  return {
    inKwh,
    outKwh,
    inHours,
    outHours,
    /** Consumption per hour = average kW; null when the site had no such hours (24/7: none out). */
    cphIn: ratio(inKwh, inHours),
    cphOut: ratio(outKwh, outHours),
  };
}

export interface OrgCompareInput {
  orgId: number;
  range: DayRange;
  sites: ReportSite[];
  inventory: Map<number, { equipment: number; sources: number }>;
  days: SiteDay[];
  split: SiteDaySplit[];
  /** Site months of the three months before the month of `to`. */
  months: SiteMonth[];
  now: Date;
}

/** E-062: the organisation energy report per site (site_energy_compare). */
export function siteEnergyCompare(a: OrgCompareInput): SiteEnergyCompareReport {
  const [last, two, three] = compareMonths(a.range.to);
  const days = groupBy(a.days, (d) => d.siteId);
  const split = groupBy(a.split, (d) => d.siteId);
  const months = groupBy(a.months, (m) => m.siteId);
  const periodDays = daysIn(a.range);
  const bySite: Record<string, SiteEnergyCompareSite> = {};
  const withData: { site: ReportSite; kwh: number }[] = [];
  let inTotal = 0;
  let outTotal = 0;
  let areaKwh = 0;
  let area = 0;
  let monitored = 0;
  for (const site of a.sites) {
    const inv = a.inventory.get(site.id) ?? { equipment: 0, sources: 0 };
    if (inv.sources > 0) monitored++;
    const siteDays = days.get(site.id) ?? [];
    const kwh = siteDays.length ? sum(siteDays.map((d) => d.kwh)) : null;
    const sched = scheduleFigures(split.get(site.id) ?? []);
    const hasSplit = (split.get(site.id) ?? []).length > 0;
    const siteMonths = new Map((months.get(site.id) ?? []).map((m) => [m.month, m]));
    const entry = (month: string): MonthlyEntry =>
      monthlyEntry(monthFigure(site, month, siteMonths.get(month), a.now), round3);
    if (kwh !== null) {
      withData.push({ site, kwh });
      if (site.floorAreaM2) {
        areaKwh += kwh;
        area += site.floorAreaM2;
      }
    }
    if (hasSplit) {
      inTotal += sched.inKwh;
      outTotal += sched.outKwh;
    }
    bySite[String(site.id)] = {
      site_title: site.title,
      time_zone: site.timeZone,
      monitored: inv.sources > 0,
      site_kwh: round3n(kwh),
      floor_area_m2: site.floorAreaM2,
      kwh_per_unit_area: kwh !== null && site.floorAreaM2 ? round3(kwh / site.floorAreaM2) : null,
      number_of_equipment: inv.equipment,
      last_month: entry(last),
      two_months_ago: entry(two),
      three_months_ago: entry(three),
      consumption_in_sched: hasSplit ? round3(sched.inKwh) : null,
      consumption_out_sched: hasSplit ? round3(sched.outKwh) : null,
      hours_in_sched: round3(sched.inHours),
      hours_out_sched: round3(sched.outHours),
      cph_in_sched: round3n(sched.cphIn),
      cph_out_sched: round3n(sched.cphOut),
      days_with_data: siteDays.filter((d) => d.covered).length,
      days_in_period: periodDays,
    };
  }
  const total = sum(withData.map((w) => w.kwh));
  return {
    orgId: a.orgId,
    from: a.range.from,
    to: a.range.to,
    months: { last_month: last, two_months_ago: two, three_months_ago: three },
    site_total_kwh: round3(total),
    site_count: a.sites.length,
    monitored_site_count: monitored,
    sites_with_data: withData.length,
    average_site_kwh: withData.length ? round3(total / withData.length) : null,
    kwh_per_unit_area: area > 0 ? round3(areaKwh / area) : null,
    consumption_in_sched: round3(inTotal),
    consumption_out_sched: round3(outTotal),
    by_site: bySite,
    top_sites: withData
      .sort((x, y) => y.kwh - x.kwh || x.site.title.localeCompare(y.site.title) || x.site.id - y.site.id)
      .map((w) => ({ siteId: w.site.id, siteTitle: w.site.title, siteKwh: round3(w.kwh) })),
  };
}

/** E-063: equipment sub-meter energy by equipment type (and group), per site. */
export function equipmentTypeEnergy(a: {
  orgId: number;
  range: DayRange;
  sites: ReportSite[];
  equipment: EquipmentEnergy[];
}): EquipmentTypeEnergyReport {
  const titles = new Map(a.sites.map((s) => [s.id, s.title]));
  const byType: EquipmentTypeEnergyReport['by_equipment_type'] = {};
  for (const [typeId, rows] of groupBy(a.equipment, (e) => e.typeId)) {
    const first = rows[0]!;
    const bySite: EquipmentTypeEnergyReport['by_equipment_type'][string]['by_site'] = {};
    for (const [siteId, siteRows] of groupBy(rows, (e) => e.siteId)) {
      bySite[String(siteId)] = {
        site_title: titles.get(siteId) ?? '',
        num_equipment: siteRows.length,
        kwh_consumption: round3(sum(siteRows.map((e) => e.kwh))),
      };
    }
    const total = sum(rows.map((e) => e.kwh));
    const siteCount = Object.keys(bySite).length;
    byType[String(typeId)] = {
      type_title: first.typeTitle,
      type_group_id: first.typeGroupId,
      type_group_title: first.typeGroupTitle,
      group_id: first.groupId,
      group_title: first.groupTitle,
      total_kwh: round3(total),
      num_equipment: rows.length,
      site_count: siteCount,
      avg_type_kwh: round3(total / siteCount),
      avg_equipment_kwh: round3(total / rows.length),
      by_site: bySite,
    };
  }
  const byGroup: EquipmentTypeEnergyReport['by_equipment_group'] = {};
  for (const [groupId, rows] of groupBy(a.equipment, (e) => e.groupId)) {
    const total = sum(rows.map((e) => e.kwh));
    const sites = new Set(rows.map((e) => e.siteId)).size;
    byGroup[String(groupId)] = {
      group_title: rows[0]!.groupTitle,
      total_kwh: round3(total),
      num_equipment: rows.length,
      site_count: sites,
      avg_site_kwh: round3(total / sites),
    };
  }
  return {
    orgId: a.orgId,
    from: a.range.from,
    to: a.range.to,
    total_kwh: round3(sum(a.equipment.map((e) => e.kwh))),
    by_equipment_type: byType,
    by_equipment_group: byGroup,
  };
}

/** E-065: every sub-metered equipment with its energy and its share of its site's energy. */
export function equipmentEnergyCompare(a: {
  orgId: number;
  range: DayRange;
  sites: ReportSite[];
  equipment: EquipmentEnergy[];
  days: SiteDay[];
}): EquipmentEnergyCompareReport {
  const titles = new Map(a.sites.map((s) => [s.id, s.title]));
  const siteKwh = new Map<number, number>();
  for (const d of a.days) siteKwh.set(d.siteId, (siteKwh.get(d.siteId) ?? 0) + d.kwh);
  const periodDays = daysIn(a.range);
  const dict: EquipmentEnergyCompareReport['equipment_dict'] = {};
  for (const e of a.equipment) {
    const site = siteKwh.get(e.siteId) ?? 0;
    dict[String(e.equipmentId)] = {
      equipment_title: e.title,
      site_id: e.siteId,
      site_title: titles.get(e.siteId) ?? '',
      type_id: e.typeId,
      type_title: e.typeTitle,
      type_group_id: e.typeGroupId,
      type_group_title: e.typeGroupTitle,
      group_id: e.groupId,
      group_title: e.groupTitle,
      vendor: e.vendor,
      model: e.model,
      kwh: round3(e.kwh),
      kwh_in_sched: round3(e.opKwh),
      kwh_out_sched: round3(e.nohKwh),
      share_of_site: site > 0 ? Math.round((e.kwh / site) * 10_000) / 10_000 : null,
      days_with_data: e.coveredDays,
      days_in_period: periodDays,
    };
  }
  return {
    orgId: a.orgId,
    from: a.range.from,
    to: a.range.to,
    total_kwh: round3(sum(a.equipment.map((e) => e.kwh))),
    equipment_dict: dict,
  };
}

/** Every local day of a range. */
export function rangeDays(r: DayRange): string[] {
  const out: string[] = [];
  for (let ms = Date.parse(`${r.from}T00:00:00Z`); ms <= Date.parse(`${r.to}T00:00:00Z`); ms += 86_400_000)
    out.push(new Date(ms).toISOString().slice(0, 10));
  return out;
}

function categories(
  rows: readonly EquipmentEnergy[],
  key: (e: EquipmentEnergy) => number,
  title: (e: EquipmentEnergy) => string,
  siteKwh: number,
) {
  return [...groupBy(rows, key)]
    .map(([id, list]) => {
      const kwh = sum(list.map((e) => e.kwh));
      return {
        id,
        title: title(list[0]!),
        kwh: round3(kwh),
        share: siteKwh > 0 ? round3(kwh / siteKwh) : null,
      };
    })
    .sort((a, b) => b.kwh - a.kwh || a.title.localeCompare(b.title));
}

/** I-092: a site's energy report over its local days (decided fields; docs/analytics.md). */
export function siteEnergyReport(a: {
  site: ReportSite;
  range: DayRange;
  days: SiteDay[];
  split: SiteDaySplit[];
  equipment: EquipmentEnergy[];
  previous: { range: DayRange; days: SiteDay[] };
}): SiteEnergyReport {
  const { site } = a;
  const byDay = new Map(a.days.map((d) => [d.day, d]));
  const splitByDay = new Map(a.split.map((d) => [d.day, d]));
  const total = sum(a.days.map((d) => d.kwh));
  const sched = scheduleFigures(a.split);
  const peak = a.days.reduce<SiteDay | null>((best, d) => (!best || d.kwh > best.kwh ? d : best), null);
  const metered = sum(a.equipment.map((e) => e.kwh));
  const prevTotal = a.previous.days.length ? sum(a.previous.days.map((d) => d.kwh)) : null;
  return {
    site_id: site.id,
    site_title: site.title,
    time_zone: site.timeZone,
    from: a.range.from,
    to: a.range.to,
    floor_area_m2: site.floorAreaM2,
    co2_factor: site.co2Factor,
    total_kwh: round3(total),
    kwh_per_unit_area: a.days.length && site.floorAreaM2 ? round3(total / site.floorAreaM2) : null,
    co2_kg: a.days.length && site.co2Factor !== null ? round3(total * site.co2Factor) : null,
    average_daily_kwh: a.days.length ? round3(total / a.days.length) : null,
    peak_day: peak ? { date: peak.day, kwh: round3(peak.kwh) } : null,
    consumption_in_sched: round3(sched.inKwh),
    consumption_out_sched: round3(sched.outKwh),
    cph_in_sched: round3n(sched.cphIn),
    cph_out_sched: round3n(sched.cphOut),
    days_with_data: a.days.filter((d) => d.covered).length,
    days_in_period: daysIn(a.range),
    daily: rangeDays(a.range).map((date) => {
      const d = byDay.get(date);
      const s = splitByDay.get(date);
      return {
        date,
        kwh: d ? round3(d.kwh) : null,
        in_sched: s ? round3(s.opKwh) : null,
        out_sched: s ? round3(s.nohKwh) : null,
        complete: d?.covered ?? false,
      };
    }),
    by_group: categories(
      a.equipment,
      (e) => e.groupId,
      (e) => e.groupTitle,
      total,
    ),
    by_type: categories(
      a.equipment,
      (e) => e.typeId,
      (e) => e.typeTitle,
      total,
    ),
    unmetered_kwh: site.hasMainMeter && a.days.length ? round3(Math.max(0, total - metered)) : null,
    previous_period: {
      from: a.previous.range.from,
      to: a.previous.range.to,
      total_kwh: round3n(prevTotal),
      change_pct:
        prevTotal !== null && prevTotal > 0 && a.days.length
          ? round3(((total - prevTotal) / prevTotal) * 100)
          : null,
    },
  };
}

const TOP_INTERVALS = 5;

const point = (i: DemandInterval) => ({
  at: new Date(i.ms).toISOString(),
  local: i.local,
  kw: round3(i.kwh / (i.minutes / 60)),
  interval_minutes: i.minutes,
});

/**
 * I-093: peak demand = the highest average kW of one interval (15 minutes; an hour where only the
 * hourly rollup holds the period), when it happened, each local day's peak, the average kW and the
 * load factor (average ÷ peak).
 */
export function peakDemand(a: {
  site: ReportSite;
  range: DayRange;
  intervals: DemandInterval[];
}): PeakDemandReport {
  const byKw = [...a.intervals].sort((x, y) => y.kwh / y.minutes - x.kwh / x.minutes || x.ms - y.ms);
  const peak = byKw[0] ? point(byKw[0]) : null;
  const hours = sum(a.intervals.map((i) => i.minutes / 60));
  const average = hours > 0 ? sum(a.intervals.map((i) => i.kwh)) / hours : null;
  const daily = new Map<string, DemandInterval>();
  for (const i of a.intervals) {
    const day = i.local.slice(0, 10);
    const best = daily.get(day);
    if (!best || i.kwh / i.minutes > best.kwh / best.minutes) daily.set(day, i);
  }
  return {
    site_id: a.site.id,
    site_title: a.site.title,
    time_zone: a.site.timeZone,
    from: a.range.from,
    to: a.range.to,
    peak,
    average_kw: round3n(average),
    load_factor: peak && average !== null && peak.kw > 0 ? round3(average / peak.kw) : null,
    daily_peaks: [...daily]
      .sort(([x], [y]) => x.localeCompare(y))
      .map(([date, i]) => ({ date, peak: point(i) })),
    top_intervals: byKw.slice(0, TOP_INTERVALS).map(point),
    hourly_fallback_hours: a.intervals.filter((i) => i.minutes === 60).length,
    intervals_15m: a.intervals.filter((i) => i.minutes === 15).length,
  };
}

/** I-104: kWh over the site's local days × its grid factor, and everyday equivalents of the CO2e. */
export function co2Converter(a: { site: ReportSite; range: DayRange; days: SiteDay[] }): Co2ConverterReport {
  const kwh = sum(a.days.map((d) => d.kwh));
  const co2 = a.site.co2Factor === null ? null : kwh * a.site.co2Factor;
  return {
    site_id: a.site.id,
    site_title: a.site.title,
    time_zone: a.site.timeZone,
    from: a.range.from,
    to: a.range.to,
    kwh: round3(kwh),
    days_with_data: a.days.filter((d) => d.covered).length,
    days_in_period: daysIn(a.range),
    co2_factor: a.site.co2Factor,
    co2_kg: round3n(co2),
    equivalents:
      co2 === null
        ? []
        : CO2_EQUIVALENTS.map((e) => ({
            key: e.key,
            label: e.label,
            unit: e.unit,
            kg_per_unit: e.kgPerUnit,
            value: round3(co2 / e.kgPerUnit),
            source: e.source,
          })),
  };
}
