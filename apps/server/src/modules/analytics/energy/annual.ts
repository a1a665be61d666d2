import type {
  AnnualCo2Report,
  AnnualEnergyReport,
  AnnualEuiReport,
  MonthlyEntry,
  MonthStatus,
} from '@sw/contracts';
import { addMonths, dayInZone, daysInMonth, monthOf, monthsOfYear } from '@sw/domain';
import type { ReportSite } from '../data/sites.repository';
import type { SiteWeatherFigures } from '../weather/site-weather';
import type { SiteMonth } from './site-energy.repository';

// The annual organisation reports (docs/analytics.md "Annual energy, EUI and CO2"), built from each
// site's monthly energy. Pure: the routes read the rows, these functions do the arithmetic.

export interface AnnualInput {
  sites: ReportSite[];
  /** Site months of the report year up to repoMonth, and of the year before (for the estimate). */
  months: SiteMonth[];
  year: number;
  /** The report's last month, 'yyyy-MM' (in `year`). */
  repoMonth: string;
  now: Date;
}

/** A site's month: its energy and how much of it was measured. */
export interface MonthFigure {
  month: string;
  kwh: number | null;
  status: MonthStatus | 'complete';
  daysWithData: number;
  daysInMonth: number;
}

/** The report's calendar, computed once per report: its months, their lengths, the same month a year before. */
export interface ReportCalendar {
  year: number;
  /** January … December of the year. */
  months: string[];
  days: number[];
  priors: string[];
  /** Days of those months a year before (a leap February has 29). */
  priorDays: number[];
  /** The index of the report month (months after it are not reported). */
  last: number;
  /** The current local month of a time zone at the report's `now` (one lookup per zone). */
  currentMonth(timeZone: string): string;
}

export function reportCalendar(a: Pick<AnnualInput, 'year' | 'repoMonth' | 'now'>): ReportCalendar {
  const months = monthsOfYear(a.year);
  const cache = new Map<string, string>();
  return {
    year: a.year,
    months,
    days: months.map(daysInMonth),
    priors: months.map((m) => addMonths(m, -12)),
    priorDays: months.map((m) => daysInMonth(addMonths(m, -12))),
    last: months.filter((m) => m <= a.repoMonth).length - 1,
    currentMonth(timeZone) {
      let m = cache.get(timeZone);
      if (m === undefined) {
        m = monthOf(dayInZone(a.now, timeZone));
        cache.set(timeZone, m);
      }
      return m;
    },
  };
}

/** The months of the report (January … repoMonth) of one site, with their status at the report's `now`. */
export function siteMonthFigures(
  site: ReportSite,
  byMonth: ReadonlyMap<string, SiteMonth>,
  cal: ReportCalendar,
): MonthFigure[] {
  const current = cal.currentMonth(site.timeZone);
  const out: MonthFigure[] = [];
  for (let i = 0; i <= cal.last; i++) {
    const month = cal.months[i]!;
    const days = cal.days[i]!;
    const row = byMonth.get(month);
    const covered = Math.min(row?.coveredDays ?? 0, days);
    const status: MonthFigure['status'] =
      month >= current ? 'in_progress' : !row ? 'no_data' : covered < days ? 'incomplete' : 'complete';
    out.push({ month, kwh: row ? row.kwh : null, status, daysWithData: covered, daysInMonth: days });
  }
  return out;
}

/** E-017: a complete month as a number; others as {value, status, coverage}. */
export function monthlyEntry(f: MonthFigure, scale: (kwh: number) => number | null): MonthlyEntry {
  const value = f.kwh === null ? null : scale(f.kwh);
  if (f.status === 'complete' && value !== null) return value;
  return {
    value,
    status: f.status === 'complete' ? 'no_data' : f.status,
    days_with_data: f.daysWithData,
    days_in_month: f.daysInMonth,
  };
}

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const round = (x: number, digits: number) => {
  const k = 10 ** digits;
  return Math.round(x * k) / k;
};

function indexMonths(months: SiteMonth[]): Map<number, Map<string, SiteMonth>> {
  const out = new Map<number, Map<string, SiteMonth>>();
  for (const m of months) {
    const site = out.get(m.siteId) ?? new Map<string, SiteMonth>();
    site.set(m.month, m);
    out.set(m.siteId, site);
  }
  return out;
}

