import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { releases, releaseVisits } from '../../db/schema';

export type ReleaseRow = typeof releases.$inferSelect;

/** Published releases, newest first, each with the user's visit time (null when not visited). */
export function listPublished(db: Db, userId: number, now: Date) {
  return db
    .select({ release: releases, visitedAt: releaseVisits.visitedAt })
    .from(releases)
    .leftJoin(releaseVisits, and(eq(releaseVisits.releaseId, releases.id), eq(releaseVisits.userId, userId)))
    .where(lte(releases.publishedAt, now))
    .orderBy(desc(releases.publishedAt), desc(releases.id));
}

export async function findPublished(db: Db, id: number, now: Date): Promise<ReleaseRow | undefined> {
  const [row] = await db
    .select()
    .from(releases)
    .where(and(eq(releases.id, id), lte(releases.publishedAt, now)));
  return row;
}

export async function visitOf(db: Db, releaseId: number, userId: number): Promise<Date | null> {
  const [row] = await db
    .select({ visitedAt: releaseVisits.visitedAt })
    .from(releaseVisits)
    .where(and(eq(releaseVisits.releaseId, releaseId), eq(releaseVisits.userId, userId)));
  return row?.visitedAt ?? null;
}

/** Idempotent: the first visit's time is kept. */
export async function recordVisit(db: Db, releaseId: number, userId: number, at: Date): Promise<Date> {
  await db.insert(releaseVisits).values({ releaseId, userId, visitedAt: at }).onConflictDoNothing();
  return (await visitOf(db, releaseId, userId)) ?? at;
}

export async function countReleases(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(releases);
  return row?.n ?? 0;
}
