import type { CommentResourceType, CommentsQuery } from '@sw/contracts';
import type { Database } from '../../db/client';
import { type Scope, scopeParam } from '../../db/site-scope';

/** Who asks: every query is limited to the caller's organisation and, if scoped, their sites. */
export type Caller = Scope;

export interface ResourceRef {
  resourceType: CommentResourceType;
  id: number;
  siteId: number;
}

export interface CommentRow {
  id: number;
  parent_id: number | null;
  org_id: number;
  site_id: number | null;
  resource_id: string;
  resource_type: string;
  user_id: number;
  username: string;
  comment: string;
  comment_type: string;
  value: string | null;
  value_type: string | null;
  value_subtype: string | null;
  from: Date | string | null;
  to: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

// Every commentable resource with its site. $1 org, $2 site scope (int[] or null), $3 id.
const RESOURCES = `
  select 'SITE' as t, id, id as site_id from sites where org_id = $1 and id = $3
  union all select 'SPACE', id, site_id from spaces where org_id = $1 and id = $3
  union all select 'EQUIPMENT', id, site_id from equipment where org_id = $1 and id = $3
  union all select 'SENSOR', id, site_id from sensors where org_id = $1 and id = $3
  union all select 'THERMOSTAT', id, site_id from thermostats where org_id = $1 and id = $3
  union all select 'SCHEDULER', id, site_id from schedulers where org_id = $1 and id = $3
  union all select 'ENERGY_METER', id, site_id from energy_meters where org_id = $1 and id = $3`;

/**
 * The caller's resources with this id (of `type` when given); empty when none — a resource of another
 * organisation or outside the caller's sites is not found, exactly like one that does not exist.
 */
export async function resolveResources(
  database: Database,
  c: Caller,
  id: number,
  type?: CommentResourceType,
): Promise<ResourceRef[]> {
  const rows = await database.query<{ t: CommentResourceType; id: number; site_id: number }>(
    `select * from (${RESOURCES}) r
      where ($2::int[] is null or r.site_id = any($2::int[])) and ($4::text is null or r.t = $4::text)
      order by r.t`,
    [c.orgId, scopeParam(c.siteScope), id, type ?? null],
  );
  return rows.map((r) => ({ resourceType: r.t, id: Number(r.id), siteId: Number(r.site_id) }));
}

/**
 * Resources below a resource (I-055, G-076): a site → everything of the site (spaces, equipment,
 * sensors, thermostats, schedulers, energy meters); a space → its equipment and sensors and what
 * belongs to that equipment; an equipment → its sensors, thermostats, schedulers and energy meters;
 * the leaves (sensor, thermostat, scheduler, energy meter) → nothing. Pairs of (type, id as text).
 */
const DOWNSTREAM: Record<CommentResourceType, string | null> = {
  SITE: `select 'SPACE' as t, id from spaces where org_id = $1 and site_id = $2
    union all select 'EQUIPMENT', id from equipment where org_id = $1 and site_id = $2
    union all select 'SENSOR', id from sensors where org_id = $1 and site_id = $2
    union all select 'THERMOSTAT', id from thermostats where org_id = $1 and site_id = $2
    union all select 'SCHEDULER', id from schedulers where org_id = $1 and site_id = $2
    union all select 'ENERGY_METER', id from energy_meters where org_id = $1 and site_id = $2`,
  SPACE: `select 'EQUIPMENT' as t, id from equipment where org_id = $1 and space_id = $2
    union all select 'SENSOR', id from sensors where org_id = $1 and (space_id = $2
      or equipment_id in (select id from equipment where org_id = $1 and space_id = $2))
    union all select 'THERMOSTAT', id from thermostats where org_id = $1
      and equipment_id in (select id from equipment where org_id = $1 and space_id = $2)
    union all select 'SCHEDULER', id from schedulers where org_id = $1
      and equipment_id in (select id from equipment where org_id = $1 and space_id = $2)`,
  EQUIPMENT: `select 'SENSOR' as t, id from sensors where org_id = $1 and equipment_id = $2
    union all select 'THERMOSTAT', id from thermostats where org_id = $1 and equipment_id = $2
    union all select 'SCHEDULER', id from schedulers where org_id = $1 and equipment_id = $2
    union all select 'ENERGY_METER', m.id from energy_meters m join sensors s on s.id = m.sensor_id
      where m.org_id = $1 and s.equipment_id = $2`,
  SENSOR: null,
  THERMOSTAT: null,
  SCHEDULER: null,
  ENERGY_METER: null,
};

export async function downstreamOf(
  database: Database,
  orgId: number,
  refs: ResourceRef[],
): Promise<{ t: string; id: string }[]> {
  const out: { t: string; id: string }[] = [];
  for (const ref of refs) {
    const sql = DOWNSTREAM[ref.resourceType];
    if (!sql) continue;
    const rows = await database.query<{ t: string; id: number }>(sql, [orgId, ref.id]);
    for (const r of rows) out.push({ t: r.t, id: String(r.id) });
  }
  return out;
}

/** Most comments one call answers with (the oldest referred time first). */
export const COMMENTS_LIMIT = 2000;

/**
 * Top-level comments of the caller's organisation on any of `targets` ((type, id) pairs) that pass
 * the filters (resourceType is not one of them: it names the target), oldest referred time first,
 * then their replies.
 */
export async function listComments(
  database: Database,
  c: Caller,
  targets: { t: string | null; id: string }[],
  q: CommentsQuery,
): Promise<{ top: CommentRow[]; replies: CommentRow[] }> {
  if (targets.length === 0) return { top: [], replies: [] };
  const top = await database.query<CommentRow>(
    `select c.* from comments c
       join unnest($3::text[], $4::text[]) as x(t, id)
         on c.resource_id = x.id and (x.t is null or c.resource_type = x.t)
      where c.org_id = $1 and c.parent_id is null
        and ($2::int[] is null or c.site_id is null or c.site_id = any($2::int[]))
        and ($5::text is null or c.comment_type = $5::text)
        and ($6::text is null or c.value_type = $6::text)
        and ($7::int is null or c.site_id = $7::int)
        and ($8::int is null or c.user_id = $8::int)
        and ($9::text is null or strpos(lower(c.comment), lower($9::text)) > 0)
        and ($10::timestamptz is null or coalesce(c."to", c."from", c.created_at) >= $10::timestamptz)
        and ($11::timestamptz is null or coalesce(c."from", c.created_at) <= $11::timestamptz)
      order by coalesce(c."from", c.created_at), c.id
      limit ${COMMENTS_LIMIT}`,
    [
      c.orgId,
      scopeParam(c.siteScope),
      targets.map((x) => x.t),
      targets.map((x) => x.id),
      q.commentType ?? null,
      q.valueType ?? null,
      q.siteId ?? null,
      q.userId ?? null,
      q.query?.trim() ? q.query.trim() : null,
      q.from?.toISOString() ?? null,
      q.to?.toISOString() ?? null,
    ],
  );
  if (top.length === 0) return { top, replies: [] };
  const replies = await database.query<CommentRow>(
    `select * from comments where org_id = $1 and parent_id = any($2::int[]) order by created_at, id`,
    [c.orgId, top.map((r) => r.id)],
  );
  return { top, replies };
}

/** A top-level comment of the caller's organisation and sites, or null. */
export async function findComment(database: Database, c: Caller, id: number): Promise<CommentRow | null> {
  const [row] = await database.query<CommentRow>(
    `select * from comments where org_id = $1 and id = $3
        and ($2::int[] is null or site_id is null or site_id = any($2::int[]))`,
    [c.orgId, scopeParam(c.siteScope), id],
  );
  return row ?? null;
}

/** The author's full name as comments show it (G-067); the e-mail address when no name is set. */
export async function authorName(database: Database, userId: number): Promise<string> {
  const [row] = await database.query<{ name: string }>(
    `select coalesce(nullif(trim(first_name || ' ' || last_name), ''), email) as name from users where id = $1`,
    [userId],
  );
  return row?.name ?? 'Unknown user';
}

export async function insertComment(
  database: Database,
  row: Omit<CommentRow, 'id' | 'created_at' | 'updated_at'>,
): Promise<CommentRow> {
  const [out] = await database.query<CommentRow>(
    `insert into comments (org_id, site_id, parent_id, resource_id, resource_type, user_id, username, comment,
       comment_type, value, value_type, value_subtype, "from", "to")
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) returning *`,
    [
      row.org_id,
      row.site_id,
      row.parent_id,
      row.resource_id,
      row.resource_type,
      row.user_id,
      row.username,
      row.comment,
      row.comment_type,
      row.value,
      row.value_type,
      row.value_subtype,
      row.from,
      row.to,
    ],
  );
  return out!;
}
