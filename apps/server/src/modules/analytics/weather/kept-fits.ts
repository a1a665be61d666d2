import crypto from 'node:crypto';
import type { Database } from '../../../db/client';
import type { EnergyMonth, MonthWeather, WeatherModel } from './normalize';
import {
  COOLING_BASES,
  FIT_LOOKBACK_MONTHS,
  FIT_MONTHS,
  HEATING_BASES,
  MAX_CV_RMSE,
  MAX_NMBE,
  MIN_ACTIVE_DEGREE_DAYS,
  MIN_ACTIVE_MONTHS,
  MIN_T_STAT,
} from './normalize';
import type { SiteFit } from './site-weather';

// Each site's fitted weather model, kept (weather_fits) with a fingerprint of what it was fitted on,
// so that an EUI report fits only the sites whose months changed: a fit tries ~900 candidates, about
// 2.5 ms a site, 12 s for 5,000 sites.

/** The fit's rules: a change to any of them makes every kept fit a stranger. */
const RULES = JSON.stringify([
  HEATING_BASES,
  COOLING_BASES,
  FIT_MONTHS,
  FIT_LOOKBACK_MONTHS,
  MAX_CV_RMSE,
  MAX_NMBE,
  MIN_T_STAT,
  MIN_ACTIVE_MONTHS,
  MIN_ACTIVE_DEGREE_DAYS,
]);

/** What a site's fit was made from: the report month, its energy months, its weather months' stamp. */
export function fitFingerprint(
  repoMonth: string,
  energy: ReadonlyMap<string, EnergyMonth>,
  weatherStamp: string,
): string {
  const months = [...energy.values()]
    .sort((x, y) => (x.month < y.month ? -1 : 1))
    .map((m) => [m.month, m.kwh, m.complete]);
  return crypto
    .createHash('md5')
    .update(JSON.stringify([RULES, repoMonth, months, weatherStamp]))
    .digest('hex');
}

/** A kept fit: the model and the part of the months' weather that finishing the site reads. */
interface KeptFit {
  months: string[];
  model: WeatherModel | null;
  usable: string[];
  /** Degree-days per day at the model's bases, by month. */
  hdd: Record<string, number>;
  cdd: Record<string, number>;
}

// JSON has no Infinity (a fit without degrees of freedom has an infinite CV(RMSE)).
const encode = (_: string, v: unknown) =>
  typeof v === 'number' && !Number.isFinite(v) ? { nonFinite: String(v) } : v;
const decode = (_: string, v: unknown) =>
  v && typeof v === 'object' && 'nonFinite' in v ? Number((v as { nonFinite: string }).nonFinite) : v;

/** The fit as kept: only the model's bases of the months' weather (finishSite reads no other). */
export function keepFit(fit: SiteFit): string {
  const { model, weather } = fit;
  const at = (dd: MonthWeather['hdd'], base: number | null | undefined) =>
    base === null || base === undefined ? {} : Object.fromEntries(dd.get(base) ?? []);
  const kept: KeptFit = {
    months: fit.months,
    model,
    usable: [...weather.usable],
    hdd: at(weather.hdd, model?.heatingBase),
    cdd: at(weather.cdd, model?.coolingBase),
  };
  return JSON.stringify(kept, encode);
}

/** A kept fit back as a SiteFit (its weather holds the model's bases only). */
export function keptFit(json: string): SiteFit {
  // The reviver costs ~80 µs a fit (0.4 s at 5,000 sites): only for the rare fit that needs it.
  const k = (json.includes('"nonFinite"') ? JSON.parse(json, decode) : JSON.parse(json)) as KeptFit;
  const only = (base: number | null | undefined, values: Record<string, number>) =>
    base === null || base === undefined ? new Map() : new Map([[base, new Map(Object.entries(values))]]);
  return {
    months: k.months,
    model: k.model,
    weather: {
      usable: new Set(k.usable),
      hdd: only(k.model?.heatingBase, k.hdd),
      cdd: only(k.model?.coolingBase, k.cdd),
    },
  };
}

/** The kept fits of the sites for a report month: fingerprint and fit JSON by site. */
export async function readKeptFits(
  database: Database,
  a: { orgId: number; siteIds: number[]; repoMonth: string },
): Promise<Map<number, { fingerprint: string; fit: string }>> {
  if (!a.siteIds.length) return new Map();
  const rows = await database.query<{ siteId: number; fingerprint: string; fit: string }>(
    `select site_id as "siteId", fingerprint, fit::text as fit from weather_fits
      where org_id = $1 and site_id = any($2::int[]) and repo_month = $3::date`,
    [a.orgId, a.siteIds, `${a.repoMonth}-01`],
  );
  return new Map(rows.map((r) => [r.siteId, { fingerprint: r.fingerprint, fit: r.fit }]));
}

/** Keeps the sites' new fits (replacing older ones of the same report month). */
export async function writeKeptFits(
  database: Database,
  a: { orgId: number; repoMonth: string; fits: { siteId: number; fingerprint: string; fit: string }[] },
): Promise<void> {
  for (let i = 0; i < a.fits.length; i += 1000) {
    const part = a.fits.slice(i, i + 1000);
    await database.query(
      `insert into weather_fits (site_id, repo_month, org_id, fingerprint, fit)
       select x.site_id, $2::date, $1, x.fingerprint, x.fit::json
         from unnest($3::int[], $4::text[], $5::text[]) x(site_id, fingerprint, fit)
       on conflict (site_id, repo_month) do update
          set fingerprint = excluded.fingerprint, fit = excluded.fit, computed_at = now()`,
      [
        a.orgId,
        `${a.repoMonth}-01`,
        part.map((f) => f.siteId),
        part.map((f) => f.fingerprint),
        part.map((f) => f.fit),
      ],
    );
  }
}

/**
 * Drops fits kept for report months more than two years back (12 rows a site a year otherwise pile
 * up); a report asked for such a month fits again. Returns how many were dropped.
 */
export async function deleteOldFits(database: Database): Promise<number> {
  const rows = await database.query<{ n: number }>(
    `with d as (delete from weather_fits where repo_month < (current_date - interval '24 months') returning 1)
     select count(*)::int as n from d`,
  );
  return rows[0]?.n ?? 0;
}
