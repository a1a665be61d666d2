import { addMonths, dayAfterMonth, dayInZone, groupBySite, monthOf } from '@sw/domain';
import type { Database } from '../../../db/client';
import type { ReportSite } from '../data/sites.repository';
import type { SiteMonth } from '../energy/site-energy.repository';
import type { WeatherDay } from './degree-days';
import type { EnergyMonth } from './normalize';
import { FIT_LOOKBACK_MONTHS } from './normalize';
import { finishSite, fitSite, isCompleteMonth, type SiteWeatherFigures } from './site-weather';
import { weatherDays, weatherRecordMonths } from './weather.repository';

/**
 * The weather figures of each site for the EUI report of `year` up to `repoMonth`: its model fitted
 * on the 12 most recent complete months (within 24 months up to repoMonth), its year at normal
 * weather and the weather's share of its change against last year (docs/analytics.md
 * "Weather-normalised EUI"). `months` must hold the sites' energy months from 23 months before
 * repoMonth. Two queries: the daily weather of those 24 months, and the weather record's months at
 * the fitted base temperatures (the normals).
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
    /** The sites' daily weather of those 24 months when the caller read it already. */
    days?: Map<number, WeatherDay[]>;
  },
): Promise<Map<number, SiteWeatherFigures>> {
  const from = `${addMonths(a.repoMonth, -(FIT_LOOKBACK_MONTHS - 1))}-01`;
  const days =
    a.days ??
    (await weatherDays(database, {
      orgId: a.orgId,
      siteIds: a.sites.map((s) => s.id),
      from,
      to: dayAfterMonth(a.repoMonth),
    }));
  // Grouped once per site (a filter per site was quadratic: seconds at 5,000 sites).
  const monthsOf = groupBySite(a.months);
  const energyOf = new Map<number, Map<string, EnergyMonth>>();
  for (const s of a.sites) {
    const current = monthOf(dayInZone(a.now, s.timeZone));
    energyOf.set(
      s.id,
      new Map(
        (monthsOf.get(s.id) ?? []).map((m) => [
          m.month,
          { month: m.month, kwh: m.kwh, complete: isCompleteMonth(m.month, m.coveredDays, current) },
        ]),
      ),
    );
  }
  const fits = new Map(
    a.sites.map((s) => [
      s.id,
      fitSite({ repoMonth: a.repoMonth, energy: energyOf.get(s.id)!, days: days.get(s.id) ?? [] }),
    ]),
  );
  const bases = a.sites.flatMap((s) => {
    const m = fits.get(s.id)!.model;
    return m ? [{ siteId: s.id, heatingBase: m.heatingBase, coolingBase: m.coolingBase }] : [];
  });
  const record = groupBySite(await weatherRecordMonths(database, { orgId: a.orgId, bases }));
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
