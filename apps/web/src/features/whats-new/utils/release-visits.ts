import type { Release, ReleaseVisit } from '@sw/contracts';

/** A visit state read with GET /api/release/visit/{id}, and when (epoch ms). */
export interface ReadVisit {
  visit: ReleaseVisit | undefined;
  readAt: number;
}

/**
 * The releases with their visit marks taken from the visit states read for them, where a
 * state was read no earlier than the list itself: the freshest word on each release wins.
 */
export function withVisits(
  releases: readonly Release[],
  visits: readonly ReadVisit[],
  listReadAt: number,
): Release[] {
  const fresher = new Map<number, ReleaseVisit>();
  for (const { visit, readAt } of visits) {
    if (visit && readAt >= listReadAt) fresher.set(visit.releaseId, visit);
  }
  return releases.map((r) => {
    const v = fresher.get(r.id);
    if (!v || (v.visited === r.visited && v.isNew === r.isNew && v.visitedAt === r.visitedAt)) return r;
    return { ...r, visited: v.visited, visitedAt: v.visitedAt, isNew: v.isNew };
  });
}
