import type { IncidentInfoPayload } from '@sw/contracts';
import type { Database } from '../../db/client';
import { bind, rowsOf } from '../../db/raw-sql';
import type { SiteScope } from '../../db/site-scope';
import { scopeParam } from '../../db/site-scope';
import { HttpError, notFound } from '../../lib/http-errors';
import { type IncidentRow, incidentInfo } from './engine';

export const ALREADY_DISMISSED = 'Notification already dismissed; a dismissal cannot be undone';

interface Dismissed {
  id: number;
  incident_id: number;
  sentinel_id: number;
  site_id: number;
  dismissed_at: Date | string;
  dismissed_by: number;
  dismissed_comment: string;
}

/**
 * Dismisses a notification of the caller's sites and, unless already dismissed, its incident (C-099).
 * Another organisation's or site's id → 404, a dismissed one → 409; nothing changes in either case.
 */
export async function dismissNotification(
  database: Database,
  auth: { orgId: number; userId: number; siteScope: SiteScope },
  id: number,
  comment: string,
): Promise<{ dismissal: Dismissed; incident: IncidentInfoPayload | null }> {
  return database.db.transaction(async (tx) => {
    const run = async <T>(text: string, params: unknown[]) => rowsOf<T>(await tx.execute(bind(text, params)));
    const [found] = await run<{ id: number; dismissed: boolean }>(
      `select id, dismissed_at is not null as dismissed from notifications
        where id = $1::int and org_id = $2::int and ($3::int[] is null or site_id = any($3::int[]))
        for update`,
      [id, auth.orgId, scopeParam(auth.siteScope)],
    );
    if (!found) throw notFound('Notification');
    if (found.dismissed) throw new HttpError(409, ALREADY_DISMISSED);
    const [dismissal] = await run<Dismissed>(
      `update notifications set dismissed_at = now(), dismissed_by = $2::int, dismissed_comment = $3
        where id = $1::int
        returning id, incident_id, sentinel_id, site_id, dismissed_at, dismissed_by, dismissed_comment`,
      [id, auth.userId, comment],
    );
    const columns = `id, org_id, site_id, sentinel_id, sentinel_type, equipment_id, space_id, sensor_id,
                     priority, status, resolved, created_at, recovered_at, dismissed_at`;
    const [updated] = await run<IncidentRow>(
      `update incidents set dismissed_at = $2::timestamptz, dismissed_by = $3::int, dismissed_comment = $4
        where id = $1::int and dismissed_at is null
        returning ${columns}`,
      [dismissal!.incident_id, new Date(dismissal!.dismissed_at).toISOString(), auth.userId, comment],
    );
    // An incident dismissed earlier is unchanged, but its list entry (this notification) did change:
    // it is announced all the same, so every process's readers start afresh.
    const [incident] = updated
      ? [updated]
      : await run<IncidentRow>(`select ${columns} from incidents where id = $1::int`, [
          dismissal!.incident_id,
        ]);
    return { dismissal: dismissal!, incident: incident ? incidentInfo(incident) : null };
  });
}
