import type { SopComponent, SopResourceType } from '@sw/contracts';
import type { Database } from '../../db/client';
import type { OperatingHours } from '../../db/schema';
import { type Scope, scopeParam } from '../../db/site-scope';

interface Target {
  siteId: number;
  siteTitle: string;
  timeZone: string;
  hours: OperatingHours | null;
  equipmentId: number | null;
  sensorId: number | null;
}

const DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
const hhmm = (m: number) =>
  `${String(Math.floor(m / 60) % 24).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

/** The resource's site (and equipment, sensor) when it is the caller's; undefined otherwise. */
async function target(database: Database, c: Scope, type: SopResourceType, id: number) {
  const from = {
    SITE: `sites s where s.id = $3`,
    SPACE: `spaces r join sites s on s.id = r.site_id and s.org_id = r.org_id where r.id = $3`,
    EQUIPMENT: `equipment e join sites s on s.id = e.site_id and s.org_id = e.org_id where e.id = $3`,
    SENSOR: `sensors x join sites s on s.id = x.site_id and s.org_id = x.org_id where x.id = $3`,
  }[type];
  const equipmentId = { SITE: 'null', SPACE: 'null', EQUIPMENT: 'e.id', SENSOR: 'x.equipment_id' }[type];
  const sensorId = type === 'SENSOR' ? 'x.id' : 'null';
  const [row] = await database.query<Target>(
    `select s.id as "siteId", s.title as "siteTitle", s.time_zone as "timeZone", s.operating_hours as hours,
            ${equipmentId}::int as "equipmentId", ${sensorId}::int as "sensorId"
       from ${from} and s.org_id = $1 and ($2::int[] is null or s.id = any($2::int[]))`,
    [c.orgId, scopeParam(c.siteScope), id],
  );
  return row;
}

interface RangeRow {
  kind: 'SENTINEL' | 'EQUIPMENT';
  id: number;
  title: string;
  min: number | null;
  max: number | null;
}

interface SetPointRow {
  id: number;
  title: string;
  heat: number;
  cool: number;
  unit: 'C' | 'F';
}

/**
 * Every SOP rule on a resource and above it (I-085), nearest first within each component: temperature
 * ranges of the sentinels watching it, then of its equipment; the set points of its equipment's
 * thermostats; its site's opening hours. undefined when the resource is not the caller's.
 */
export async function sopComponents(
  database: Database,
  c: Scope,
  type: SopResourceType,
  id: number,
): Promise<SopComponent[] | undefined> {
  const t = await target(database, c, type, id);
  if (!t) return undefined;
  const out: SopComponent[] = [];
  if (t.equipmentId !== null || t.sensorId !== null) {
    const ranges = await database.query<RangeRow>(
      `select 'SENTINEL' as kind, z.id, z.title,
              case when jsonb_typeof(z.params->'min') = 'number' then (z.params->>'min')::float8 end as min,
              case when jsonb_typeof(z.params->'max') = 'number' then (z.params->>'max')::float8 end as max
         from sentinels z
        where z.org_id = $1 and z.deleted_at is null and z.sentinel_type = 'TEMPERATURE_RANGE'
          and (($3::int is not null and z.sensor_ids @> to_jsonb(array[$3::int]))
            or ($3::int is null and $2::int is not null and z.equipment_ids @> to_jsonb(array[$2::int])))
       union all
       select 'EQUIPMENT', e.id, e.title, e.min_temp, e.max_temp from equipment e
        where e.org_id = $1 and e.id = $2 and (e.min_temp is not null or e.max_temp is not null)
       order by 1 desc, 2`,
      [c.orgId, t.equipmentId, t.sensorId],
    );
    for (const r of ranges)
      out.push({
        component: 'TEMPERATURE_RANGE',
        source: { resourceType: r.kind, id: r.id, title: r.title },
        min: r.min === null ? null : Number(r.min),
        max: r.max === null ? null : Number(r.max),
      });
  }
  if (t.equipmentId !== null) {
    const points = await database.query<SetPointRow>(
      `select id, coalesce(display_name, title) as title, heat_set_point as heat, cool_set_point as cool,
              temperature_unit as unit
         from thermostats where org_id = $1 and equipment_id = $2 order by id`,
      [c.orgId, t.equipmentId],
    );
    for (const p of points)
      out.push({
        component: 'SET_POINTS',
        source: { resourceType: 'THERMOSTAT', id: p.id, title: p.title },
        heatSetPoint: p.heat,
        coolSetPoint: p.cool,
        unit: p.unit,
      });
  }
  out.push({
    component: 'OPERATING_HOURS',
    source: { resourceType: 'SITE', id: t.siteId, title: t.siteTitle },
    timeZone: t.timeZone,
    days: DAYS.map((d, weekday) => {
      const span = t.hours?.[d] ?? null;
      return { weekday, open: span ? hhmm(span.open) : null, close: span ? hhmm(span.close) : null };
    }),
  });
  return out;
}
