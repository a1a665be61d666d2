import type { ReportJob } from '@sw/contracts';
import { storage } from '../../../lib/storage';
import { SAVE_FILE_IDS_KEY } from '../../../lib/storage-keys';

/**
 * saveFileIds (spec 1 §3): the finished report files this browser has not downloaded yet, and the
 * jobs already counted (a job stays listed 10 minutes after it finished; counted once).
 */
interface Marks {
  unopened: string[];
  seenJobs: string[];
}

function read(): Marks {
  try {
    const v = JSON.parse(storage.get(SAVE_FILE_IDS_KEY) ?? '') as Partial<Marks>;
    return {
      unopened: Array.isArray(v.unopened) ? v.unopened.filter((x) => typeof x === 'string') : [],
      seenJobs: Array.isArray(v.seenJobs) ? v.seenJobs.filter((x) => typeof x === 'string') : [],
    };
  } catch {
    return { unopened: [], seenJobs: [] };
  }
}

const write = (m: Marks) =>
  storage.set(SAVE_FILE_IDS_KEY, JSON.stringify({ unopened: m.unopened, seenJobs: m.seenJobs.slice(-500) }));

/** Counts the jobs that finished since last seen (the counter rises); returns the unopened ids. */
export function noteFinishedJobs(jobs: readonly ReportJob[]): Set<string> {
  const m = read();
  const seen = new Set(m.seenJobs);
  let changed = false;
  for (const j of jobs) {
    if (j.jobState !== 'SUCCESS' || !j.fileId || seen.has(j.jobId)) continue;
    seen.add(j.jobId);
    m.seenJobs.push(j.jobId);
    m.unopened.push(j.fileId);
    changed = true;
  }
  if (changed) write(m);
  return new Set(m.unopened);
}

/** A file downloaded or deleted: no longer waiting (the counter falls). */
export function markOpened(fileId: string): Set<string> {
  const m = read();
  m.unopened = m.unopened.filter((id) => id !== fileId);
  write(m);
  return new Set(m.unopened);
}

export const unopenedFiles = () => new Set(read().unopened);
