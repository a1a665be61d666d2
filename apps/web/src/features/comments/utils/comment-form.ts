import type { CommentResourceType, CommentType, CreateCommentRequest } from '@sw/contracts';
import { COMMENT_MAX_LENGTH } from '@sw/contracts/constants';

export const DEFAULT_COMMENT_TYPE: CommentType = 'GENERAL';

export const COMMENT_TYPE_LABELS: Record<CommentType, string> = {
  GENERAL: 'General',
  DAILY_CHECK: 'Daily check',
  MAINTENANCE: 'Maintenance',
  ISSUE: 'Issue',
};

/** G-065: the counter shows how many of the 250 characters are left (negative when over). */
export function remainingCharacters(text: string): number {
  return COMMENT_MAX_LENGTH - Array.from(text.trim()).length;
}

/** G-069: Save only with 1 to 250 characters (after trimming), and not while a save is running. */
export function canSaveComment(text: string, saving = false): boolean {
  const n = Array.from(text.trim()).length;
  return !saving && n >= 1 && n <= COMMENT_MAX_LENGTH;
}

/**
 * G-073/G-074: who may comment. Every signed-in role of the organisation (ADMIN, MANAGER, VIEWER)
 * may: comments are observations, not control (architecture access policy); a suspended account or a
 * user with no role may not.
 */
export function canComment(
  user: { effectiveRole: string | null; userStatus: string } | null | undefined,
): boolean {
  if (!user || user.userStatus === 'SUSPENDED') return false;
  return (
    user.effectiveRole === 'ADMIN' || user.effectiveRole === 'MANAGER' || user.effectiveRole === 'VIEWER'
  );
}

/** G-062: a comment is attached to one sensor's data point. */
export function commentableSeries(sensorCount: number): boolean {
  return sensorCount === 1;
}

/** The data point a comment is about (G-067). */
export interface CommentPoint {
  resourceId: number;
  resourceType: CommentResourceType;
  siteId: number;
  /** What the chart calls the resource, e.g. 'Walk-in Freezer'. */
  resourceTitle: string;
  /** The instant of the point. */
  at: Date;
  value: number;
  unit: string;
  /** What the value measures, e.g. 'TEMPERATURE'. */
  valueType: string;
  /** The equipment's current in amperes at that instant, when the chart has it. */
  currentAmps?: number | null;
}

export function commentPayload(
  point: CommentPoint,
  text: string,
  commentType: CommentType,
): CreateCommentRequest {
  const at = point.at.toISOString();
  return {
    comment: text.trim(),
    commentType,
    resourceId: point.resourceId,
    resourceType: point.resourceType,
    siteId: point.siteId,
    value: String(point.value),
    valueType: point.valueType,
    valueSubtype: point.unit || null,
    from: at,
    to: at,
  };
}
