import type {
  EnrichedNotification,
  FlatNotification,
  IncidentPriority,
  Notification,
  NotificationsQuery,
} from '@sw/contracts';
import type { Database } from '../../db/client';
import { notificationWhere, type Scope } from './notification-filters';

type Ts = Date | string;
const iso = (v: Ts) => new Date(v).toISOString();
const isoOrNull = (v: Ts | null) => (v === null ? null : iso(v));

interface FlatRow {
  id: number;
  incident_id: number;
  sentinel_id: number;
  sentinel_type: Notification['sentinelType'];
  site_id: number;
  equipment_id: number | null;
  space_id: number | null;
  ts: Ts;
  priority_level: IncidentPriority;
  sensor_ids: number[];
  dismissed_at: Ts | null;
}

interface Row extends FlatRow {
  sensor_params: Record<string, unknown>;
  dismissed_by: number | null;
  dismissed_comment: string | null;
}

interface EnrichedRow extends Row {
  site_title: string;
  site_time_zone: string;
  equipment_title: string | null;
  space_title: string | null;
  sentinel_title: string;
  sentinel_description: string | null;
  incident_priority: IncidentPriority;
  incident_status: 'NEW' | 'EXISTING';
  incident_resolved: boolean;
  incident_created_at: Ts;
  incident_recovered_at: Ts | null;
}

const FLAT_COLUMNS = `n.id, n.incident_id, n.sentinel_id, i.sentinel_type, n.site_id, i.equipment_id, i.space_id,
  n.ts, n.priority_level, n.sensor_ids, n.dismissed_at`;
const COLUMNS = `${FLAT_COLUMNS}, n.sensor_params, n.dismissed_by, n.dismissed_comment`;
const ENRICHED_COLUMNS = `${COLUMNS}, s.title as site_title, s.time_zone as site_time_zone,
  e.title as equipment_title, sp.title as space_title, st.title as sentinel_title,
  st.description as sentinel_description, i.priority as incident_priority, i.status as incident_status,
  i.resolved as incident_resolved, i.created_at as incident_created_at, i.recovered_at as incident_recovered_at`;
const ENRICHED_JOINS = `
  join sites s on s.id = n.site_id
  join sentinels st on st.id = n.sentinel_id
  left join equipment e on e.id = i.equipment_id
  left join spaces sp on sp.id = i.space_id`;

/** One page, newest first (ts, then id, so pages never overlap); `offset` is the page index. */
async function page<T>(
  database: Database,
  scope: Scope,
  q: NotificationsQuery,
  columns: string,
  joins = '',
): Promise<T[]> {
  const where = notificationWhere(scope, q);
  return database.query<T>(
    `select ${columns}
       from notifications n join incidents i on i.id = n.incident_id ${joins}
      where ${where.text}
      order by n.ts desc, n.id desc
      limit $11::int offset $12::int`,
    [...where.params, q.limit, q.offset * q.limit],
  );
}

function presentFlat(r: FlatRow): FlatNotification {
  return {
    id: r.id,
    incidentId: r.incident_id,
    sentinelId: r.sentinel_id,
    sentinelType: r.sentinel_type,
    siteId: r.site_id,
    equipmentId: r.equipment_id,
    spaceId: r.space_id,
    timestamp: iso(r.ts),
    priorityLevel: r.priority_level,
    sensorIds: r.sensor_ids,
    dismissedAt: isoOrNull(r.dismissed_at),
  };
}

/** Each notification carries its incident's handling logs up to its own time, oldest first. */
async function present(database: Database, rows: Row[]): Promise<Notification[]> {
  if (!rows.length) return [];
  const logs = await database.query<{ incident_id: number; at: Ts; priority_level: IncidentPriority }>(
    'select incident_id, at, priority_level from handling_logs where incident_id = any($1::int[]) order by at, id',
    [[...new Set(rows.map((r) => r.incident_id))]],
  );
  const logsOf = new Map<number, { at: Date; priorityLevel: IncidentPriority }[]>();
  for (const l of logs) {
    const list = logsOf.get(l.incident_id) ?? [];
    list.push({ at: new Date(l.at), priorityLevel: l.priority_level });
    logsOf.set(l.incident_id, list);
  }
  return rows.map((r) => {
    const ts = new Date(r.ts).getTime();
    const p = r.sensor_params;
    return {
      ...presentFlat(r),
      sensorParams: {
        ...p,
        sensorId: typeof p.sensorId === 'number' ? p.sensorId : null,
        type: typeof p.type === 'string' ? p.type : 'EQUIPMENT',
        resourceId: typeof p.resourceId === 'number' ? p.resourceId : null,
      },
      handlingLogs: (logsOf.get(r.incident_id) ?? [])
        .filter((l) => l.at.getTime() <= ts)
        .map((l) => ({ at: l.at.toISOString(), priorityLevel: l.priorityLevel })),
      dismissedBy: r.dismissed_by,
      dismissedComment: r.dismissed_comment,
    };
  });
}

export async function listNotifications(
  database: Database,
  scope: Scope,
  q: NotificationsQuery,
): Promise<Notification[]> {
  return present(database, await page<Row>(database, scope, q, COLUMNS));
}

export async function listEnrichedNotifications(
  database: Database,
  scope: Scope,
  q: NotificationsQuery,
): Promise<EnrichedNotification[]> {
  const rows = await page<EnrichedRow>(database, scope, q, ENRICHED_COLUMNS, ENRICHED_JOINS);
  const base = await present(database, rows);
  return rows.map((r, i) => ({
    ...base[i]!,
    siteTitle: r.site_title,
    siteTimeZone: r.site_time_zone,
    equipmentTitle: r.equipment_title,
    spaceTitle: r.space_title,
    resourceTitle: r.equipment_title ?? r.space_title,
    sentinelTitle: r.sentinel_title,
    sentinelDescription: r.sentinel_description,
    incidentPriority: r.incident_priority,
    incidentStatus: r.incident_status,
    incidentResolved: r.incident_resolved,
    incidentCreatedAt: iso(r.incident_created_at),
    incidentRecoveredAt: isoOrNull(r.incident_recovered_at),
  }));
}

export async function listFlatNotifications(
  database: Database,
  scope: Scope,
  q: NotificationsQuery,
): Promise<FlatNotification[]> {
  return (await page<FlatRow>(database, scope, q, FLAT_COLUMNS)).map(presentFlat);
}
