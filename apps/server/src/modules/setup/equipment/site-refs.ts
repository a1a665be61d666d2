import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { equipmentTypes, gateways, spaces } from '../../../db/schema';
import { HttpError } from '../../../lib/http-errors';
import type { AuthContext } from '../../identity';
import { invalidFields, type SetupSiteRow, writableSite } from '../setup-access';

// The ids a setup body refers to (site, space, type, gateway) checked against the caller's
// organisation and the row's site. An id in a body that is not the caller's is a field error (400),
// never a 404: the path named something that exists.

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

/**
 * A space or gateway a body refers to: the organisation's (else 'Unknown …') and on the object's
 * site (else '… on another site'). Null passes.
 */
export async function checkOnSite(
  db: Db,
  orgId: number,
  siteId: number,
  field: 'spaceId' | 'gatewayId',
  id: number | null,
): Promise<void> {
  if (id === null) return;
  const [table, label] =
    field === 'spaceId' ? ([spaces, 'space'] as const) : ([gateways, 'gateway'] as const);
  const [row] = await db
    .select({ siteId: table.siteId })
    .from(table)
    .where(and(eq(table.id, id), eq(table.orgId, orgId)));
  if (!row) throw invalidFields([{ field, message: `Unknown ${label}` }]);
  if (row.siteId !== siteId) throw invalidFields([{ field, message: `The ${label} is on another site` }]);
}

/** The catalogue type's group: equipment.group_id is derived from it, never sent. */
export async function groupOfType(db: Db, typeId: number): Promise<number> {
  const [row] = await db
    .select({ groupId: equipmentTypes.groupId })
    .from(equipmentTypes)
    .where(eq(equipmentTypes.id, typeId));
  if (!row) throw invalidFields([{ field: 'typeId', message: 'Unknown equipment type' }]);
  return row.groupId;
}

/** A foreign key refused the change (SQLSTATE 23503): a row it names went away meanwhile. */
export function isForeignKeyViolation(err: unknown): boolean {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, i = 0; e && i < 4; i++) {
    if (e.code === '23503') return true;
    e = e.cause as typeof e;
  }
  return false;
}
