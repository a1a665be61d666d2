import type { Comment, CommentReply } from '@sw/contracts';
import type { CommentRow } from './comments.repository';

const iso = (v: Date | string) => new Date(v).toISOString();
const isoOrNull = (v: Date | string | null) => (v === null ? null : iso(v));

export function presentReply(r: CommentRow): CommentReply {
  return {
    id: r.id,
    parentId: r.parent_id,
    orgId: r.org_id,
    siteId: r.site_id,
    resourceId: r.resource_id,
    resourceType: r.resource_type,
    userId: r.user_id,
    username: r.username,
    comment: r.comment,
    commentType: r.comment_type,
    value: r.value,
    valueType: r.value_type,
    valueSubtype: r.value_subtype,
    from: isoOrNull(r.from),
    to: isoOrNull(r.to),
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
  };
}

/** Top-level comments with their replies nested as subComments (oldest reply first). */
export function presentComments(top: CommentRow[], replies: CommentRow[]): Comment[] {
  const byParent = new Map<number, CommentReply[]>();
  for (const r of replies) {
    const list = byParent.get(r.parent_id!) ?? [];
    list.push(presentReply(r));
    byParent.set(r.parent_id!, list);
  }
  return top.map((r) => ({ ...presentReply(r), subComments: byParent.get(r.id) ?? [] }));
}
