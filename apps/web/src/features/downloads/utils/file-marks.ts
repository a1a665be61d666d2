import type { ReportJob } from '@sw/contracts';
import { useSyncExternalStore } from 'react';
import { storage } from '../../../lib/storage';
import { SAVE_FILE_IDS_KEY } from '../../../lib/storage-keys';

/**
 * saveFileIds (spec 1 §3): the finished report files this browser has not downloaded yet, the jobs
 * already counted (a job stays listed 10 minutes after it finished; counted once), and the files
 * deleted here (their finished job is still listed for those 10 minutes, and must not bring the
 * file's row back).
 */
interface Marks {
  unopened: string[];
  seenJobs: string[];
  deleted: string[];
}

/** What My Downloads and the top bar read of the marks. */
export interface FileMarks {
  unopened: ReadonlySet<string>;
  deleted: ReadonlySet<string>;
}

const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x) => typeof x === 'string') : []);

function read(): Marks {
  try {
    const v = JSON.parse(storage.get(SAVE_FILE_IDS_KEY) ?? '') as Partial<Marks>;
    return { unopened: strings(v.unopened), seenJobs: strings(v.seenJobs), deleted: strings(v.deleted) };
  } catch {
    return { unopened: [], seenJobs: [], deleted: [] };
  }
}

let snapshot: FileMarks | null = null;
const listeners = new Set<() => void>();

function changed(): void {
  snapshot = null;
  for (const l of listeners) l();
}

function write(m: Marks): void {
  storage.set(
    SAVE_FILE_IDS_KEY,
    JSON.stringify({
      unopened: m.unopened,
      seenJobs: m.seenJobs.slice(-500),
      deleted: m.deleted.slice(-200),
    }),
  );
  changed();
}

/** Counts the jobs that finished since last seen (the counter rises). */
export function noteFinishedJobs(jobs: readonly ReportJob[]): void {
  const m = read();
  const seen = new Set(m.seenJobs);
  let counted = false;
  for (const j of jobs) {
    if (j.jobState !== 'SUCCESS' || !j.fileId || seen.has(j.jobId) || m.deleted.includes(j.fileId)) continue;
    seen.add(j.jobId);
    m.seenJobs.push(j.jobId);
    m.unopened.push(j.fileId);
    counted = true;
  }
  if (counted) write(m);
}

/** A file downloaded: no longer waiting (the counter falls). */
export function markOpened(fileId: string): void {
  const m = read();
  m.unopened = m.unopened.filter((id) => id !== fileId);
  write(m);
}

/** Files deleted: no longer waiting, and no longer shown through their finished jobs. */
export function markDeleted(...fileIds: string[]): void {
  const m = read();
  const fresh = fileIds.filter((id) => !m.deleted.includes(id));
  if (!fresh.length) return;
  m.unopened = m.unopened.filter((id) => !fresh.includes(id));
  m.deleted.push(...fresh);
  write(m);
}

/** The marks; the same object until they change (a stable snapshot for React). */
export function fileMarks(): FileMarks {
  if (!snapshot) {
    const m = read();
    snapshot = { unopened: new Set(m.unopened), deleted: new Set(m.deleted) };
  }
  return snapshot;
}

// Another tab's download or newly counted file changes this tab's counter too.
const onStorage = (e: StorageEvent) => {
  if (e.key === SAVE_FILE_IDS_KEY || e.key === null) changed();
};

function subscribe(listener: () => void): () => void {
  if (!listeners.size) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (!listeners.size) window.removeEventListener('storage', onStorage);
  };
}

/** The marks of this browser, following every change (in this tab or another). */
export function useFileMarks(): FileMarks {
  return useSyncExternalStore(subscribe, fileMarks, fileMarks);
}
