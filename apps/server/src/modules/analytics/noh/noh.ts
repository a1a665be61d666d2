import {
  type MonthlyNohReport,
  type MonthlyNohSiteMonth,
  NOH_ALWAYS_ON_GROUP_IDS,
  NOH_POOR,
  NOH_TREND_MONTHS,
  type NohDataStatus,
  type NohEquipment,
  type NohFigures,
  type NohHourFigures,
  type NohKeyContributor,
  type NohSite,
  type OrgNohReport,
  type SiteOffHoursEnergy,
} from '@sw/contracts';
import { addMonths, dayAfterMonth, dayInZone, groupBySite, monthOf } from '@sw/domain';
import type { OperatingHours } from '../../../db/schema';
import type { ReportSite } from '../data/sites.repository';
import type { EquipmentSplit, SiteDaySplit } from './noh.repository';

// The NOH efficiency reports (docs/analytics.md "NOH efficiency"), built from energy_day_split rows.
// Pure: the routes read the rows, these functions do the arithmetic.

/** Energy and scheduled hours inside (op) and outside (noh) opening hours. */
export interface Split {
  opKwh: number;
  nohKwh: number;
  opHours: number;
  nohHours: number;
}

export const ZERO_SPLIT: Split = { opKwh: 0, nohKwh: 0, opHours: 0, nohHours: 0 };

const round = (x: number, digits: number) => {
  const k = 10 ** digits;
  return Math.round(x * k) / k;
};
const clamp01 = (x: number) => Math.min(1, Math.max(0, x));

const addSplit = (a: Split, b: Split): Split => ({
  opKwh: a.opKwh + b.opKwh,
  nohKwh: a.nohKwh + b.nohKwh,
  opHours: a.opHours + b.opHours,
  nohHours: a.nohHours + b.nohHours,
});

/** kWh, hours, kWh per hour and kWh/m2 per hour of one part of the day; per-hour figures need hours. */
export function hourFigures(kwh: number, hours: number, areaM2: number | null): NohHourFigures {
  const perHour = hours > 0 ? kwh / hours : null;
  return {
    energy_total: round(kwh, 3),
    hours_total: round(hours, 3),
    energy_per_hour: perHour === null ? null : round(perHour, 3),
    hourly_eui: perHour === null || !areaM2 || areaM2 <= 0 ? null : round(perHour / areaM2, 6),
  };
}

/**
 * NOH efficiency = 1 − (kWh per non-operating hour ÷ kWh per operating hour), clamped to 0–1:
 * 1 means everything is switched off when closed, 0 that the load stays as high as when open.
 * Null without non-operating hours (open around the clock) or without operating-hour energy.
 */
export function nohEfficiency(s: Split): number | null {
  if (s.nohHours <= 0 || s.opHours <= 0 || s.opKwh <= 0) return null;
  return round(clamp01(1 - s.nohKwh / s.nohHours / (s.opKwh / s.opHours)), 4);
}

export function splitFigures(s: Split, areaM2: number | null): NohFigures {
  return {
    op_hour: hourFigures(s.opKwh, s.opHours, areaM2),
    non_op_hour: hourFigures(s.nohKwh, s.nohHours, areaM2),
    noh_efficiency: nohEfficiency(s),
  };
}

/**
 * The organisation's figures from its sites' splits. Energy and hours add up (hours are site-hours);
 * hourly EUI = Σ kWh ÷ Σ (hours × floor area) over the sites with a floor area. The efficiency is
 * 1 − Σ NOH kWh ÷ Σ (the site's kWh per operating hour × its NOH hours) over the sites that have an
 * efficiency: the NOH energy measured against the NOH energy had every site kept its operating load
 * all night. For one site it is the site's efficiency; sites weigh by what their nights would cost.
 */
export function orgFigures(sites: readonly { split: Split; areaM2: number | null }[]): NohFigures {
  const total = sites.reduce((a, s) => addSplit(a, s.split), ZERO_SPLIT);
  const withArea = sites.filter((s) => s.areaM2 !== null && s.areaM2 > 0);
  const eui = (kwh: (s: Split) => number, hours: (s: Split) => number) => {
    const area = withArea.reduce((a, s) => a + hours(s.split) * s.areaM2!, 0);
    return area > 0 ? round(withArea.reduce((a, s) => a + kwh(s.split), 0) / area, 6) : null;
  };
  let measured = 0;
  let allOn = 0;
  for (const s of sites) {
    if (nohEfficiency(s.split) === null) continue;
    measured += s.split.nohKwh;
    allOn += (s.split.opKwh / s.split.opHours) * s.split.nohHours;
  }
  const op = hourFigures(total.opKwh, total.opHours, null);
  const noh = hourFigures(total.nohKwh, total.nohHours, null);
  return {
    op_hour: {
      ...op,
      hourly_eui: eui(
        (s) => s.opKwh,
        (s) => s.opHours,
      ),
    },
    non_op_hour: {
      ...noh,
      hourly_eui: eui(
        (s) => s.nohKwh,
        (s) => s.nohHours,
      ),
    },
    noh_efficiency: allOn > 0 ? round(clamp01(1 - measured / allOn), 4) : null,
  };
}

