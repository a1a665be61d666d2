import type { Release, ReleaseVisit } from '@sw/contracts';
import type { ReleaseRow } from './releases.repository';

export const attachmentUrl = (releaseId: number, resourceId: string) =>
  `/api/release/page/${releaseId}/attachment/${encodeURIComponent(resourceId)}`;

export const presentRelease = (r: ReleaseRow, visitedAt: Date | null): Release => ({
  id: r.id,
  title: r.title,
  body: r.body,
  publishedAt: r.publishedAt.toISOString(),
  attachments: r.attachments.map((a) => ({
    resourceId: a.resourceId,
    title: a.title,
    contentType: a.contentType,
    url: attachmentUrl(r.id, a.resourceId),
  })),
  visited: visitedAt != null,
  visitedAt: visitedAt?.toISOString() ?? null,
  isNew: visitedAt == null,
});

export const presentVisit = (releaseId: number, visitedAt: Date | null): ReleaseVisit => ({
  releaseId,
  visited: visitedAt != null,
  visitedAt: visitedAt?.toISOString() ?? null,
  isNew: visitedAt == null,
});
