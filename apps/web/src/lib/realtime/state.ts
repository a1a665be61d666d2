import { useSyncExternalStore } from 'react';

/** Spec 1 §4 / B-003: the real-time connection is connected, in error, or closed. */
export type RealtimeState = 'connected' | 'error' | 'closed';

let current: RealtimeState = 'closed';
const listeners = new Set<() => void>();

export function getRealtimeState(): RealtimeState {
  return current;
}

/** Errors and closes are stored and logged (B-003, spec 1 §8). */
export function setRealtimeState(next: RealtimeState, detail?: string): void {
  if (next !== 'connected') console.info(`Real-time: ${next}${detail ? ` (${detail})` : ''}`);
  if (next === current) return;
  current = next;
  for (const l of listeners) l();
}

export function subscribeRealtimeState(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The connection state for a discreet indicator in the shell. */
export function useRealtimeState(): RealtimeState {
  return useSyncExternalStore(subscribeRealtimeState, getRealtimeState, getRealtimeState);
}
