import { and, count, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dashboards } from '../../db/schema';

const owned = (orgId: number, userId: number) =>
  and(eq(dashboards.orgId, orgId), eq(dashboards.userId, userId));

export async function countDashboards(db: Db, orgId: number, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(dashboards).where(owned(orgId, userId));
  return Number(row?.n ?? 0);
}

/** Only one default per user: making one the default clears the flag on the others. */
async function clearOtherDefaults(db: Db, orgId: number, userId: number, keepId: number) {
  await db
    .update(dashboards)
    .set({ isDefault: false })
    .where(and(owned(orgId, userId), ne(dashboards.id, keepId)));
}

export async function createDashboard(
  db: Db,
  orgId: number,
  userId: number,
  d: { title: string; config?: Record<string, unknown>; isDefault?: boolean },
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(dashboards)
      .values({ orgId, userId, title: d.title, config: d.config ?? {}, isDefault: d.isDefault ?? false })
      .returning();
    if (row?.isDefault) await clearOtherDefaults(tx, orgId, userId, row.id);
    return row!;
  });
}

export async function updateDashboard(
  db: Db,
  orgId: number,
  userId: number,
  d: { id: number; title?: string; config?: Record<string, unknown>; isDefault?: boolean },
) {
  return db.transaction(async (tx) => {
    const { id, ...changes } = d;
    const [row] = Object.keys(changes).length
      ? await tx
          .update(dashboards)
          .set(changes)
          .where(and(owned(orgId, userId), eq(dashboards.id, id)))
          .returning()
      : await tx
          .select()
          .from(dashboards)
          .where(and(owned(orgId, userId), eq(dashboards.id, id)));
    if (row?.isDefault && changes.isDefault) await clearOtherDefaults(tx, orgId, userId, row.id);
    return row;
  });
}

export async function deleteDashboard(db: Db, orgId: number, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(dashboards)
    .where(and(owned(orgId, userId), eq(dashboards.id, id)))
    .returning({ id: dashboards.id });
  return rows.length > 0;
}