// A report asks the same few days and months of every site (its period, the trend's months, each
// zone's today): parsed and formatted once, not ~40 Date round trips per site.
const kept = new Map<string, string | number>();
const remember = <T extends string | number>(key: string, make: () => T): T => {
  const hit = kept.get(key);
  if (hit !== undefined) return hit as T;
  if (kept.size >= 4096) kept.clear();
  const value = make();
  kept.set(key, value);
  return value;
};
const dayMs = (day: string) => remember(day, () => Date.parse(`${day}T00:00:00Z`));

/** 'yyyy-MM-dd' `n` days after `day`. */
export const addDays = (day: string, n: number) =>
  remember(`${day}${n >= 0 ? '+' : ''}${n}`, () =>
    new Date(dayMs(day) + n * 86_400_000).toISOString().slice(0, 10),
  );

/** Inclusive days from `from` to `to`. */
export const daysBetweenInclusive = (from: string, to: string) =>
  Math.round((dayMs(to) - dayMs(from)) / 86_400_000) + 1;

/** The last day of a 'yyyy-MM' month. */
export const lastDayOfMonth = (month: string) => addDays(dayAfterMonth(month), -1);

/** A day counts when every energy source of the site reported during it. */
export const dayHasData = (d: SiteDaySplit) => d.sources > 0 && d.sensors >= d.sources;

const daySplit = (d: SiteDaySplit): Split => ({
  opKwh: d.opKwh,
  nohKwh: d.nohKwh,
  opHours: d.opHours,
  nohHours: Math.max(0, d.dayHours - d.opHours),
});

/** A site over a period: the split of its counted days and how much of the period they cover. */
export interface SitePeriod {
  split: Split;
  daysWithData: number;
  daysEnded: number;
  daysInPeriod: number;
  status: NohDataStatus;
  /** daysWithData ÷ daysEnded (four decimals); null before any day has ended. */
  coverage: number | null;
}

/**
 * The days [from, to] of a site (its rows, in any order) that count: ended before the site's local
 * `today` and with data from every energy source. Other days add neither energy nor hours, so that
 * per-hour figures compare like with like.
 */
export function sitePeriod(
  days: readonly SiteDaySplit[],
  from: string,
  to: string,
  today: string,
): SitePeriod {
  let split = ZERO_SPLIT;
  let daysWithData = 0;
  for (const d of days) {
    if (d.day < from || d.day > to || d.day >= today || !dayHasData(d)) continue;
    split = addSplit(split, daySplit(d));
    daysWithData += d.days;
  }
  const daysInPeriod = Math.max(0, daysBetweenInclusive(from, to));
  const lastEnded = to < today ? to : addDays(today, -1);
  const daysEnded = lastEnded < from ? 0 : daysBetweenInclusive(from, lastEnded);
  let status: NohDataStatus;
  if (daysEnded === 0) status = 'in_progress';
  else if (daysWithData === 0) status = 'no_data';
  else if (daysWithData < daysEnded) status = 'incomplete';
  else if (daysEnded < daysInPeriod) status = 'in_progress';
  else status = 'complete';
  return {
    split,
    daysWithData,
    daysEnded,
    daysInPeriod,
    status,
    coverage: daysEnded > 0 ? round(daysWithData / daysEnded, 4) : null,
  };
}

/** The months from `first` to `last` ('yyyy-MM'), oldest first. */
export function monthRange(first: string, last: string): string[] {
  const out: string[] = [];
  for (let m = first; m <= last; m = addMonths(m, 1)) out.push(m);
  return out;
}

/** E-049: the trend's months: the NOH_TREND_MONTHS months ending with the month of `to`. */
export const trendMonths = (to: string) =>
  monthRange(addMonths(monthOf(to), 1 - NOH_TREND_MONTHS), monthOf(to));

/** The organisation status of a month from its sites': in progress, no data at all, incomplete, complete. */
export function combinedStatus(statuses: readonly NohDataStatus[]): NohDataStatus {
  if (statuses.length === 0) return 'no_data';
  if (statuses.includes('in_progress')) return 'in_progress';
  if (statuses.every((s) => s === 'no_data')) return 'no_data';
  if (statuses.some((s) => s !== 'complete')) return 'incomplete';
  return 'complete';
}

