import { describe, expect, it } from 'vitest';
import { excursionCounts, filterExcursions, formatMinutesShort, reviewState } from './excursions';

const ex = (explanation: 'DEFROST' | 'DOOR_OPEN' | 'EQUIPMENT_FAULT' | 'UNEXPLAINED', reviews = 0) => ({
  explanation,
  excused: explanation === 'DEFROST',
  reviews: Array(reviews).fill({}),
});

describe('excursion review', () => {
  it('excuses defrosts, waits for a note on the others, a note reviews any', () => {
    expect(reviewState(ex('DEFROST'))).toBe('excused');
    expect(reviewState(ex('UNEXPLAINED'))).toBe('open');
    expect(reviewState(ex('EQUIPMENT_FAULT', 1))).toBe('reviewed');
    expect(reviewState(ex('DEFROST', 1))).toBe('reviewed');
  });

  it('filters by status and explanation, and counts them', () => {
    const rows = [
      ex('DEFROST'),
      ex('DOOR_OPEN'),
      ex('EQUIPMENT_FAULT', 1),
      ex('UNEXPLAINED'),
      ex('UNEXPLAINED', 2),
    ];
    expect(filterExcursions(rows, 'open')).toEqual([rows[1], rows[3]]);
    expect(filterExcursions(rows, 'reviewed')).toEqual([rows[2], rows[4]]);
    expect(filterExcursions(rows, 'all', 'UNEXPLAINED')).toEqual([rows[3], rows[4]]);
    expect(excursionCounts(rows)).toEqual({
      by: { DEFROST: 1, DOOR_OPEN: 1, EQUIPMENT_FAULT: 1, UNEXPLAINED: 2 },
      open: 2,
      reviewed: 2,
      total: 5,
    });
  });

  it('writes durations in minutes, hours and days', () => {
    expect(formatMinutesShort(45)).toBe('45 min');
    expect(formatMinutesShort(60)).toBe('1 h');
    expect(formatMinutesShort(135)).toBe('2 h 15 min');
    expect(formatMinutesShort(3150)).toBe('2 d 4 h');
    expect(formatMinutesShort(2880)).toBe('2 d');
  });
});
