import {
  DEFAULT_INCIDENT_DAYS,
  type Incident,
  type IncidentsQuery,
  MAX_INCIDENTS,
  type Sentinel,
  type SentinelsQuery,
} from '@sw/contracts';
import { sortIncidents } from '@sw/domain';
import type { Database } from '../../db/client';
import { scopeParam } from '../../db/site-scope';

type Ts = Date | string;
const iso = (v: Ts) => new Date(v).toISOString();
const isoOrNull = (v: Ts | null) => (v === null ? null : iso(v));
const PRIORITIES = ['NORMAL', 'HIGH', 'HIGHEST'] as const;
type Priority = (typeof PRIORITIES)[number];

interface NotificationJson {
  id: number;
  ts: Ts;
  priorityLevel: Priority;
  sensorParams: Record<string, unknown>;
  dismissedAt: Ts | null;
}

interface IncidentDbRow {
  id: number;
  site_id: number;
  site_ids: number[];
  sentinel_id: number;
  sentinel_type: Incident['sentinelType'];
  title: string;
  description: string | null;
  sensor_id: number | null;
  equipment_id: number | null;
  equipment_ids: number[];
  space_id: number | null;
  priority: Priority;
  resolved: boolean;
  dismissed_at: Ts | null;
  dismissed_by: number | null;
  dismissed_comment: string | null;
  created_at: Ts;
  recovered_at: Ts | null;
  status: 'NEW' | 'EXISTING';
  sensor_params: Record<string, unknown>;
  handling_logs: { at: Ts; priorityLevel: Priority }[];
  notifications: NotificationJson[];
}

const SELECT_INCIDENTS = `
  select i.id, i.site_id, i.site_ids, i.sentinel_id, i.sentinel_type, s.title, s.description, i.sensor_id,
         i.equipment_id, i.equipment_ids, i.space_id, i.priority, i.resolved, i.dismissed_at, i.dismissed_by,
         i.dismissed_comment, i.created_at, i.recovered_at, i.status, i.sensor_params
    from incidents i join sentinels s on s.id = i.sentinel_id
   where i.org_id = $1::int
     and ($2::int[] is null or i.site_id = any($2::int[]))`;

const IN_RANGE = `
     and ($3::int[] is null or i.site_id = any($3::int[]))
     and ($4::int[] is null or i.equipment_id = any($4::int[])
          or exists (select 1 from jsonb_array_elements_text(i.equipment_ids) e(v) where e.v::int = any($4::int[])))
     and i.created_at <= $6::timestamptz
     and (i.recovered_at is null or i.recovered_at >= $5::timestamptz)
     and ($7::text is null or ($7 = 'active' and not i.resolved) or ($7 = 'resolved' and i.resolved))
     and (not $8::bool or not i.resolved or (i.created_at >= $5::timestamptz and i.recovered_at <= $6::timestamptz))
   order by i.created_at desc, i.id desc
   limit $9::int`;

/**
 * Adds each incident's handling logs and notifications as JSON arrays, so a list or a single incident
 * is one round trip. The incidents are chosen (and limited) first, then only those are joined.
 */
const withChildren = (incidents: string) => `
  select p.*,
         coalesce((select json_agg(json_build_object('at', h.at, 'priorityLevel', h.priority_level)
                                   order by h.at, h.id)
                     from handling_logs h where h.incident_id = p.id), '[]'::json) as handling_logs,
         coalesce((select json_agg(json_build_object('id', n.id, 'ts', n.ts, 'priorityLevel', n.priority_level,
                                                     'sensorParams', n.sensor_params, 'dismissedAt', n.dismissed_at)
                                   order by n.ts, n.id)
                     from notifications n where n.incident_id = p.id), '[]'::json) as notifications
    from (${incidents}) p
   order by p.created_at desc, p.id desc`;

/** The list's one text, prepared once per connection (see Database.query's `name`). */
const LIST_SQL = withChildren(SELECT_INCIDENTS + IN_RANGE);

/** The incidents of the caller's sites matching the filters, in the spec's list order (C-096). */
export async function listIncidents(
  database: Database,
  orgId: number,
  scope: 'ALL' | number[],
  f: IncidentsQuery,
  now = new Date(),
): Promise<Incident[]> {
  const to = f.to ?? now;
  const from = f.from ?? new Date(to.getTime() - DEFAULT_INCIDENT_DAYS * 86_400_000);
  const rows = await database.query<IncidentDbRow>(
    LIST_SQL,
    [
      orgId,
      scopeParam(scope),
      f.siteIds ?? null,
      f.equipmentIds ?? null,
      from.toISOString(),
      to.toISOString(),
      f.incidentStatus ?? null,
      f.strict ?? false,
      MAX_INCIDENTS,
    ],
    'incidents_list',
  );
  return sortIncidents(rows.map(present));
}

export async function getIncident(
  database: Database,
  orgId: number,
  scope: 'ALL' | number[],
  id: number,
): Promise<Incident | null> {
  const [row] = await database.query<IncidentDbRow>(withChildren(`${SELECT_INCIDENTS} and i.id = $3::int`), [
    orgId,
    scopeParam(scope),
    id,
  ]);
  return row ? present(row) : null;
}