/** A schedule without any closed minute (or no schedule at all): open around the clock. */
export function openAroundTheClock(hours: OperatingHours | null): boolean {
  if (!hours || typeof hours !== 'object') return true;
  return Object.values(hours).every((s) => s !== null && s.open <= 0 && s.close >= 1440);
}

export const isAlwaysOnGroup = (groupId: number | null) =>
  groupId !== null && NOH_ALWAYS_ON_GROUP_IDS.includes(groupId);

/** One sub-metered piece of equipment: its figures, and whether it is an offender (E-044). */
export function equipmentEntry(e: EquipmentSplit, areaM2: number | null): NohEquipment {
  const figures = splitFigures(e, areaM2);
  const alwaysOn = isAlwaysOnGroup(e.groupId);
  return {
    equipment_title: e.title,
    equipment_type_id: e.typeId,
    equipment_group_id: e.groupId,
    always_on: alwaysOn,
    ...figures,
    offender: !alwaysOn && figures.noh_efficiency !== null && figures.noh_efficiency < NOH_POOR,
    days_with_data: e.days,
  };
}

/**
 * E-043: per equipment group, its average load in non-operating hours (Σ of its equipment's kWh per
 * NOH hour) and that per m2 of the site's floor: the group's NOH hourly EUI. Groups whose
 * equipment has no NOH hours are null; contributors are the groups drawing power, largest first.
 */
export function groupContributors(
  equipment: readonly EquipmentSplit[],
  areaM2: number | null,
  titles: ReadonlyMap<number, string>,
): { byGroup: Record<string, number | null>; contributors: NohKeyContributor[] } {
  const load = new Map<number, number | null>();
  for (const e of equipment) {
    if (e.groupId === null) continue;
    const kw = e.nohHours > 0 ? e.nohKwh / e.nohHours : null;
    const known = load.get(e.groupId);
    load.set(e.groupId, kw === null ? (known ?? null) : (known ?? 0) + kw);
  }
  const area = areaM2 && areaM2 > 0 ? areaM2 : null;
  const byGroup: Record<string, number | null> = {};
  const contributors: NohKeyContributor[] = [];
  for (const [groupId, kw] of load) {
    byGroup[String(groupId)] = kw === null || area === null ? null : round(kw / area, 6);
    if (kw !== null && kw > 0)
      contributors.push({
        group_id: groupId,
        group_title: titles.get(groupId) ?? `Group ${groupId}`,
        hourly_eui: area === null ? null : round(kw / area, 6),
        energy_per_hour: round(kw, 3),
        always_on: isAlwaysOnGroup(groupId),
      });
  }
  // The floor area is the site's, so the order by load is the order by EUI.
  contributors.sort(
    (a, b) => b.energy_per_hour - a.energy_per_hour || a.group_title.localeCompare(b.group_title),
  );
  return { byGroup, contributors };
}

const bySite = groupBySite;

export interface OrgNohInput {
  sites: ReportSite[];
  /** Site days covering [from, to] and the trend's months. */
  days: SiteDaySplit[];
  /** Sub-metered equipment over [from, to] (days ended at `now`). */
  equipment: EquipmentSplit[];
  groupTitles: ReadonlyMap<number, string>;
  from: string;
  to: string;
  now: Date;
}

/** E-052: the organisation NOH report of a period, with each site's trend (E-049). */
export function orgNohReport(a: OrgNohInput): OrgNohReport {
  const days = bySite(a.days);
  const equipment = bySite(a.equipment);
  const months = trendMonths(a.to);
  const bySiteOut: Record<string, NohSite> = {};
  const parts: { split: Split; areaM2: number | null }[] = [];
  const groupIds = new Set<number>();
  for (const s of a.sites) {
    const today = dayInZone(a.now, s.timeZone);
    const rows = days.get(s.id) ?? [];
    const period = sitePeriod(rows, a.from, a.to, today);
    parts.push({ split: period.split, areaM2: s.floorAreaM2 });
    const eqRows = equipment.get(s.id) ?? [];
    const byEquipment: Record<string, NohEquipment> = {};
    for (const e of eqRows) byEquipment[String(e.equipmentId)] = equipmentEntry(e, s.floorAreaM2);
    const groups = groupContributors(eqRows, s.floorAreaM2, a.groupTitles);
    for (const g of Object.keys(groups.byGroup)) groupIds.add(Number(g));
    bySiteOut[String(s.id)] = {
      site_title: s.title,
      time_zone: s.timeZone,
      floor_area_m2: s.floorAreaM2,
      open_around_the_clock:
        period.daysWithData > 0 ? period.split.nohHours === 0 : openAroundTheClock(s.operatingHours),
      site_noh: splitFigures(period.split, s.floorAreaM2),
      site_comp_status: period.status,
      site_data_comp: period.coverage,
      days_with_data: period.daysWithData,
      days_ended: period.daysEnded,
      days_in_period: period.daysInPeriod,
      by_equipment: byEquipment,
      equipment_group: groups.byGroup,
      key_contributors: groups.contributors,
      num_of_offender: Object.values(byEquipment).filter((e) => e.offender).length,
      trend: months.map((m) => {
        const p = sitePeriod(rows, `${m}-01`, lastDayOfMonth(m), today);
        return { month: m, noh_efficiency: nohEfficiency(p.split), status: p.status };
      }),
    };
  }
  const byOrg = orgFigures(parts);
  return {
    from: a.from,
    to: a.to,
    trend_months: months,
    by_org: byOrg,
    org_hourly_eui_in: byOrg.op_hour.hourly_eui,
    org_hourly_eui_out: byOrg.non_op_hour.hourly_eui,
    equipment_groups: Object.fromEntries(
      [...groupIds].sort((x, y) => x - y).map((id) => [String(id), a.groupTitles.get(id) ?? `Group ${id}`]),
    ),
    by_site: bySiteOut,
  };
}

