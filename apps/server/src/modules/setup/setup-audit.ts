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

type Row = Record<string, unknown>;
type Who = Pick<AuthContext, 'orgId' | 'userId'>;

/** What an audit row names: the action and the row it was done to. */
interface AuditTarget {
  action: string;
  targetType: string;
  targetId: number | string;
}

/**
 * A new row, in one transaction: `insert` writes it (and whatever goes with it) and gives its id;
 * the row as `read` finds it then is audited (before: null) and answered.
 */
export async function auditedCreate<T extends Row>(
  db: Db,
  auth: Who,
  spec: {
    action: string;
    targetType: string;
    insert: (tx: Db) => Promise<number>;
    read: (tx: Db, id: number) => Promise<T | null>;
  },
): Promise<{ id: number; after: T | null }> {
  return db.transaction(async (tx) => {
    const id = await spec.insert(tx);
    const after = await spec.read(tx, id);
    await auditChange(tx, auth, {
      action: spec.action,
      targetType: spec.targetType,
      targetId: id,
      before: null,
      after,
    });
    return { id, after };
  });
}

type UpdateSpec<T> = AuditTarget & {
  /** The row as the audit and the answer show it. */
  read: (tx: Db) => Promise<T | null>;
  change: (tx: Db, before: T | null) => Promise<unknown>;
};

/**
 * A change to one row within the caller's transaction: the row is read, changed, read again, and
 * both reads are audited. For changes that lock or check something first in the same transaction.
 */
export async function auditedUpdateIn<T extends Row>(
  tx: Db,
  auth: Who,
  spec: UpdateSpec<T>,
): Promise<{ before: T | null; after: T | null }> {
  const { read, change, ...target } = spec;
  const before = await read(tx);
  await change(tx, before);
  const after = await read(tx);
  await auditChange(tx, auth, { ...target, before, after });
  return { before, after };
}

/** As auditedUpdateIn, in a transaction of its own. */
export function auditedUpdate<T extends Row>(
  db: Db,
  auth: Who,
  spec: UpdateSpec<T>,
): Promise<{ before: T | null; after: T | null }> {
  return db.transaction((tx) => auditedUpdateIn(tx, auth, spec));
}

/**
 * A deletion, in one transaction: `remove` checks and deletes the row as `read` gives it, and the
 * audit keeps that row as the before (null when it was gone already: the deletion is audited anyway).
 */
export async function auditedDelete<T extends Row>(
  db: Db,
  auth: Who,
  spec: AuditTarget & {
    read: (tx: Db) => Promise<T | null>;
    remove: (tx: Db, before: T | null) => Promise<unknown>;
  },
): Promise<void> {
  const { read, remove, ...target } = spec;
  await db.transaction(async (tx) => {
    const before = await read(tx);
    await remove(tx, before);
    await auditChange(tx, auth, { ...target, before, after: null });
  });
}
