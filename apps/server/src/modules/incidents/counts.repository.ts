import {
  type IncidentCountByEquipment,
  type IncidentCountBySite,
  type IncidentsQuery,
  type NotificationCountByDay,
  type NotificationCountBySiteAndEquipment,
  type NotificationFilters,
  SENTINEL_TYPES,
} from '@sw/contracts';
import type { Database } from '../../db/client';
import { incidentWhere } from './incident-filters';
import { notificationWhere, type Scope } from './notification-filters';

// Every count is aggregated in the database; the answers hold one row per site, equipment or day.

const n = (v: unknown) => Number(v ?? 0);
const PRIORITY_COUNTS = (column: string) => `
  count(*) filter (where ${column} = 'NORMAL') as normal,
  count(*) filter (where ${column} = 'HIGH') as high,
  count(*) filter (where ${column} = 'HIGHEST') as highest`;
const byPriority = (r: { normal: unknown; high: unknown; highest: unknown }) => ({
  NORMAL: n(r.normal),
  HIGH: n(r.high),
  HIGHEST: n(r.highest),
});
type PriorityCounts = { normal: number; high: number; highest: number };

/** I-035: notifications per site and equipment, keyed by sentinel type (every type, zeros included). */
export async function countNotificationsBySiteAndEquipment(
  database: Database,
  scope: Scope,
  f: NotificationFilters,
): Promise<NotificationCountBySiteAndEquipment[]> {
  const where = notificationWhere(scope, f);
  const typeCounts = SENTINEL_TYPES.map(
    (t, k) => `count(*) filter (where i.sentinel_type = '${t}') as t${k}`,
  ).join(', ');
  const rows = await database.query<
    Record<string, unknown> & { site_id: number; equipment_id: number | null }
  >(
    `select n.site_id, i.equipment_id, ${typeCounts}, count(*) as total
       from notifications n join incidents i on i.id = n.incident_id
      where ${where.text}
      group by n.site_id, i.equipment_id
      order by total desc, n.site_id, i.equipment_id nulls last`,
    where.params,
  );
  return rows.map((r) => ({
    siteId: r.site_id,
    equipmentId: r.equipment_id,
    counts: Object.fromEntries(
      SENTINEL_TYPES.map((t, k) => [t, n(r[`t${k}`])]),
    ) as NotificationCountBySiteAndEquipment['counts'],
    total: n(r.total),
  }));
}

/** Daily Notifications: counts per calendar day of each notification's own site (its time zone). */
export async function countNotificationsByDay(
  database: Database,
  scope: Scope,
  f: NotificationFilters,
): Promise<NotificationCountByDay[]> {
  const where = notificationWhere(scope, f);
  const rows = await database.query<PriorityCounts & { day: string; total: number }>(
    `select to_char(n.ts at time zone s.time_zone, 'YYYY-MM-DD') as day, count(*) as total,
            ${PRIORITY_COUNTS('n.priority_level')}
       from notifications n join incidents i on i.id = n.incident_id join sites s on s.id = n.site_id
      where ${where.text}
      group by day
      order by day`,
    where.params,
  );
  return rows.map((r) => ({ date: r.day, count: n(r.total), countsByPriority: byPriority(r) }));
}