/** The months of the monthly report: the 12 ending with `month`. */
export const monthlyMonths = (month: string, count: number) => monthRange(addMonths(month, 1 - count), month);

/** E-053: each site's and the organisation's NOH figures for each month of `months`. */
export function monthlyNohReport(a: {
  sites: ReportSite[];
  days: SiteDaySplit[];
  months: string[];
  now: Date;
}): MonthlyNohReport {
  const days = bySite(a.days);
  const orgMonths: MonthlyNohReport['by_org']['by_month'] = {};
  const perMonth = new Map<
    string,
    { parts: { split: Split; areaM2: number | null }[]; statuses: NohDataStatus[] }
  >(a.months.map((m) => [m, { parts: [], statuses: [] }]));
  const bySiteOut: MonthlyNohReport['by_site'] = {};
  for (const s of a.sites) {
    const today = dayInZone(a.now, s.timeZone);
    const rows = days.get(s.id) ?? [];
    const byMonth: Record<string, MonthlyNohSiteMonth> = {};
    for (const m of a.months) {
      const p = sitePeriod(rows, `${m}-01`, lastDayOfMonth(m), today);
      byMonth[m] = {
        noh: splitFigures(p.split, s.floorAreaM2),
        status: p.status,
        days_with_data: p.daysWithData,
        days_in_month: p.daysInPeriod,
      };
      const acc = perMonth.get(m)!;
      acc.parts.push({ split: p.split, areaM2: s.floorAreaM2 });
      acc.statuses.push(p.status);
    }
    bySiteOut[String(s.id)] = { site_title: s.title, by_month: byMonth };
  }
  for (const [m, acc] of perMonth)
    orgMonths[m] = { noh: orgFigures(acc.parts), status: combinedStatus(acc.statuses) };
  return { month: a.months.at(-1)!, months: a.months, by_org: { by_month: orgMonths }, by_site: bySiteOut };
}

/** I-102: a site's operating and non-operating energy per local day of [from, to]. */
export function siteOffHours(a: {
  site: ReportSite;
  days: SiteDaySplit[];
  from: string;
  to: string;
  now: Date;
}): SiteOffHoursEnergy {
  const today = dayInZone(a.now, a.site.timeZone);
  const byDay = new Map(a.days.map((d) => [d.day, d]));
  const period = sitePeriod(a.days, a.from, a.to, today);
  const out: SiteOffHoursEnergy['days'] = [];
  for (let day = a.from; day <= a.to; day = addDays(day, 1)) {
    const d = byDay.get(day);
    const status: NohDataStatus =
      day >= today
        ? 'in_progress'
        : !d || d.sensors === 0
          ? 'no_data'
          : dayHasData(d)
            ? 'complete'
            : 'incomplete';
    out.push({
      date: day,
      op_kwh: d ? round(d.opKwh, 3) : null,
      noh_kwh: d ? round(d.nohKwh, 3) : null,
      op_hours: d ? round(d.opHours, 3) : null,
      noh_hours: d ? round(Math.max(0, d.dayHours - d.opHours), 3) : null,
      status,
    });
  }
  return {
    site_id: a.site.id,
    site_title: a.site.title,
    time_zone: a.site.timeZone,
    floor_area_m2: a.site.floorAreaM2,
    from: a.from,
    to: a.to,
    site_noh: splitFigures(period.split, a.site.floorAreaM2),
    site_comp_status: period.status,
    site_data_comp: period.coverage,
    days: out,
  };
}