function present(r: IncidentDbRow): Incident {
  const notifications: Incident['notifications'] = r.notifications.map((n) => ({
    id: n.id,
    timestamp: iso(n.ts),
    priorityLevel: n.priorityLevel,
    sensorParams: sensorParams(n.sensorParams),
    dismissedAt: isoOrNull(n.dismissedAt),
  }));
  const counts = Object.fromEntries(PRIORITIES.map((p) => [p, 0])) as Record<Priority, number>;
  for (const n of notifications) counts[n.priorityLevel]++;
  return {
    incidentId: r.id,
    id: r.id,
    siteId: r.site_id,
    siteIds: r.site_ids.length ? r.site_ids : [r.site_id],
    sentinelId: r.sentinel_id,
    sentinelType: r.sentinel_type,
    sentinelTitle: r.title,
    sentinelDescription: r.description,
    sensorId: r.sensor_id,
    equipmentId: r.equipment_id,
    equipmentIds: r.equipment_ids,
    spaceId: r.space_id,
    incidentPriority: r.priority,
    resolved: r.resolved,
    dismissedAt: isoOrNull(r.dismissed_at),
    dismissedBy: r.dismissed_by,
    dismissedComment: r.dismissed_comment,
    createdAt: iso(r.created_at),
    recoveredAt: isoOrNull(r.recovered_at),
    notificationCount: notifications.length,
    notificationCountsByPriority: counts,
    status: r.status,
    sensorParams: sensorParams(r.sensor_params),
    handlingLogs: r.handling_logs.map((l) => ({ at: iso(l.at), priorityLevel: l.priorityLevel })),
    notifications,
  };
}

function sensorParams(p: Record<string, unknown>): Incident['sensorParams'] {
  return {
    ...p,
    sensorId: typeof p.sensorId === 'number' ? p.sensorId : null,
    type: typeof p.type === 'string' ? p.type : 'EQUIPMENT',
    resourceId: typeof p.resourceId === 'number' ? p.resourceId : null,
  };
}

// ---------------------------------------------------------------------------------------- sentinels

interface SentinelDbRow {
  id: number;
  sentinel_type: Sentinel['sentinelType'];
  title: string;
  description: string | null;
  muted: boolean;
  site_id: number;
  equipment_id: number | null;
  equipment_ids: number[];
  space_id: number | null;
  sensor_ids: number[];
  params: Record<string, unknown>;
  created_at: Ts;
}

const SENTINEL_COLUMNS = `id, sentinel_type, title, description, muted, site_id, equipment_id, equipment_ids,
  space_id, sensor_ids, params, created_at`;

const anyOf = (column: string, n: number) =>
  `exists (select 1 from jsonb_array_elements_text(${column}) e(v) where e.v::int = any($${n}::int[]))`;

export function presentSentinel(r: SentinelDbRow): Sentinel {
  return {
    id: r.id,
    sentinelType: r.sentinel_type,
    title: r.title,
    description: r.description,
    muted: r.muted,
    siteId: r.site_id,
    equipmentId: r.equipment_id,
    equipmentIds: r.equipment_ids,
    spaceId: r.space_id,
    sensorIds: r.sensor_ids,
    params: r.params,
    createdAt: iso(r.created_at),
  };
}

export async function listSentinels(
  database: Database,
  orgId: number,
  scope: 'ALL' | number[],
  f: SentinelsQuery & { id?: number },
): Promise<Sentinel[]> {
  const rows = await database.query<SentinelDbRow>(
    `select ${SENTINEL_COLUMNS} from sentinels
      where org_id = $1::int and deleted_at is null
        and ($2::int[] is null or site_id = any($2::int[]))
        and ($3::int[] is null or site_id = any($3::int[]))
        and ($4::int[] is null or equipment_id = any($4::int[]) or ${anyOf('equipment_ids', 4)})
        and ($5::int[] is null or space_id = any($5::int[]))
        and ($6::int[] is null or ${anyOf('sensor_ids', 6)})
        and ($7::text[] is null or sentinel_type = any($7::text[]))
        and ($8::int is null or id = $8::int)
      order by site_id, id
      limit 10000`,
    [
      orgId,
      scopeParam(scope),
      f.siteIds ?? null,
      f.equipmentIds ?? null,
      f.spaceIds ?? null,
      f.sensorIds ?? null,
      f.sentinelTypes ?? null,
      f.id ?? null,
    ],
  );
  return rows.map(presentSentinel);
}

/** Mute, resume or delete (soft: incidents keep their sentinel); null when not the caller's. */
export async function updateSentinel(
  database: Database,
  orgId: number,
  scope: 'ALL' | number[],
  id: number,
  change: { muted: boolean } | { deleted: true },
): Promise<Sentinel | null> {
  const set = 'muted' in change ? 'muted = $4::bool' : 'deleted_at = now()';
  const [row] = await database.query<SentinelDbRow>(
    `update sentinels set ${set}
      where id = $1::int and org_id = $2::int and deleted_at is null
        and ($3::int[] is null or site_id = any($3::int[]))
      returning ${SENTINEL_COLUMNS}`,
    'muted' in change ? [id, orgId, scopeParam(scope), change.muted] : [id, orgId, scopeParam(scope)],
  );
  return row ? presentSentinel(row) : null;
}
