import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { controlBoards, equipment, gateways, networkGroups, spaces } from '../../db/schema';
import { HttpError } from '../../lib/http-errors';
import type { AuthContext } from '../identity';
import { invalidFields, type SetupSiteRow, writableSite } from './setup-access';

// The ids a setup body refers to, checked against the caller's organisation and the object's site.
// An id in a body that is not the caller's is a field error (400), never a 404: the path named
// something that exists.

/** The site a create body names: the caller's, administered, not archived; else 400 on siteId. */
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
 * object's site (else '… on another site'). Null and undefined (not sent) pass.
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
