import { describe, expect, it } from 'vitest';
import { coversText, frequenciesFor, whenText } from './schedule-text';

describe('schedule texts', () => {
  it('says when a schedule runs', () => {
    expect(whenText({ frequency: 'DAILY', weekday: null, hour: 6 })).toBe('Daily at 06:00');
    expect(whenText({ frequency: 'WEEKLY', weekday: 7, hour: 18 })).toBe('Weekly on Sunday at 18:00');
    expect(whenText({ frequency: 'WEEKLY', weekday: null, hour: 0 })).toBe('Weekly on Monday at 00:00');
    expect(whenText({ frequency: 'MONTHLY', weekday: null, hour: 9 })).toBe('Monthly on the 1st at 09:00');
  });

  it('says what each run covers, and a month or year report runs monthly only', () => {
    expect(coversText('WEEKLY', 'days')).toBe('The Monday–Sunday week before each run');
    expect(coversText('MONTHLY', 'year')).toBe('January to the end of the month before each run');
    expect(frequenciesFor('days')).toEqual(['DAILY', 'WEEKLY', 'MONTHLY']);
    expect(frequenciesFor('month')).toEqual(['MONTHLY']);
    expect(frequenciesFor('year')).toEqual(['MONTHLY']);
  });
});
