import { DEFAULT_INCIDENT_DAYS, type IncidentsQuery } from '@sw/contracts';
import { scopeParam } from '../../db/site-scope';
import type { Scope } from './notification-filters';

/**
 * The incident filter of GET /api/v1/incidents (docs/decisions.md C-116/I-038) for the count reads:
 * an incident matches when it overlaps from–to (default the last 7 days); `strict` keeps resolved
 * incidents only when they lie wholly inside the range. Parameters $1..$8 over `incidents i`.
 */
export function incidentWhere(scope: Scope, f: IncidentsQuery, now: Date) {
  const to = f.to ?? now;
  const from = f.from ?? new Date(to.getTime() - DEFAULT_INCIDENT_DAYS * 86_400_000);
  const text = `
     i.org_id = $1::int
     and ($2::int[] is null or i.site_id = any($2::int[]))
     and ($3::int[] is null or i.site_id = any($3::int[]))
     and ($4::int[] is null or i.equipment_id = any($4::int[])
          or exists (select 1 from jsonb_array_elements_text(i.equipment_ids) e(v) where e.v::int = any($4::int[])))
     and i.created_at <= $6::timestamptz
     and (i.recovered_at is null or i.recovered_at >= $5::timestamptz)
     and ($7::text is null or ($7 = 'active' and not i.resolved) or ($7 = 'resolved' and i.resolved))
     and (not $8::bool or not i.resolved or (i.created_at >= $5::timestamptz and i.recovered_at <= $6::timestamptz))`;
  const params: unknown[] = [
    scope.orgId,
    scopeParam(scope.siteScope),
    f.siteIds ?? null,
    f.equipmentIds ?? null,
    from.toISOString(),
    to.toISOString(),
    f.incidentStatus ?? null,
    f.strict ?? false,
  ];
  return { text, params, from, to };
}
