import type { Database } from '../../db/client';
import { scopeParam } from '../../db/site-scope';
import { notFound } from '../../lib/http-errors';
import { boundsCte, categoriesCte, peakHours, peakSql, siteMetersCte, totalSql } from './energy.repository';
import { aggOfTable, type RollupTable } from './rollup-table';
import type { Caller, SiteRef } from './scope';

export interface SiteEnergyTotals {
  site: SiteRef;
  totalKwh: number;
  peakKw: number | null;
  byGroup: { id: number; title: string; kwh: number }[];
  byType: { id: number; title: string; kwh: number }[];
}

interface Row extends SiteRef {
  totalKwh: number | null;
  peakKw: number | null;
  categories: { by: 'group' | 'type'; id: number; title: string; kwh: number }[] | null;
}

/**
 * A site's energy dashboard in one statement (one round trip): the site in the caller's scope (no
 * row: 404), its meters, the total from `table`, the peak from `peakTable` and the breakdowns by
 * equipment group and type. The same SQL as the standalone reads (energy.repository.ts); the site's
 * time zone is read inside the statement, so nothing waits for the site lookup.
 */
export async function siteEnergyTotals(
  database: Database,
  c: Caller,
  siteId: number,
  q: {
    table: Exclude<RollupTable, 'readings'>;
    peakTable: 'readings_15m' | 'readings_1h';
    from: Date;
    to: Date;
  },
): Promise<SiteEnergyTotals> {
  const tz = '(select tz from site)';
  // The meters as one array: a scalar (InitPlan) bounds each rollup scan to the site's meters.
  const meters = '(select ids from meter_ids)::int[]';
  const [row] = await database.query<Row>(
    `with site as (
       select id, time_zone as tz, floor_area_m2 as "floorArea", co2_factor_kg_per_kwh as "co2Factor"
         from sites where org_id = $1 and ($2::int[] is null or id = any($2::int[])) and id = $3),
     ${siteMetersCte('$1', '$3')},
     meter_ids as (select array(select id from site_meters) as ids),
     ${boundsCte(aggOfTable(q.table), '$4', '$5', tz)},
     ${boundsCte(aggOfTable(q.peakTable), '$4', '$5', tz, 'peak_lim')},
     ${categoriesCte(q.table, '$1', '$3', '$5')}
     select s.id, s.tz as "timeZone", s."floorArea", s."co2Factor",
            (${totalSql(q.table, meters, '$1', '$5')}) as "totalKwh",
            (${peakSql(q.peakTable, meters, '$1', '$5', '$6', 'peak_lim')}) as "peakKw",
            (select json_agg(json_build_object('by', by, 'id', id, 'title', title, 'kwh', kwh)
                             order by by, kwh desc, id) from categories) as categories
       from site s`,
    [
      c.orgId,
      scopeParam(c.siteScope),
      siteId,
      q.from.toISOString(),
      q.to.toISOString(),
      peakHours(q.peakTable),
    ],
  );
  if (!row) throw notFound('Site');
  const pick = (by: 'group' | 'type') =>
    (row.categories ?? []).filter((r) => r.by === by).map((r) => ({ id: r.id, title: r.title, kwh: r.kwh }));
  return {
    site: { id: row.id, timeZone: row.timeZone, floorArea: row.floorArea, co2Factor: row.co2Factor },
    totalKwh: row.totalKwh ?? 0,
    peakKw: row.peakKw,
    byGroup: pick('group'),
    byType: pick('type'),
  };
}
