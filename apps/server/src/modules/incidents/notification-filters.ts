import { DEFAULT_INCIDENT_DAYS, type NotificationFilters } from '@sw/contracts';
import { type Scope, scopeParam } from '../../db/site-scope';

export type { Scope } from '../../db/site-scope';

/** from/to after the aliases (from wins over fromDate; the contract refuses two different values). */
export function notificationRange(f: NotificationFilters, now = new Date()): { from: Date; to: Date } {
  const to = f.to ?? f.toDate ?? now;
  const from = f.from ?? f.fromDate ?? new Date(to.getTime() - DEFAULT_INCIDENT_DAYS * 86_400_000);
  return { from, to };
}

const merge = (list: number[] | undefined, one: number | undefined): number[] | null =>
  list || one !== undefined ? [...(list ?? []), ...(one !== undefined ? [one] : [])] : null;

/**
 * The WHERE clause of every notification read over `notifications n join incidents i`, with its
 * parameters as $1..$11. Another organisation's ids simply match nothing.
 */
export function notificationWhere(scope: Scope, f: NotificationFilters, now = new Date()) {
  const { from, to } = notificationRange(f, now);
  const text = `
     n.org_id = $1::int
     and ($2::int[] is null or n.site_id = any($2::int[]))
     and ($3::int[] is null or n.site_id = any($3::int[]))
     and n.ts >= $4::timestamptz and n.ts <= $5::timestamptz
     and ($6::int[] is null or i.equipment_id = any($6::int[])
          or exists (select 1 from jsonb_array_elements_text(i.equipment_ids) e(v) where e.v::int = any($6::int[])))
     and ($7::int[] is null or i.space_id = any($7::int[]))
     and ($8::int[] is null
          or exists (select 1 from jsonb_array_elements_text(n.sensor_ids) e(v) where e.v::int = any($8::int[])))
     and ($9::text[] is null or i.sentinel_type = any($9::text[]))
     and ($10::text is null
          or ($10 = 'active' and not i.resolved) or ($10 = 'resolved' and i.resolved)
          or ($10 = 'dismissed' and n.dismissed_at is not null)
          or ($10 = 'undismissed' and n.dismissed_at is null))`;
  const params: unknown[] = [
    scope.orgId,
    scopeParam(scope.siteScope),
    merge(f.siteIds, f.siteId),
    from.toISOString(),
    to.toISOString(),
    merge(f.equipmentIds, f.equipmentId),
    f.spaceIds ?? null,
    f.sensorIds ?? null,
    f.sentinelTypes ?? null,
    f.state ?? null,
  ];
  return { text, params };
}
