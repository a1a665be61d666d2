import { ErrorResponse } from '@sw/contracts';
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

/**
 * A row the path names (found by `find` in the caller's organisation) on a site the caller
 * administers, and for a write a site that is not archived; else 404 as if it did not exist.
 */
export async function adminSiteRow<T extends { siteId: number }>(
  db: Db,
  auth: AuthContext,
  what: string,
  write: boolean,
  find: () => Promise<T | null>,
): Promise<T> {
  requireRole(auth, 'ADMIN');
  const row = await find();
  if (!row) throw notFound(what);
  await (write ? writableSite : adminSite)(db, auth, row.siteId);
  return row;
}

/**
 * A row the path names (found by `find` in the caller's organisation) on one of the caller's sites,
 * for an ADMIN; else 404 as if it did not exist. Writes check the site with writableSite after it.
 */
export async function scopedRow<T extends { siteId: number }>(
  auth: AuthContext,
  what: string,
  find: () => Promise<T | null>,
): Promise<T> {
  requireRole(auth, 'ADMIN');
  const row = await find();
  if (!row || !siteInScope(auth.siteScope, row.siteId)) throw notFound(what);
  return row;
}

/** The error answers a setup call documents (each route adds its own success answer). */
export const setupErrors = {
  400: ErrorResponse,
  401: ErrorResponse,
  403: ErrorResponse,
  404: ErrorResponse,
  409: ErrorResponse,
};

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

/**
 * The constraint a statement broke with this SQLSTATE ('' when the driver did not name it), or null
 * when it broke none: the drivers wrap the database's error differently, so its causes are followed.
 */
function brokenConstraint(err: unknown, code: string): string | null {
  for (
    let e = err as { code?: unknown; constraint?: unknown; cause?: unknown } | undefined, i = 0;
    e && i < 4;
    i++
  ) {
    if (e.code === code) return typeof e.constraint === 'string' ? e.constraint : '';
    e = e.cause as typeof e;
  }
  return null;
}

/** A unique index refused the row (SQLSTATE 23505). */
export const isUniqueViolation = (err: unknown) => brokenConstraint(err, '23505') !== null;

/** Rethrows a unique index's refusal as the 409 naming the field at fault; anything else as it is. */
export function rethrowTaken(err: unknown, field: string, message: string): never {
  if (isUniqueViolation(err)) throw taken(field, message);
  throw err;
}

/** The unique index a statement broke (23505), or null: where a table has several. */
export const violatedConstraint = (err: unknown) => brokenConstraint(err, '23505');

/** A foreign key refused the change (SQLSTATE 23503): a row it names went away, or came, meanwhile. */
export const isForeignKeyViolation = (err: unknown) => brokenConstraint(err, '23503') !== null;
