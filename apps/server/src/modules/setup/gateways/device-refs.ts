import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { HttpError } from '../../../lib/http-errors';
import { isForeignKeyViolation } from '../setup-access';

// What gateways, control boards and sensors share beyond the ids a body refers to (../refs.ts):
// deletions refused because a device came meanwhile, per-organisation uuid checks, device counts.

/**
 * A deletion refused by a foreign key (23503): a device was attached meanwhile (the checks before the
 * delete saw none). Answered as the same 409 the checks give.
 */
export function inUseMeanwhile(err: unknown, message: string): never {
  if (isForeignKeyViolation(err)) throw new HttpError(409, message);
  throw err;
}

/**
 * Serialises the uuid checks of one organisation's devices of one kind within the transaction (no
 * unique index holds gateway or board uuids per organisation, so two concurrent creations could both
 * pass the check without it).
 */
export async function lockUuids(tx: Db, kind: 'gateway' | 'board', orgId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`setup-${kind}-uuid`}), ${orgId}::int)`);
}

/** "3 sensors, 1 energy meter": the non-zero counts, for a refusal's message. */
export function describeCounts(
  counts: Record<string, number>,
  names: Record<string, [string, string]>,
): string {
  return Object.entries(counts)
    .filter(([, n]) => n > 0)
    .map(([k, n]) => `${n} ${n === 1 ? names[k]![0] : names[k]![1]}`)
    .join(', ');
}
