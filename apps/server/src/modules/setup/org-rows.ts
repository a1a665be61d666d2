import { and, eq } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';

// One row of the caller's organisation, by its id. Every setup write names the organisation as well
// as the id, so an id of another organisation's row changes nothing.

type OrgTable = PgTable & { id: PgColumn; orgId: PgColumn };

/** Sets the fields a body sent on the row; a body that sent none changes nothing. */
export async function updateOrgRow<T extends OrgTable>(
  tx: Db,
  table: T,
  key: { id: number; orgId: number },
  values: PgUpdateSetSource<T>,
): Promise<void> {
  if (!Object.keys(values).length) return;
  await tx
    .update(table)
    .set(values)
    .where(and(eq(table.id, key.id), eq(table.orgId, key.orgId)));
}

/** Deletes the row. */
export async function deleteOrgRow(
  tx: Db,
  table: OrgTable,
  key: { id: number; orgId: number },
): Promise<void> {
  await tx.delete(table).where(and(eq(table.id, key.id), eq(table.orgId, key.orgId)));
}
