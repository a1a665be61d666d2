import { z } from 'zod';
import { intId } from './common';
import { COMMENT_MAX_LENGTH, COMMENT_TYPES } from './constants/comments';
import { Instant } from './timeseries';

export * from './constants/comments';

export const CommentType = z.enum(COMMENT_TYPES);
export type CommentType = z.infer<typeof CommentType>;

/** What a comment can be attached to: the resources the charts show. */
export const COMMENT_RESOURCE_TYPES = [
  'SITE',
  'SPACE',
  'EQUIPMENT',
  'SENSOR',
  'THERMOSTAT',
  'SCHEDULER',
  'ENERGY_METER',
] as const;
export const CommentResourceType = z.enum(COMMENT_RESOURCE_TYPES);
export type CommentResourceType = z.infer<typeof CommentResourceType>;

/** A resource id as the path carries it: a positive integer written in digits. */
export const CommentResourceParam = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, 'must be a positive integer id')
    .refine((s) => Number(s) <= 2_147_483_647, 'must be a positive integer id'),
});

const ShortText = z.string().max(64);

/** A reply (subComment): the same fields as a comment, without further nesting. */
export const CommentReply = z.object({
  id: z.number(),
  parentId: z.number().nullable(),
  orgId: z.number(),
  siteId: z.number().nullable(),
  resourceId: z.string(),
  resourceType: z.string(),
  userId: z.number(),
  /** The author's full name at the time of writing. */
  username: z.string(),
  comment: z.string(),
  commentType: z.string(),
  /** The commented data point's value as sent (text, e.g. "4.2"); null when none. */
  value: z.string().nullable(),
  valueType: z.string().nullable(),
  valueSubtype: z.string().nullable(),
  /** ISO instants of the commented point or range; null when the comment is on no point. */
  from: z.string().nullable(),
  to: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CommentReply = z.infer<typeof CommentReply>;

/** G-079: a comment and its replies (oldest reply first). */
export const Comment = CommentReply.extend({ subComments: z.array(CommentReply) });
export type Comment = z.infer<typeof Comment>;

/**
 * from ≤ to when both are instants. zod 4 runs object refinements even when a field already failed,
 * so a field may still be its raw input here (a string too long to parse): only real dates compare.
 */
function inOrder(from: unknown, to: unknown): boolean {
  return !(from instanceof Date) || !(to instanceof Date) || from.getTime() <= to.getTime();
}

/**
 * G-080 filters of GET /api/v1/comments/resource/{id} and /downstream. from/to select comments whose
 * point or range (from–to; createdAt when it has none) overlaps them. query matches the comment text
 * (case-insensitive substring). orgId other than the caller's → 404.
 */
export const CommentsQuery = z
  .object({
    from: Instant.optional(),
    to: Instant.optional(),
    resourceType: CommentResourceType.optional(),
    commentType: CommentType.optional(),
    valueType: ShortText.optional(),
    orgId: intId.optional(),
    siteId: intId.optional(),
    userId: intId.optional(),
    query: z.string().max(100).optional(),
  })
  .refine((q) => inOrder(q.from, q.to), { message: 'from must not be after to', path: ['from'] });
export type CommentsQuery = z.infer<typeof CommentsQuery>;

/**
 * POST /api/v1/comments (I-056). The server sets userId, username, orgId, siteId (from the resource;
 * a siteId that differs is refused) and the timestamps. parentId makes the comment a reply.
 */
export const CreateCommentRequest = z
  .object({
    // trim() runs before the length checks, and keeps the schema a string: the OpenAPI document
    // shows minLength 1 and maxLength 250.
    comment: z
      .string()
      .trim()
      .min(1, 'must not be empty')
      .max(COMMENT_MAX_LENGTH, `must be at most ${COMMENT_MAX_LENGTH} characters`),
    commentType: CommentType.default('GENERAL'),
    resourceId: z
      .union([z.string().max(16), z.number()])
      .transform((v) => String(v))
      .pipe(CommentResourceParam.shape.id),
    resourceType: CommentResourceType,
    siteId: intId.nullable().optional(),
    parentId: intId.nullable().optional(),
    value: z
      .union([z.string().max(64), z.number()])
      .transform((v) => String(v))
      .nullable()
      .optional(),
    valueType: ShortText.nullable().optional(),
    valueSubtype: ShortText.nullable().optional(),
    from: Instant.nullable().optional(),
    to: Instant.nullable().optional(),
  })
  .refine((c) => inOrder(c.from, c.to), { message: 'from must not be after to', path: ['from'] });
export type CreateCommentRequest = z.input<typeof CreateCommentRequest>;
