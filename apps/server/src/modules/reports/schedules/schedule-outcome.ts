/**
 * What a schedule's run came to, kept on the schedule while its emails go out (each recipient's is a
 * job of its own) and read back as `lastOutcome`.
 */
export interface DeliveryTally {
  /** The report job whose file is sent. */
  jobId: string;
  /** The local day (the schedule's zone) the emails went out. */
  day: string;
  /** The report could not be made: why (only the owner is told). */
  failure: string | null;
  /** Recipient ids still to send, sent, skipped (no longer see every site; no longer active), failed. */
  pending: number[];
  sent: number[];
  noAccess: number[];
  inactive: number[];
  failed: number[];
}

export type RecipientResult = 'sent' | 'noAccess' | 'inactive' | 'failed';

const count = (n: number) => `${n} recipient${n === 1 ? '' : 's'}`;

/** 'Sent to 3 recipients on 2026-11-27; skipped 1 recipient without access to every site'. */
export function outcomeOf(t: DeliveryTally): string {
  if (t.failure !== null) return `Failed: ${t.failure}`;
  const parts = [
    `Sent to ${count(t.sent.length)} on ${t.day}${t.pending.length ? ` (${t.pending.length} still to send)` : ''}`,
  ];
  if (t.noAccess.length) parts.push(`skipped ${count(t.noAccess.length)} without access to every site`);
  if (t.inactive.length)
    parts.push(`skipped ${count(t.inactive.length)} no longer active in the organisation`);
  if (t.failed.length) parts.push(`could not email ${count(t.failed.length)}`);
  return parts.join('; ');
}

/** The tally with recipient `id` moved from pending to `result` (once). */
export function settle(t: DeliveryTally, id: number, result: RecipientResult): DeliveryTally {
  if (!t.pending.includes(id)) return t;
  return { ...t, pending: t.pending.filter((p) => p !== id), [result]: [...t[result], id] };
}
