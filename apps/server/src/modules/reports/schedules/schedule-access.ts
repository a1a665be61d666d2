import type { ReportJobRequest, ScheduledReportRequest } from '@sw/contracts';
import { REPORT_TEMPLATE_INFO } from '@sw/contracts/report-centre';
import type { Database } from '../../../db/client';
import type { SiteScope } from '../../../db/site-scope';
import type { IdentityService } from '../../identity';

/*
 * Who may receive a scheduled report: an emailed file is out of the product's reach, so a recipient
 * must already see every site the report covers (docs/reports.md "Scheduled reports").
 */

export interface Person {
  id: number;
  name: string;
  email: string;
}

const byNumber = (a: number, b: number) => a - b;

/**
 * The sites a report covers for its owner, read as its template reads the request (its subject,
 * packages/contracts report-centre.ts): a site report its siteId; an equipment report the sites of
 * its equipmentList; an organisation or group report searchFilter.siteIds, else siteId, else the
 * owner's whole scope. Fields a template does not read never narrow it, so a recipient check can
 * only see more sites than the file holds, never fewer.
 */
export async function coveredSites(
  database: Database,
  orgId: number,
  request: ScheduledReportRequest | ReportJobRequest,
  ownerScope: SiteScope,
): Promise<number[]> {
  const subject = REPORT_TEMPLATE_INFO[request.reportTemplate].subject;
  let ids: number[] = [];
  if (subject === 'site' && request.siteId !== undefined) ids = [request.siteId];
  else if (subject === 'equipment' && request.equipmentList?.length) {
    const rows = await database.query<{ site_id: number }>(
      'select distinct site_id from equipment where org_id = $1::int and id = any($2::int[])',
      [orgId, request.equipmentList],
    );
    ids = rows.map((r) => r.site_id);
  } else if (subject === 'sites' || subject === 'equipmentGroup') {
    ids = request.searchFilter?.siteIds?.length
      ? request.searchFilter.siteIds
      : request.siteId !== undefined
        ? [request.siteId]
        : [];
  }
  if (ids.length) return [...new Set(ids)].sort(byNumber);
  if (ownerScope !== 'ALL') return [...ownerScope].sort(byNumber);
  const rows = await database.query<{ id: number }>(
    'select id from sites where org_id = $1::int order by id',
    [orgId],
  );
  return rows.map((r) => r.id);
}

export const seesEvery = (scope: SiteScope, sites: number[]) =>
  scope === 'ALL' || sites.every((s) => scope.includes(s));

/** Users of the organisation among `ids` (home or member), with their names; others are left out. */
export async function peopleOf(
  database: Database,
  orgId: number,
  ids: number[],
): Promise<Map<number, Person>> {
  if (!ids.length) return new Map();
  const rows = await database.query<{ id: number; first_name: string; last_name: string; email: string }>(
    `select u.id, u.first_name, u.last_name, u.email from users u
      where u.id = any($2::int[])
        and (u.org_id = $1::int
             or exists (select 1 from user_organizations m where m.user_id = u.id and m.org_id = $1::int))`,
    [orgId, ids],
  );
  return new Map(
    rows.map((r) => [
      r.id,
      { id: r.id, name: `${r.first_name} ${r.last_name}`.trim() || r.email, email: r.email },
    ]),
  );
}

export interface RecipientCheck {
  /** May receive it. */
  allowed: Person[];
  /** Active users of the organisation who do not see every site the report covers. */
  noAccess: Person[];
  /** Not (or no longer) active users of the organisation, kiosks included. */
  inactive: number[];
}

/**
 * Sorts `ids` by whether each may receive a report covering `sites` now: an active user of the
 * organisation (by home or membership, not internal staff looking in, not a kiosk) whose sites, as a
 * token of theirs would have them, include every one of `sites`.
 */
export async function checkRecipients(
  database: Database,
  identity: IdentityService,
  orgId: number,
  ids: number[],
  sites: number[],
): Promise<RecipientCheck> {
  const people = await peopleOf(database, orgId, ids);
  const kiosks = new Set(
    (
      await database.query<{ id: number }>('select id from users where id = any($1::int[]) and kiosk', [ids])
    ).map((r) => r.id),
  );
  const out: RecipientCheck = { allowed: [], noAccess: [], inactive: [] };
  for (const id of ids) {
    const person = people.get(id);
    const access = person && !kiosks.has(id) ? await identity.scopeOf(id, orgId) : null;
    if (!person || !access || access.via === 'INTERNAL') out.inactive.push(id);
    else if (seesEvery(access.siteScope, sites)) out.allowed.push(person);
    else out.noAccess.push(person);
  }
  return out;
}