/** E-032: energy per site and month (kWh, three decimals), the organisation's total. */
export function annualEnergy(a: AnnualInput): AnnualEnergyReport {
  const months = indexMonths(a.months);
  const cal = reportCalendar(a);
  const siteDict: AnnualEnergyReport['site_dict'] = {};
  let total = 0;
  for (const s of a.sites) {
    const figures = siteMonthFigures(s, months.get(s.id) ?? new Map(), cal);
    const siteTotal = sum(figures.map((f) => f.kwh ?? 0));
    total += siteTotal;
    siteDict[String(s.id)] = {
      site_title: s.title,
      site_total: round(siteTotal, 3),
      monthly_dict: Object.fromEntries(figures.map((f) => [f.month, monthlyEntry(f, (k) => round(k, 3))])),
    };
  }
  return {
    org_energy_total: round(total, 3),
    repo_year: a.year,
    repo_month: a.repoMonth,
    site_dict: siteDict,
  };
}

/** E-034: CO2 = kWh × the site's grid factor (kg CO2e/kWh); a site without a factor has null figures. */
export function annualCo2(a: AnnualInput): AnnualCo2Report {
  const months = indexMonths(a.months);
  const cal = reportCalendar(a);
  const siteDict: AnnualCo2Report['site_dict'] = {};
  let total = 0;
  for (const s of a.sites) {
    const figures = siteMonthFigures(s, months.get(s.id) ?? new Map(), cal);
    const factor = s.co2Factor;
    const kg = factor === null ? null : sum(figures.map((f) => f.kwh ?? 0)) * factor;
    if (kg !== null) total += kg;
    siteDict[String(s.id)] = {
      site_title: s.title,
      site_total: kg === null ? null : round(kg, 3),
      co2_factor: factor,
      monthly_dict: Object.fromEntries(
        figures.map((f) => [
          f.month,
          monthlyEntry(f, (k) => (factor === null ? null : round(k * factor, 3))),
        ]),
      ),
    };
  }
  return { org_co2_total: round(total, 3), repo_year: a.year, repo_month: a.repoMonth, site_dict: siteDict };
}

/**
 * Estimated full-year energy of a site (docs/analytics.md "Estimated EUI"): every month of the year
 * keeps what was measured and gets its missing days filled at a daily rate: the same month of the
 * previous year when that month was complete, else the site's measured average day of the year so
 * far. Months after the report month are all missing days. Null when nothing was measured this year.
 */
export function estimateYear(
  figures: readonly MonthFigure[],
  byMonth: ReadonlyMap<string, SiteMonth>,
  cal: ReportCalendar,
): { kwh: number; daysEstimated: number } | null {
  let measuredDays = 0;
  let measuredKwh = 0;
  for (const f of figures) {
    measuredDays += f.daysWithData;
    measuredKwh += f.kwh ?? 0;
  }
  if (measuredDays === 0) return null;
  const ytdRate = measuredKwh / measuredDays;
  let kwh = 0;
  let daysEstimated = 0;
  for (let i = 0; i < 12; i++) {
    // figures[i] is month i (figures run January … the report month).
    const f = figures[i];
    const days = cal.days[i]!;
    const missing = days - (f?.daysWithData ?? 0);
    const prior = byMonth.get(cal.priors[i]!);
    const pd = cal.priorDays[i]!;
    const priorRate = prior && prior.coveredDays >= pd ? prior.kwh / pd : null;
    kwh += (f?.kwh ?? 0) + missing * (priorRate ?? ytdRate);
    daysEstimated += missing;
  }
  return { kwh, daysEstimated };
}

/**
 * E-033: EUI = kWh / floor area. site_eui_existing measures January up to the report month; eui_est
 * projects the whole year (estimateYear). The organisation figures divide the summed energy by the
 * summed floor area of the sites that have one. At most `limit` sites are listed, the highest
 * Estimated EUI first; `above_target` marks an Estimated EUI above `target`.
 */
