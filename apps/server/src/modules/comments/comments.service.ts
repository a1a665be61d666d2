import type { Comment, CommentsQuery, CreateCommentRequest } from '@sw/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { badRequest, notFound } from '../../lib/http-errors';
import type { AuthContext } from '../identity';
import { presentComments } from './comments.presenter';
import {
  authorName,
  downstreamOf,
  findComment,
  insertComment,
  listComments,
  resolveResources,
} from './comments.repository';

/** The resources behind a path id, or 404 (orgId naming another organisation is a 404 too). */
async function resourcesOf(database: Database, auth: AuthContext, id: string, q: CommentsQuery) {
  if (q.orgId !== undefined && q.orgId !== auth.orgId) throw notFound('Resource');
  const refs = await resolveResources(database, auth, Number(id), q.resourceType);
  if (refs.length === 0) throw notFound('Resource');
  return refs;
}

/**
 * I-054: comments on one resource. resourceType names the type of resource {id} (ids are per type);
 * without it, every resource of the caller with that id counts — clients should send it.
 */
export async function commentsOnResource(
  database: Database,
  auth: AuthContext,
  id: string,
  q: CommentsQuery,
): Promise<Comment[]> {
  const refs = await resourcesOf(database, auth, id, q);
  const targets = refs.map((r) => ({ t: r.resourceType as string, id: String(r.id) }));
  const { top, replies } = await listComments(database, auth, targets, q);
  return presentComments(top, replies);
}

/** I-055: comments on the resources below {id} (of resourceType); its own comments are not included. */
export async function commentsDownstream(
  database: Database,
  auth: AuthContext,
  id: string,
  q: CommentsQuery,
): Promise<Comment[]> {
  const refs = await resourcesOf(database, auth, id, q);
  const below = await downstreamOf(database, auth.orgId, refs);
  const { top, replies } = await listComments(database, auth, below, q);
  return presentComments(top, replies);
}

/**
 * I-056: the resource must be the caller's (else 404); the server sets the author, organisation, site
 * and timestamps. A reply goes to the top-level comment of the same resource (a reply to a reply is
 * attached to its top-level comment, since subComments do not nest).
 */
export async function createComment(
  database: Database,
  auth: AuthContext,
  body: z.output<typeof CreateCommentRequest>,
): Promise<Comment> {
  const [ref] = await resolveResources(database, auth, Number(body.resourceId), body.resourceType);
  if (!ref) throw notFound('Resource');
  if (body.siteId != null && body.siteId !== ref.siteId)
    throw badRequest('siteId does not match the resource');
  let parentId: number | null = null;
  if (body.parentId != null) {
    const parent = await findComment(database, auth, body.parentId);
    if (!parent) throw notFound('Comment');
    if (parent.resource_id !== body.resourceId || parent.resource_type !== body.resourceType)
      throw badRequest('parentId is a comment on another resource');
    parentId = parent.parent_id ?? parent.id;
  }
  const row = await insertComment(database, {
    org_id: auth.orgId,
    site_id: ref.siteId,
    parent_id: parentId,
    resource_id: body.resourceId,
    resource_type: body.resourceType,
    user_id: auth.userId,
    username: await authorName(database, auth.userId),
    comment: body.comment,
    comment_type: body.commentType,
    value: body.value ?? null,
    value_type: body.valueType ?? null,
    value_subtype: body.valueSubtype ?? null,
    from: body.from ? body.from.toISOString() : null,
    to: body.to ? body.to.toISOString() : null,
  });
  return presentComments([row], [])[0]!;
}
