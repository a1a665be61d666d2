import type { Weather } from '@sw/contracts';
import type { Database } from '../../db/client';
import type { Scope } from '../../db/site-scope';
import { scopeParam } from '../../db/site-scope';

interface Row {
  siteId: number;
  temperature: number;
  humidity: number;
  windchill: number;
  ts: Date | string;
}

/**
 * The newest stored weather reading of each named site of the caller's (sites of another
 * organisation, out of scope or without weather are left out). One index probe per site through the
 * (site_id, ts) key, so a long history costs nothing; readings stamped in the future are ignored.
 */
export async function latestWeather(database: Database, scope: Scope, siteIds: number[]): Promise<Weather[]> {
  if (!siteIds.length) return [];
  const rows = await database.query<Row>(
    `select s.id as "siteId", w.temperature, w.humidity, w.windchill, w.ts
       from sites s
       cross join lateral (
         select temperature, humidity, windchill, ts from weather_readings
          where site_id = s.id and org_id = $1 and ts <= now()
          order by ts desc limit 1
       ) w
      where s.org_id = $1 and s.id = any($2::int[]) and ($3::int[] is null or s.id = any($3::int[]))
      order by s.id`,
    [scope.orgId, [...new Set(siteIds)], scopeParam(scope.siteScope)],
  );
  return rows.map((r) => ({
    siteId: r.siteId,
    temperature: Number(r.temperature),
    humidity: Number(r.humidity),
    windchill: Number(r.windchill),
    timestamp: new Date(r.ts).toISOString(),
  }));
}