/** I-036/C-011: incidents per site (current priority, New/Existing/Resolved) and their notifications. */
export async function countIncidentsBySite(
  database: Database,
  scope: Scope,
  f: IncidentsQuery,
  now = new Date(),
): Promise<IncidentCountBySite[]> {
  const where = incidentWhere(scope, f, now);
  const rows = await database.query<
    PriorityCounts & {
      site_id: number;
      title: string;
      total: number;
      active: number;
      fresh: number;
      existing: number;
      resolved: number;
      n_normal: number;
      n_high: number;
      n_highest: number;
    }
  >(
    `with m as (select i.id, i.site_id, i.priority, i.status, i.resolved from incidents i where ${where.text}),
     per_site as (
       select site_id, count(*) as total, ${PRIORITY_COUNTS('priority')},
              count(*) filter (where not resolved) as active,
              count(*) filter (where not resolved and status = 'NEW') as fresh,
              count(*) filter (where not resolved and status = 'EXISTING') as existing,
              count(*) filter (where resolved) as resolved
         from m group by site_id),
     notes as (
       select m.site_id,
              count(*) filter (where n.priority_level = 'NORMAL') as n_normal,
              count(*) filter (where n.priority_level = 'HIGH') as n_high,
              count(*) filter (where n.priority_level = 'HIGHEST') as n_highest
         from m join notifications n on n.incident_id = m.id group by m.site_id)
     select p.*, s.title, notes.n_normal, notes.n_high, notes.n_highest
       from per_site p join sites s on s.id = p.site_id left join notes on notes.site_id = p.site_id
      order by p.total desc, p.site_id`,
    where.params,
  );
  return rows.map((r) => {
    const prio = byPriority(r);
    return {
      siteId: r.site_id,
      siteTitle: r.title,
      incidentCountTotal: n(r.total),
      incidentCount: n(r.total),
      incidentCountByPriority: (['NORMAL', 'HIGH', 'HIGHEST'] as const).map((p) => ({
        incidentPriority: p,
        incidentCount: prio[p],
      })),
      incidentCountByPrio: prio,
      activeIncidentCount: n(r.active),
      newIncidentCount: n(r.fresh),
      existingIncidentCount: n(r.existing),
      resolvedIncidentCount: n(r.resolved),
      notificationCountsByPriority: { NORMAL: n(r.n_normal), HIGH: n(r.n_high), HIGHEST: n(r.n_highest) },
    };
  });
}

/**
 * I-037/C-115: incidents per equipment with the time spent at each priority level, clipped to
 * from–to. A level lasts from its handling log to the next log (the first from createdAt), the last
 * to recoveredAt, or to now while the incident is active; without logs the current priority counts.
 */
export async function countIncidentsByEquipment(
  database: Database,
  scope: Scope,
  f: IncidentsQuery,
  now = new Date(),
): Promise<IncidentCountByEquipment[]> {
  const where = incidentWhere(scope, f, now);
  const rows = await database.query<
    PriorityCounts & {
      equipment_id: number;
      title: string;
      site_id: number;
      site_title: string;
      total: number;
    }
  >(
    `with m as (
       select i.id, i.equipment_id, i.site_id, i.priority, i.created_at,
              coalesce(i.recovered_at, greatest(i.created_at, $9::timestamptz)) as ended
         from incidents i where ${where.text} and i.equipment_id is not null),
     segs as (
       select m.equipment_id, coalesce(h.priority_level, m.priority) as level,
              case when h.id is null or row_number() over w = 1 then m.created_at else h.at end as s,
              coalesce(lead(h.at) over w, m.ended) as e
         from m left join handling_logs h on h.incident_id = m.id
       window w as (partition by m.id order by h.at, h.id)),
     dur as (
       select equipment_id,
              sum(greatest(0, extract(epoch from least(e, $6::timestamptz) - greatest(s, $5::timestamptz))))
                filter (where level = 'NORMAL') * 1000 as normal,
              sum(greatest(0, extract(epoch from least(e, $6::timestamptz) - greatest(s, $5::timestamptz))))
                filter (where level = 'HIGH') * 1000 as high,
              sum(greatest(0, extract(epoch from least(e, $6::timestamptz) - greatest(s, $5::timestamptz))))
                filter (where level = 'HIGHEST') * 1000 as highest
         from segs group by equipment_id),
     cnt as (select equipment_id, min(site_id) as site_id, count(*) as total from m group by equipment_id)
     select c.equipment_id, coalesce(eq.title, '') as title, coalesce(eq.site_id, c.site_id) as site_id,
            coalesce(s.title, '') as site_title, c.total, d.normal, d.high, d.highest
       from cnt c join dur d on d.equipment_id = c.equipment_id
       left join equipment eq on eq.id = c.equipment_id and eq.org_id = $1::int
       left join sites s on s.id = coalesce(eq.site_id, c.site_id)
      order by c.total desc, c.equipment_id`,
    [...where.params, now.toISOString()],
  );
  return rows.map((r) => {
    const durations = {
      NORMAL: Math.round(n(r.normal)),
      HIGH: Math.round(n(r.high)),
      HIGHEST: Math.round(n(r.highest)),
    };
    return {
      equipmentId: r.equipment_id,
      equipmentTitle: r.title,
      siteId: r.site_id,
      siteTitle: r.site_title,
      totalIncidentCount: n(r.total),
      totalIncidentDuration: durations.NORMAL + durations.HIGH + durations.HIGHEST,
      incidentDurations: durations,
    };
  });
}
