import { useSyncExternalStore } from 'react';

/**
 * What the top bar shows about report files (spec 1 §2, §4): how many are being generated and how
 * many finished files the user has not downloaded yet. The reports issue feeds it from its job
 * tracking; it lives in lib so that the shell and that feature share it without importing each other.
 */
export interface DownloadsStatus {
  generating: number;
  finished: number;
}

let status: DownloadsStatus = { generating: 0, finished: 0 };
const listeners = new Set<() => void>();

export function setDownloadsStatus(next: DownloadsStatus): void {
  if (next.generating === status.generating && next.finished === status.finished) return;
  status = { generating: Math.max(0, next.generating), finished: Math.max(0, next.finished) };
  for (const l of listeners) l();
}

export function getDownloadsStatus(): DownloadsStatus {
  return status;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useDownloadsStatus(): DownloadsStatus {
  return useSyncExternalStore(subscribe, getDownloadsStatus, getDownloadsStatus);
}
