import type { AstroQuery, SiteAstro } from '@sw/contracts';
import { daysBetween, eachDate, sunTimes } from '@sw/domain';
import type { Db } from '../../db/client';
import type { Scope } from '../../db/site-scope';
import { badRequest, notFound } from '../../lib/http-errors';
import { findSite } from './sites.repository';

/** Longest astro range in days: a year (leap or not). */
export const ASTRO_MAX_DAYS = 366;

/** The sun's times at a site for each local date of the range (D-060). */
export async function siteAstro(db: Db, scope: Scope, siteId: number, q: AstroQuery): Promise<SiteAstro> {
  const site = await findSite(db, scope, siteId);
  if (!site) throw notFound('Site');
  const endDate = q.endDate ?? q.startDate;
  const span = daysBetween(q.startDate, endDate);
  if (span < 0) throw badRequest('endDate must not be before startDate');
  if (span >= ASTRO_MAX_DAYS) throw badRequest(`A range covers at most ${ASTRO_MAX_DAYS} days`);
  return {
    siteId: site.id,
    timeZone: site.timeZone,
    latitude: site.latitude,
    longitude: site.longitude,
    days: eachDate(q.startDate, endDate).map((date) => {
      const s = sunTimes(date, site.latitude, site.longitude);
      return {
        date,
        sunrise: s.sunrise?.toISOString() ?? null,
        sunset: s.sunset?.toISOString() ?? null,
        solarNoon: s.solarNoon.toISOString(),
        dayLengthMinutes: s.dayLengthMinutes,
        polar: s.polar,
      };
    }),
  };
}
