import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  datesBetween,
  dayGroups,
  instantOf,
  mergeGroups,
  pairEvents,
  previewEvents,
  type SetAction,
  trimToFirstOn,
  type WeeklyEvent,
  weekdayOf,
} from './timetable-preview';

const action = fc.constantFrom<SetAction>(0, 1);
const zone = fc.constantFrom('UTC', 'Europe/London', 'America/New_York', 'Australia/Sydney', 'Asia/Kolkata');
const date = fc
  .integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2027, 11, 31) })
  .map((t) => new Date(t).toISOString().slice(0, 10));
const weekly = fc.array(
  fc.record({
    weekday: fc.integer({ min: 0, max: 6 }),
    minute: fc.integer({ min: 0, max: 1439 }),
    setAction: action,
  }),
  { maxLength: 20 },
);

describe('trim and pair (D-047, D-048, D-053)', () => {
  it('trims to the first on event', () => {
    expect(trimToFirstOn([{ setAction: 0 }, { setAction: 1 }, { setAction: 0 }])).toEqual([
      { setAction: 1 },
      { setAction: 0 },
    ]);
    expect(trimToFirstOn([{ setAction: 0 }])).toEqual([]);
  });
  it('pairs on/off and closes an unpaired last on', () => {
    const ev = (m: number, a: SetAction) => ({ m, setAction: a });
    const close = () => ev(1440, 0);
    expect(pairEvents([ev(1, 0), ev(5, 1), ev(9, 0), ev(12, 1)], close)).toEqual([
      [ev(5, 1), ev(9, 0)],
      [ev(12, 1), ev(1440, 0)],
    ]);
    // a repeated action changes nothing: the first of a run counts
    expect(pairEvents([ev(5, 1), ev(6, 1), ev(9, 0), ev(10, 0)], close)).toEqual([[ev(5, 1), ev(9, 0)]]);
  });
  it('every pair is an on then an off, in input order', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ i: fc.nat(), setAction: action }), { maxLength: 30 }), (evs) => {
        const indexed = evs.map((e, i) => ({ ...e, i }));
        const pairs = pairEvents(indexed, (on) => ({ ...on, setAction: 0, i: Number.MAX_SAFE_INTEGER }));
        for (const [on, off] of pairs) {
          expect(on.setAction).toBe(1);
          expect(off.setAction).toBe(0);
          expect(off.i).toBeGreaterThan(on.i);
        }
        const flat = pairs.flat().map((e) => e.i);
        expect(flat).toEqual([...flat].sort((a, b) => a - b));
        // as many pairs as on-runs after trimming
        const runs = trimToFirstOn(indexed).filter(
          (e, k, a) => e.setAction === 1 && (k === 0 || a[k - 1]!.setAction === 0),
        ).length;
        expect(pairs).toHaveLength(runs);
      }),
    );
  });
});

describe('day groups in the site time zone (D-049)', () => {
  it('weekday is Monday-based', () => {
    expect(weekdayOf('2026-11-23')).toBe(0); // a Monday
    expect(weekdayOf('2026-11-22')).toBe(6); // a Sunday
  });
  it('lists dates inclusively', () => {
    expect(datesBetween('2026-02-27', '2026-03-02')).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
    expect(datesBetween('2026-03-02', '2026-03-01')).toEqual([]);
  });
  it('stamps a Monday 07:00–22:30 in New York and closes a 24-hour day at midnight', () => {
    const events: WeeklyEvent[] = [
      { weekday: 0, minute: 22 * 60 + 30, setAction: 0 },
      { weekday: 0, minute: 7 * 60, setAction: 1 },
      { weekday: 1, minute: 0, setAction: 1 },
    ];
    expect(dayGroups('2026-11-23', events, 'America/New_York')).toEqual([
      [
        { time: '07:00', setAction: 1, timestamp: '2026-11-23T12:00:00.000Z' },
        { time: '22:30', setAction: 0, timestamp: '2026-11-24T03:30:00.000Z' },
      ],
    ]);
    expect(dayGroups('2026-11-24', events, 'America/New_York')).toEqual([
      [
        { time: '00:00', setAction: 1, timestamp: '2026-11-24T05:00:00.000Z' },
        { time: '24:00', setAction: 0, timestamp: '2026-11-25T05:00:00.000Z' },
      ],
    ]);
  });
  it('each stamp reads back as its date and wall time in the zone (outside DST gaps)', () => {
    fc.assert(
      fc.property(date, weekly, zone, (d, events, tz) => {
        for (const [on, off] of dayGroups(d, events, tz)) {
          for (const e of [on, off]) {
            const local = format(new TZDate(Date.parse(e.timestamp), tz), 'yyyy-MM-dd HH:mm');
            const expected =
              e.time === '24:00'
                ? format(new TZDate(instantOf(d, 1440, tz).getTime(), tz), 'yyyy-MM-dd HH:mm')
                : `${d} ${e.time}`;
            // a wall time skipped by a spring-forward gap legitimately reads back later
            if (local !== expected)
              expect(Date.parse(e.timestamp)).toBeGreaterThan(instantOf(d, 0, tz).getTime());
            else expect(local).toBe(expected);
          }
          expect(Date.parse(off.timestamp)).toBeGreaterThan(Date.parse(on.timestamp));
        }
      }),
    );
  });
});

describe('merging timetables of one equipment (D-050)', () => {
  it('sorts groups by the start of their first event', () => {
    const a: WeeklyEvent[] = [
      { weekday: 0, minute: 600, setAction: 1 },
      { weekday: 0, minute: 700, setAction: 0 },
    ];
    const b: WeeklyEvent[] = [
      { weekday: 0, minute: 300, setAction: 1 },
      { weekday: 0, minute: 400, setAction: 0 },
    ];
    expect(previewEvents('2026-11-23', [a, b], 'UTC').map((e) => e.time)).toEqual([
      '05:00',
      '06:40',
      '10:00',
      '11:40',
    ]);
  });
  it('is sorted, loses no group and does not depend on the order of the timetables', () => {
    fc.assert(
      fc.property(date, fc.array(weekly, { maxLength: 4 }), zone, (d, tables, tz) => {
        const lists = tables.map((t) => dayGroups(d, t, tz));
        const merged = mergeGroups(lists);
        expect(merged).toHaveLength(lists.reduce((n, l) => n + l.length, 0));
        const starts = merged.map((g) => Date.parse(g[0].timestamp));
        expect(starts).toEqual([...starts].sort((x, y) => x - y));
        const key = (gs: typeof merged) => gs.map((g) => JSON.stringify(g)).sort();
        expect(key(mergeGroups([...lists].reverse()))).toEqual(key(merged));
      }),
    );
  });
});
