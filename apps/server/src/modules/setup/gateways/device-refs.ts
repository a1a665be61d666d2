import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import { controlBoards, equipment, gateways, networkGroups, spaces } from '../../../db/schema';
import { HttpError } from '../../../lib/http-errors';
import type { AuthContext } from '../../identity';
import { invalidFields, type SetupSiteRow, writableSite } from '../setup-access';

// What gateways, control boards and sensors share: the site a body names, the ids it refers to (each
// the organisation's and on the same site, else a 400 naming the field) and unique-key conflicts.

/** The site a create body names: one the caller administers and may change, else a field error. */
export async function bodySite(db: Db, auth: AuthContext, siteId: number): Promise<SetupSiteRow> {
  try {
    return await writableSite(db, auth, siteId);
  } catch (err) {
    if (err instanceof HttpError && err.statusCode === 404)
      throw invalidFields([{ field: 'siteId', message: 'Unknown site' }]);
    throw err;
  }
}

type SiteBound = PgTable & { id: PgColumn; orgId: PgColumn; siteId: PgColumn };

const REFS = {
  networkGroupId: { table: networkGroups, label: 'network group' },
  gatewayId: { table: gateways, label: 'gateway' },
  spaceId: { table: spaces, label: 'space' },
  equipmentId: { table: equipment, label: 'equipment item' },
  controlBoardId: { table: controlBoards, label: 'control board' },
} satisfies Record<string, { table: SiteBound; label: string }>;

/**
 * Checks an id a body refers to: it must be the organisation's (else 'Unknown …') and lie on the
 * object's site (else 'Not on this site'). Null and undefined pass.
 */
export async function checkSameSite(
  db: Db,
  orgId: number,
  siteId: number,
  field: keyof typeof REFS,
  id: number | null | undefined,
): Promise<void> {
  if (id === null || id === undefined) return;
  const { table, label } = REFS[field];
  const t = table as SiteBound;
  const [row] = await db
    .select({ siteId: t.siteId })
    .from(t)
    .where(and(eq(t.id, id), eq(t.orgId, orgId)) as SQL);
  if (!row) throw invalidFields([{ field, message: `Unknown ${label}` }]);
  if (row.siteId !== siteId) throw invalidFields([{ field, message: `The ${label} is on another site` }]);
}

/** The constraint a statement broke with this SQLSTATE, however the driver wrapped the error. */
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

/** The unique index a statement broke (23505), or null. */
export const violatedConstraint = (err: unknown) => brokenConstraint(err, '23505');

/**
 * A deletion refused by a foreign key (23503): a device was attached meanwhile (the checks before the
 * delete saw none). Answered as the same 409 the checks give.
 */
export function inUseMeanwhile(err: unknown, message: string): never {
  if (brokenConstraint(err, '23503') !== null) throw new HttpError(409, message);
  throw err;
}

/**
 * Serialises the uuid checks of one organisation's devices of one kind within the transaction (no
 * unique index holds gateway or board uuids per organisation, so two concurrent creations could both
 * pass the check without it).
 */
export async function lockUuids(tx: Db, kind: 'gateway' | 'board', orgId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`setup-${kind}-uuid`}), ${orgId}::int)`);
}

/** "3 sensors, 1 energy meter": the non-zero counts, for a refusal's message. */
export function describeCounts(
  counts: Record<string, number>,
  names: Record<string, [string, string]>,
): string {
  return Object.entries(counts)
    .filter(([, n]) => n > 0)
    .map(([k, n]) => `${n} ${n === 1 ? names[k]![0] : names[k]![1]}`)
    .join(', ');
}
