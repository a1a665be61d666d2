import type { Database } from '../../../db/client';
import { type SiteScope, scopeParam } from '../../../db/site-scope';

/** One equipment of the group, with its site and the site's groups. */
export interface GroupEquipment {
  equipmentId: number;
  title: string;
  vendor: string | null;
  model: string | null;
  typeId: number;
  typeTitle: string;
  groupId: number;
  siteId: number;
  siteTitle: string;
  timeZone: string;
  siteGroups: { id: number; title: string }[];
}

/**
 * The organisation's equipment of the group `groupId` at the caller's sites (narrowed to `siteIds`
 * and to the types of `typeGroupId` when given), by site title then equipment title.
 */
export async function groupEquipment(
  database: Database,
  a: {
    orgId: number;
    scope: SiteScope;
    groupId: number;
    typeGroupId: number | null;
    siteIds: number[] | null;
  },
): Promise<GroupEquipment[]> {
  return database.query<GroupEquipment>(
    `select e.id as "equipmentId", e.title, e.vendor, e.model, e.type_id as "typeId", t.title as "typeTitle",
            e.group_id as "groupId", s.id as "siteId", s.title as "siteTitle", s.time_zone as "timeZone",
            coalesce((select json_agg(json_build_object('id', g.id, 'title', g.title) order by g.title, g.id)
                        from site_group_members m join site_groups g on g.id = m.site_group_id and g.org_id = $1
                       where m.site_id = s.id), '[]'::json) as "siteGroups"
       from equipment e
       join sites s on s.id = e.site_id and s.org_id = $1
       join equipment_types t on t.id = e.type_id
      where e.org_id = $1 and e.group_id = $2
        and ($3::int is null or t.type_group_id = $3)
        and ($4::int[] is null or s.id = any($4::int[]))
        and ($5::int[] is null or s.id = any($5::int[]))
      order by s.title, s.id, e.title, e.id`,
    [a.orgId, a.groupId, a.typeGroupId, scopeParam(a.scope), a.siteIds?.length ? a.siteIds : null],
  );
}

/** Whether the equipment group exists (the catalogue is shared by every organisation). */
export async function groupExists(database: Database, groupId: number): Promise<boolean> {
  const rows = await database.query('select 1 from equipment_groups where id = $1', [groupId]);
  return rows.length > 0;
}

/** A door sensor of an equipment and its raw readings in its site's window, as 'epoch ms:value,…'. */
export interface DoorReadings {
  sensorId: number;
  title: string;
  equipmentId: number;
  t1: number;
  readings: string | null;
}

/**
 * The DOOR sensors of the given equipment with their raw readings inside each one's window [t0, t1)
 * (epoch ms). Raw readings
 * are the only ones that hold every change (telemetry conventions): rollups keep sums, not changes.
 */
export async function doorReadings(
  database: Database,
  orgId: number,
  windows: { equipmentId: number; t0: number; t1: number }[],
): Promise<DoorReadings[]> {
  if (!windows.length) return [];
  return database.query<DoorReadings>(
    `select x.id as "sensorId", x.title, w.eid as "equipmentId", w.t1,
            (select string_agg(((extract(epoch from r.ts) * 1000)::bigint)::text || ':' || r.value::float8::text, ',' order by r.ts)
               from readings r
              where r.sensor_id = x.id and r.org_id = $1
                and r.ts >= to_timestamp(w.t0 / 1000) and r.ts < to_timestamp(w.t1 / 1000)) as readings
       from unnest($2::int[], $3::float8[], $4::float8[]) as w(eid, t0, t1)
       join sensors x on x.equipment_id = w.eid and x.org_id = $1 and x.sensor_type = 'DOOR'
      order by w.eid, x.id`,
    [orgId, windows.map((w) => w.equipmentId), windows.map((w) => w.t0), windows.map((w) => w.t1)],
  );
}
