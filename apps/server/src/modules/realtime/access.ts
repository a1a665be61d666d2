import type { Interest, RealtimeEvent } from '@sw/contracts';
import type { Database } from '../../db/client';
import type { AuthContext } from '../identity';

/** Null when the caller may follow the interest, else the ERROR message to answer with. */
export type AuthorizeInterest = (auth: AuthContext, interest: Interest) => Promise<string | null>;

// A device is known by uuid and vendor; any kind of device of the organisation may carry them.
const DEVICE_SITES = `
  select site_id from sensors where org_id = $1 and uuid = $2 and vendor = $3
  union all select site_id from thermostats where org_id = $1 and uuid = $2 and vendor = $3
  union all select site_id from gateways where org_id = $1 and uuid = $2 and vendor = $3
  union all select site_id from control_boards where org_id = $1 and uuid = $2 and vendor = $3
  union all select site_id from energy_meters where org_id = $1 and uuid = $2 and vendor = $3`;

const RESOURCE_SITES = `
  select site_id from equipment where org_id = $1 and id = $2
  union all select site_id from spaces where org_id = $1 and id = $2`;

const inScope = (auth: AuthContext, siteIds: number[]) =>
  auth.siteScope === 'ALL'
    ? siteIds.length > 0
    : siteIds.some((s) => (auth.siteScope as number[]).includes(s));

/**
 * Every subscription is checked against the caller's organisation and sites. A resource of another
 * organisation gets the same answer as a missing one, so the check reveals nothing about others.
 */
export function createAccess(database: Database): AuthorizeInterest {
  const sitesOf = async (sql: string, params: unknown[]) =>
    (await database.query<{ site_id: number }>(sql, params)).map((r) => r.site_id);

  return async (auth, interest) => {
    switch (interest.channel) {
      case 'SENSOR_READINGS':
      case 'DEVICE_STATUS': {
        const sites = await sitesOf(DEVICE_SITES, [auth.orgId, interest.uuid, interest.vendor]);
        return inScope(auth, sites)
          ? null
          : `No device ${interest.uuid} (${interest.vendor}) in your organisation's sites`;
      }
      case 'INCIDENT_INFO': {
        const sites = await sitesOf(RESOURCE_SITES, [auth.orgId, interest.resourceId]);
        return inScope(auth, sites)
          ? null
          : `No equipment or space ${interest.resourceId} in your organisation's sites`;
      }
      case 'REPORTS_STATUS': {
        // A job that does not exist yet is allowed: its events reach only its owner (see canSee).
        const [job] = await database.query<{ org_id: number; user_id: number }>(
          'select org_id, user_id from report_jobs where id::text = $1',
          [interest.jobId],
        );
        return !job || (job.org_id === auth.orgId && job.user_id === auth.userId)
          ? null
          : `No report job ${interest.jobId} of yours`;
      }
    }
  };
}

/** Fan-out rule: an event reaches a connection only within its organisation and sites (jobs: owner only). */
export function canSee(auth: AuthContext, event: RealtimeEvent): boolean {
  if (event.payload.orgId !== auth.orgId) return false;
  if (event.type === 'REPORTS_STATUS') return event.payload.userId === auth.userId;
  return auth.siteScope === 'ALL' || auth.siteScope.includes(event.payload.siteId);
}
