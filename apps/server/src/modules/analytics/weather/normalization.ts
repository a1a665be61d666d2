import { addMonths, dayAfterMonth, dayInZone, groupBySite, monthOf } from '@sw/domain';
import type { Database } from '../../../db/client';
import type { ReportSite } from '../data/sites.repository';
import type { SiteMonth } from '../energy/site-energy.repository';
import { fitFingerprint, keepFit, keptFit, readKeptFits, writeKeptFits } from './kept-fits';
import type { EnergyMonth } from './normalize';
import { FIT_LOOKBACK_MONTHS, monthWeatherOfSums } from './normalize';
import { finishSite, fitSite, isCompleteMonth, type SiteFit, type SiteWeatherFigures } from './site-weather';
import { type RecordMonth, weatherRecordMonths } from './weather.repository';
import { refreshWeatherMonths, weatherMonthRows, weatherStamps } from './weather-months';

/** The months a fit may use: the 24 up to the report month ('yyyy-MM-01', end exclusive). */
const fitWindow = (repoMonth: string) => ({
  from: `${addMonths(repoMonth, -(FIT_LOOKBACK_MONTHS - 1))}-01`,
  to: dayAfterMonth(repoMonth),
});

/**
 * What deciding between kept and new fits reads: each site's weather stamp and kept fit, and the
 * weather record of the sites at their kept models' bases (most fits are kept: their record is then
 * read beside the energy months, not after them).
 */
export interface WeatherInputs {
  stamps: Map<number, string>;
  kept: Map<number, { fingerprint: string; fit: SiteFit }>;
  record: Map<number, RecordMonth[]>;
}

const basesOf = (fits: Iterable<[number, SiteFit]>) =>
  [...fits].flatMap(([siteId, f]) =>
    f.model ? [{ siteId, heatingBase: f.model.heatingBase, coolingBase: f.model.coolingBase }] : [],
  );

/** Sums the sites' changed weather months, then reads their stamps, kept fits and those fits' record. */
export async function weatherInputs(
  database: Database,
  a: { orgId: number; siteIds: number[]; repoMonth: string },
): Promise<WeatherInputs> {
  await refreshWeatherMonths(database, { orgId: a.orgId, siteIds: a.siteIds });
  // The stamps are read beside the kept fits and then beside those fits' record (pooled connections
  // on PostgreSQL): the record waits only for the fits, which are quick to read.
  const stamping = weatherStamps(database, { orgId: a.orgId, siteIds: a.siteIds, ...fitWindow(a.repoMonth) });
  stamping.catch(() => {});
  const rows = await readKeptFits(database, a);
  const kept = new Map([...rows].map(([id, k]) => [id, { fingerprint: k.fingerprint, fit: keptFit(k.fit) }]));
  const fits = [...kept].map(([id, k]): [number, SiteFit] => [id, k.fit]);
  const [stamps, recordRows] = await Promise.all([
    stamping,
    weatherRecordMonths(database, { orgId: a.orgId, bases: basesOf(fits) }),
  ]);
  const record = groupBySite(recordRows);
  return { stamps, kept, record };
}

/**
 * The weather figures of each site for the EUI report of `year` up to `repoMonth`: its model fitted
 * on the 12 most recent complete months (within 24 months up to repoMonth), its year at normal
 * weather and the weather's share of its change against last year (docs/analytics.md
 * "Weather-normalised EUI"). `months` must hold the sites' energy months from 23 months before
 * repoMonth. The sites' changed weather months are summed first (weather-months.ts); a site whose
 * energy and weather months are those of its kept fit reuses it (kept-fits.ts), the others are
 * fitted on their summed months; the normals come from the summed months of the whole record.
 */
export async function weatherNormalizations(
  database: Database,
  a: {
    orgId: number;
    sites: ReportSite[];
    months: SiteMonth[];
    year: number;
    repoMonth: string;
    now: Date;
    /** weatherInputs of the same sites, when the caller started it beside its own reads. */
    inputs?: Promise<WeatherInputs>;
  },
): Promise<Map<number, SiteWeatherFigures>> {
  const siteIds = a.sites.map((s) => s.id);
  const { from, to } = fitWindow(a.repoMonth);
  const { stamps, kept, record } = await (a.inputs ??
    weatherInputs(database, { orgId: a.orgId, siteIds, repoMonth: a.repoMonth }));
  // Grouped once per site (a filter per site was quadratic: seconds at 5,000 sites).
  const monthsOf = groupBySite(a.months);
  const energyOf = new Map<number, Map<string, EnergyMonth>>();
  const fingerprints = new Map<number, string>();
  const fits = new Map<number, SiteFit>();
  for (const s of a.sites) {
    const current = monthOf(dayInZone(a.now, s.timeZone));
    const energy = new Map(
      (monthsOf.get(s.id) ?? []).map((m) => [
        m.month,
        { month: m.month, kwh: m.kwh, complete: isCompleteMonth(m.month, m.coveredDays, current) },
      ]),
    );
    energyOf.set(s.id, energy);
    const fingerprint = fitFingerprint(a.repoMonth, energy, stamps.get(s.id) ?? '');
    fingerprints.set(s.id, fingerprint);
    const k = kept.get(s.id);
    if (k?.fingerprint === fingerprint) fits.set(s.id, k.fit);
  }
  const toFit = siteIds.filter((id) => !fits.has(id));
  if (toFit.length) {
    const weather = await weatherMonthRows(database, { orgId: a.orgId, siteIds: toFit, from, to });
    const fresh = toFit.map((id) => {
      const fit = fitSite({
        repoMonth: a.repoMonth,
        energy: energyOf.get(id)!,
        weather: monthWeatherOfSums(weather.get(id) ?? []),
      });
      fits.set(id, fit);
      return { siteId: id, fingerprint: fingerprints.get(id)!, fit: keepFit(fit) };
    });
    await writeKeptFits(database, { orgId: a.orgId, repoMonth: a.repoMonth, fits: fresh });
    // The new fits' record at their bases (a kept fit's was read with it, at its own bases).
    const refitted = groupBySite(
      await weatherRecordMonths(database, {
        orgId: a.orgId,
        bases: basesOf(toFit.map((id): [number, SiteFit] => [id, fits.get(id)!])),
      }),
    );
    for (const id of toFit) record.set(id, refitted.get(id) ?? []);
  }
  return new Map(
    a.sites.map((s) => [
      s.id,
      finishSite({
        year: a.year,
        repoMonth: a.repoMonth,
        areaM2: s.floorAreaM2,
        energy: energyOf.get(s.id)!,
        fit: fits.get(s.id)!,
        record: record.get(s.id) ?? [],
      }),
    ]),
  );
}
