import { z } from 'zod';
import { intId } from './common';

export const ReleaseAttachment = z.object({
  resourceId: z.string(),
  title: z.string(),
  contentType: z.string(),
  /** GET this path for the attachment itself. */
  url: z.string(),
});

/** A What's New entry with the caller's visit mark (A-118: the fields are ours to define). */
export const Release = z.object({
  id: z.number(),
  title: z.string(),
  body: z.string(),
  publishedAt: z.string(),
  attachments: z.array(ReleaseAttachment),
  visited: z.boolean(),
  visitedAt: z.string().nullable(),
  /** Not yet visited by the caller. */
  isNew: z.boolean(),
});
export type Release = z.infer<typeof Release>;

/** GET and POST /api/release/visit/{id} */
export const ReleaseVisit = z.object({
  releaseId: z.number(),
  visited: z.boolean(),
  visitedAt: z.string().nullable(),
  isNew: z.boolean(),
});
export type ReleaseVisit = z.infer<typeof ReleaseVisit>;

/** Attachment ids are short slugs; anything else (paths, dots-only names) is a 400. */
export const ReleaseAttachmentParams = z.object({
  containerId: intId,
  resourceId: z
    .string()
    .max(100)
    .regex(/^[A-Za-z0-9][A-Za-z0-9_.-]*$/, 'resourceId must be a slug'),
});
