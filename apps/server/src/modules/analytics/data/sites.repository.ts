import type { OperatingHours } from '../../../db/schema';
import type { Database } from '../../../db/client';
import { type SiteScope, scopeParam } from '../../../db/site-scope';

/** A site as the analytics reports read it. */
export interface ReportSite {
  id: number;
  title: string;
  timeZone: string;
  /** m2; null when not set (EUI figures are then null). */
  floorAreaM2: number | null;
  /** kg CO2e per kWh; null when not set (CO2 figures are then null). */
  co2Factor: number | null;
  operatingHours: OperatingHours | null;
  /** Whether the site has a main meter (else its energy is the sum of its equipment sub-meters). */
  hasMainMeter: boolean;
}

/**
 * The organisation's sites in the caller's scope, narrowed to `siteIds` when given (ids outside the
 * scope or the organisation are ignored), ordered by title.
 */
export async function reportSites(
  database: Database,
  a: { orgId: number; scope: SiteScope; siteIds?: number[] | null },
): Promise<ReportSite[]> {
  const rows = await database.query<ReportSite>(
    `select s.id, s.title, s.time_zone as "timeZone", s.floor_area_m2 as "floorAreaM2",
            s.co2_factor_kg_per_kwh as "co2Factor", s.operating_hours as "operatingHours",
            exists (select 1 from energy_meters m where m.org_id = s.org_id and m.site_id = s.id and m.is_site_main)
              as "hasMainMeter"
       from sites s
      where s.org_id = $1 and ($2::int[] is null or s.id = any($2::int[]))
        and ($3::int[] is null or s.id = any($3::int[]))
      order by s.title, s.id`,
    [a.orgId, scopeParam(a.scope), a.siteIds?.length ? a.siteIds : null],
  );
  return rows.map((r) => ({
    ...r,
    floorAreaM2: r.floorAreaM2 === null ? null : Number(r.floorAreaM2),
    co2Factor: r.co2Factor === null ? null : Number(r.co2Factor),
  }));
}

/**
 * The sites reportSites selects, as the reads beside it take them: null for every site of the
 * organisation, else the ids (the caller's scope narrowed by `siteIds`). A read given this selection
 * needs no answer of reportSites, so the two can run side by side.
 */
export function siteSelection(scope: SiteScope, siteIds?: number[] | null): number[] | null {
  const wanted = siteIds?.length ? siteIds : null;
  if (scope === 'ALL') return wanted;
  return wanted ? wanted.filter((id) => scope.includes(id)) : [...scope];
}

/**
 * SQL of the energy source sensors of the sites in `sitesCte` (columns id, tz): the site main meter,
 * else every ENERGY sub-meter of the site's equipment (docs/analytics.md "Site energy").
 * Yields (site_id, tz, sensor_id). $1 is the organisation.
 */
export const SITE_ENERGY_SOURCES = (sitesCte: string) => `
  select st.id as site_id, st.tz, x.id as sensor_id
    from ${sitesCte} st join sensors x on x.site_id = st.id and x.org_id = $1 and x.sensor_type = 'ENERGY'
   -- Uncorrelated sets (hashed once), not a lookup per sensor: thousands of sites stay linear.
   where (x.site_id, x.id) in (select m.site_id, m.sensor_id from energy_meters m where m.org_id = $1 and m.is_site_main)
      or (x.equipment_id is not null and x.site_id not in (
            select m.site_id from energy_meters m where m.org_id = $1 and m.is_site_main))`;
