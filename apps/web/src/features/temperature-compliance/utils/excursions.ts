import type { ExcursionExplanation } from '@sw/contracts/constants';

// Excursion lists: review state, filters and counts (the review pages and the site page).

export interface ExcursionLike {
  explanation: ExcursionExplanation;
  excused: boolean;
  reviews: readonly unknown[];
}

/** Defrost excursions are excused; any other waits for a review note until it has one. */
export function reviewState(e: ExcursionLike): 'excused' | 'reviewed' | 'open' {
  if (e.reviews.length > 0) return 'reviewed';
  return e.excused ? 'excused' : 'open';
}

/**
 * The review list's filter: status 'open' (the default: waiting for a note, not excused), 'reviewed'
 * (with a note) or 'all'; and one explanation or every one.
 */
export function filterExcursions<T extends ExcursionLike>(
  rows: readonly T[],
  status: 'open' | 'reviewed' | 'all',
  explanation?: ExcursionExplanation,
): T[] {
  return rows.filter((e) => {
    if (explanation && e.explanation !== explanation) return false;
    const s = reviewState(e);
    if (status === 'open') return s === 'open';
    if (status === 'reviewed') return s === 'reviewed';
    return true;
  });
}

/** How many excursions each explanation has, and how many wait for review. */
export function excursionCounts(rows: readonly ExcursionLike[]) {
  const by: Record<ExcursionExplanation, number> = {
    DEFROST: 0,
    DOOR_OPEN: 0,
    EQUIPMENT_FAULT: 0,
    UNEXPLAINED: 0,
  };
  let open = 0;
  let reviewed = 0;
  for (const e of rows) {
    by[e.explanation]++;
    const s = reviewState(e);
    if (s === 'open') open++;
    if (s === 'reviewed') reviewed++;
  }
  return { by, open, reviewed, total: rows.length };
}

/** "45 min", "3 h 15 min", "2 d 4 h". */
export function formatMinutesShort(minutes: number): string {
  const m = Math.round(minutes);
  if (m < 60) return `${m} min`;
  const d = Math.floor(m / 1440);
  const h = Math.floor((m % 1440) / 60);
  const rest = m % 60;
  if (d > 0) return h ? `${d} d ${h} h` : `${d} d`;
  return rest ? `${h} h ${rest} min` : `${h} h`;
}
