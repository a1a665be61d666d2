import type { RecentTemperatures } from '@sw/contracts';
import type { Database } from '../../../db/client';
import { type Scope, scopeParam } from '../../../db/site-scope';

const HOUR_MS = 3_600_000;

interface SensorRow {
  id: number;
  title: string;
  equipmentId: number | null;
  equipmentTitle: string | null;
  minTemp: number | null;
  maxTemp: number | null;
  unit: string;
  lastValue: number | null;
  lastSeenAt: Date | string | null;
}

interface HourRow {
  sensorId: number;
  bucket: Date | string;
  mean: number;
  min: number;
  max: number;
  count: number;
}

const iso = (d: Date | string) => new Date(d).toISOString();

/**
 * The site's active temperature sensors with their last value and their hourly rollups over the
 * `hours` whole hours ending with the current one; null when the site is not the caller's to see
 * (another organisation's, out of their scope, archived).
 */
export async function recentTemperatures(
  database: Database,
  scope: Scope,
  siteId: number,
  hours: number,
  now: Date,
): Promise<RecentTemperatures | null> {
  const [site] = await database.query<{ id: number; title: string; timeZone: string }>(
    `select id, title, time_zone as "timeZone" from sites
      where org_id = $1::int and id = $2::int and archived_at is null
        and ($3::int[] is null or id = any($3::int[]))`,
    [scope.orgId, siteId, scopeParam(scope.siteScope)],
  );
  if (!site) return null;
  const to = new Date((Math.floor(now.getTime() / HOUR_MS) + 1) * HOUR_MS);
  const from = new Date(to.getTime() - hours * HOUR_MS);
  const sensors = await database.query<SensorRow>(
    `select x.id, x.title, x.equipment_id as "equipmentId", e.title as "equipmentTitle",
            e.min_temp as "minTemp", e.max_temp as "maxTemp", x.unit, x.last_value as "lastValue",
            x.last_seen_at as "lastSeenAt"
       from sensors x left join equipment e on e.id = x.equipment_id and e.org_id = x.org_id
      where x.org_id = $1::int and x.site_id = $2::int and x.sensor_type = 'TEMPERATURE'
        and x.status = 'ACTIVE'
      order by e.title nulls last, x.title, x.id`,
    [scope.orgId, site.id],
  );
  const rows = sensors.length
    ? await database.query<HourRow>(
        `select sensor_id as "sensorId", bucket, sum / count as mean, min, max, count
           from readings_1h
          where org_id = $1::int and sensor_id = any($2::int[]) and bucket >= $3 and bucket < $4
            and count > 0
          order by sensor_id, bucket`,
        [scope.orgId, sensors.map((s) => s.id), from.toISOString(), to.toISOString()],
      )
    : [];
  const bySensor = new Map<number, HourRow[]>();
  for (const r of rows) {
    const list = bySensor.get(r.sensorId);
    if (list) list.push(r);
    else bySensor.set(r.sensorId, [r]);
  }
  return {
    siteId: site.id,
    siteTitle: site.title,
    timeZone: site.timeZone,
    from: from.toISOString(),
    to: to.toISOString(),
    sensors: sensors.map((s) => ({
      sensorId: s.id,
      title: s.title,
      equipmentId: s.equipmentId,
      equipmentTitle: s.equipmentTitle,
      minTemp: s.minTemp,
      maxTemp: s.maxTemp,
      unit: s.unit,
      lastValue: s.lastValue,
      lastSeenAt: s.lastSeenAt === null ? null : iso(s.lastSeenAt),
      hours: (bySensor.get(s.id) ?? []).map((r) => ({
        hour: iso(r.bucket),
        mean: Number(r.mean),
        min: r.min,
        max: r.max,
        readings: r.count,
      })),
    })),
  };
}
