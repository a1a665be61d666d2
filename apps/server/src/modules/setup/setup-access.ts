import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sites } from '../../db/schema';
import { siteInScope } from '../../db/site-scope';
import { HttpError, notFound } from '../../lib/http-errors';
import { type AuthContext, requireRole } from '../identity';

// Who may change what in setup (docs/setup.md): an ADMIN of the whole organisation changes
// everything; an ADMIN through site access resources changes what lies on those sites only;
// everyone else reads nothing here (403). Another organisation's ids answer 404.

/** The organisation's own settings, its people, site groups and new sites. */
export function requireOrgAdmin(auth: AuthContext): void {
  requireRole(auth, 'ADMIN');
  if (auth.siteScope !== 'ALL')
    throw new HttpError(403, 'Only an administrator of the whole organisation may do this');
}

export interface SetupSiteRow {
  id: number;
  orgId: number;
  title: string;
  timeZone: string;
  archivedAt: Date | null;
}

/** A site the caller administers (any state), or 404 as if it did not exist. */
export async function adminSite(db: Db, auth: AuthContext, siteId: number): Promise<SetupSiteRow> {
  requireRole(auth, 'ADMIN');
  const [row] = await db
    .select({
      id: sites.id,
      orgId: sites.orgId,
      title: sites.title,
      timeZone: sites.timeZone,
      archivedAt: sites.archivedAt,
    })
    .from(sites)
    .where(and(eq(sites.id, siteId), eq(sites.orgId, auth.orgId)));
  if (!row || !siteInScope(auth.siteScope, row.id)) throw notFound('Site');
  return row;
}

/** As adminSite, for adding or changing things on it: an archived site takes nothing new. */
export async function writableSite(db: Db, auth: AuthContext, siteId: number): Promise<SetupSiteRow> {
  const row = await adminSite(db, auth, siteId);
  if (row.archivedAt) throw new HttpError(409, 'The site is archived; restore it first');
  return row;
}

/** A 400 naming the form fields at fault: { message, errors: [{ field, message }] }. */
export function invalidFields(problems: { field: string; message: string }[]): HttpError {
  const first = problems[0];
  return new HttpError(
    400,
    first ? `Invalid body: ${first.field}: ${first.message}` : 'Invalid body',
    problems.map((p) => ({ field: p.field, message: `${p.field}: ${p.message}` })),
  );
}

/** A 409 for a unique key taken by another row (external ids, uuids, emails). */
export const taken = (field: string, message: string) =>
  new HttpError(409, `${field}: ${message}`, [{ field, message: `${field}: ${message}` }]);

/** A unique index refused the row (SQLSTATE 23505), however the driver wrapped the error. */
export function isUniqueViolation(err: unknown): boolean {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, i = 0; e && i < 4; i++) {
    if (e.code === '23505') return true;
    e = e.cause as typeof e;
  }
  return false;
}
