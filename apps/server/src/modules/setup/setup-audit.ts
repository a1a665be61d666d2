import type { Db } from '../../db/client';
import { type AuthContext, audit } from '../identity';

/** Values as they are kept in the audit: dates as ISO strings, secrets never. */
function snapshot(row: Record<string, unknown> | null): Record<string, unknown> | null {
  if (!row) return null;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(row)) {
    if (/hash|password|apiKey/i.test(k)) continue;
    out[k] = v instanceof Date ? v.toISOString() : v;
  }
  return out;
}

/**
 * One audit row per setup change: who (the token's user), when (now), what (action, target) and
 * the row before and after (null for a creation or a deletion).
 */
export async function auditChange(
  db: Db,
  auth: Pick<AuthContext, 'orgId' | 'userId'>,
  change: {
    action: string;
    targetType: string;
    targetId: number | string;
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
  },
): Promise<void> {
  await audit(
    db,
    {
      orgId: auth.orgId,
      userId: auth.userId,
      action: change.action,
      targetType: change.targetType,
      targetId: change.targetId,
    },
    { before: snapshot(change.before), after: snapshot(change.after) },
  );
}