export function annualEui(
  a: AnnualInput & {
    target: number;
    limit: number;
    /** Each site's weather figures (weather/normalization.ts); without them no normalised EUI. */
    weather?: ReadonlyMap<number, SiteWeatherFigures>;
  },
): AnnualEuiReport {
  const months = indexMonths(a.months);
  const cal = reportCalendar(a);
  const entries: [string, AnnualEuiReport['site_eui'][string]][] = [];
  let ytdKwh = 0;
  let estKwh = 0;
  let area = 0;
  let estArea = 0;
  const org = { sites: 0, area: 0, estKwh: 0, normKwh: 0, effectKwh: 0, effectArea: 0 };
  const orgChange = { sites: 0, area: 0, change: 0, weather: 0, site: 0 };
  for (const s of a.sites) {
    const byMonth = months.get(s.id) ?? new Map<string, SiteMonth>();
    const figures = siteMonthFigures(s, byMonth, cal);
    const kwh = sum(figures.map((f) => f.kwh ?? 0));
    const est = estimateYear(figures, byMonth, cal);
    const m2 = s.floorAreaM2 && s.floorAreaM2 > 0 ? s.floorAreaM2 : null;
    if (m2 !== null) {
      ytdKwh += kwh;
      area += m2;
      if (est) {
        estKwh += est.kwh;
        estArea += m2;
      }
    }
    const euiEst = m2 !== null && est ? round(est.kwh / m2, 3) : null;
    const w = a.weather?.get(s.id);
    if (m2 !== null && est && w?.normalizedKwh != null) {
      org.sites += 1;
      org.area += m2;
      org.estKwh += est.kwh;
      org.normKwh += w.normalizedKwh;
      if (w.weatherEffectKwh !== null) {
        org.effectKwh += w.weatherEffectKwh;
        org.effectArea += m2;
      }
      if (w.change) {
        orgChange.sites += 1;
        orgChange.area += m2;
        orgChange.change += w.change.changeKwh;
        orgChange.weather += w.change.weatherKwh;
        orgChange.site += w.change.siteKwh;
      }
    }
    entries.push([
      String(s.id),
      {
        site_title: s.title,
        floor_area_m2: m2,
        site_eui_existing: m2 === null ? null : round(kwh / m2, 3),
        site_eui_est: {
          eui_est: euiEst,
          kwh_est: est ? round(est.kwh, 3) : null,
          days_estimated: est?.daysEstimated ?? 0,
          above_target: euiEst !== null && euiEst > a.target,
        },
        ...(a.weather
          ? { site_eui_normalized: w?.normalizedEui ?? null, weather_normalization: w?.result }
          : {}),
        monthly_eui: Object.fromEntries(
          figures.map((f) => [f.month, monthlyEntry(f, (k) => (m2 === null ? null : round(k / m2, 3)))]),
        ),
      },
    ]);
  }
  entries.sort(
    ([, x], [, y]) =>
      (y.site_eui_est.eui_est ?? -1) - (x.site_eui_est.eui_est ?? -1) ||
      x.site_title.localeCompare(y.site_title),
  );
  return {
    org_eui_existing: area > 0 ? round(ytdKwh / area, 3) : null,
    org_eui_est: estArea > 0 ? round(estKwh / estArea, 3) : null,
    repo_year: a.year,
    repo_month: a.repoMonth,
    target: a.target,
    limit: a.limit,
    site_count: entries.length,
    site_eui: Object.fromEntries(entries.slice(0, a.limit)),
    ...(a.weather
      ? {
          org_weather: {
            site_count: org.sites,
            eui_est: org.area > 0 ? round(org.estKwh / org.area, 3) : null,
            eui_normalized: org.area > 0 ? round(org.normKwh / org.area, 3) : null,
            weather_effect: org.effectArea > 0 ? round(org.effectKwh / org.effectArea, 3) : null,
            change:
              orgChange.area > 0
                ? {
                    site_count: orgChange.sites,
                    eui_change: round(orgChange.change / orgChange.area, 3),
                    weather: round(orgChange.weather / orgChange.area, 3),
                    site: round(orgChange.site / orgChange.area, 3),
                  }
                : null,
          },
        }
      : {}),
  };
}
