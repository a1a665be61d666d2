import { describe, expect, it } from 'vitest';
import type { Bucket, DefrostCycle } from './defrost';
import {
  defrostHours,
  type ExcursionRun,
  explainExcursion,
  findExcursions,
  formatMinutes,
  openStretches,
} from './excursions';

const MIN = 60_000;
const T = Date.parse('2026-11-10T00:00:00Z');
const at = (minutes: number) => T + minutes * MIN;

/** Quarter-hour buckets from T with the given averages; peaks 0.5 above, lows 0.5 below. */
const quarters = (avgs: (number | null)[]): Bucket[] =>
  avgs.flatMap((avg, i) =>
    avg === null ? [] : [{ start: at(i * 15), minutes: 15, avg, max: avg + 0.5, min: avg - 0.5 }],
  );

const run = (o: Partial<ExcursionRun>): ExcursionRun => ({
  start: at(60),
  end: at(90),
  direction: 'ABOVE',
  peak: 9,
  limit: 5,
  resolution: 15,
  ...o,
});
const none = { cycles: [], doors: [], incidents: [] };

describe('excursions', () => {
  it('are runs of adjacent buckets on one side of the range, bounds compliant, a gap ending a run', () => {
    const runs = findExcursions(quarters([3, 6, 7, 5, 5.5, null, 6, -1, -2, 0, 4]), 0, 5);
    expect(runs).toEqual([
      { start: at(15), end: at(45), direction: 'ABOVE', peak: 7.5, limit: 5, resolution: 15 },
      { start: at(60), end: at(75), direction: 'ABOVE', peak: 6, limit: 5, resolution: 15 },
      { start: at(90), end: at(105), direction: 'ABOVE', peak: 6.5, limit: 5, resolution: 15 },
      { start: at(105), end: at(135), direction: 'BELOW', peak: -2.5, limit: 0, resolution: 15 },
    ]);
  });

  it('are explained by a defrost cycle when they lie within it and its recovery grace', () => {
    const cycle: DefrostCycle = { start: at(60), end: at(90), peak: 9, rise: 7 };
    const why = explainExcursion(run({ end: at(120) }), { ...none, cycles: [cycle] });
    expect(why).toMatchObject({ explanation: 'DEFROST', evidence: { start: at(60), end: at(90) } });
    expect(why.detail).toContain('peak 9.0 °C');
    // Lasting beyond the grace (30 min after the cycle), or below the range: not a defrost.
    expect(explainExcursion(run({ end: at(135) }), { ...none, cycles: [cycle] }).explanation).toBe(
      'UNEXPLAINED',
    );
    expect(explainExcursion(run({ direction: 'BELOW' }), { ...none, cycles: [cycle] }).explanation).toBe(
      'UNEXPLAINED',
    );
  });

  it('are explained by a door held open as they began, not by normal door traffic', () => {
    // 1 open, 0 closed: the door is held open 00:45–01:15, and opened briefly at 00:15.
    const door = quarters([0, 0.2, 0, 1, 1, 0.1, 0]);
    expect(openStretches(door)).toEqual([{ start: at(45), end: at(75) }]);
    const why = explainExcursion(run({ start: at(60), end: at(120) }), { ...none, doors: [door] });
    expect(why).toMatchObject({
      explanation: 'DOOR_OPEN',
      evidence: { start: at(45), end: at(75) },
      detail: 'A door of this equipment was held open for 30 min as it began.',
    });
    // Starting long after the door closed, or lasting more than an hour after it: not the door.
    expect(
      explainExcursion(run({ start: at(150), end: at(165) }), { ...none, doors: [door] }).explanation,
    ).toBe('UNEXPLAINED');
    expect(
      explainExcursion(run({ start: at(60), end: at(150) }), { ...none, doors: [door] }).explanation,
    ).toBe('UNEXPLAINED');
  });

  it('are an equipment fault when an incident on the equipment overlaps them, or when sustained', () => {
    const incidents = [
      { id: 7, title: 'Cooler temperature out of range', start: at(70), end: null },
      { id: 6, title: 'Earlier', start: at(0), end: at(30) },
    ];
    expect(explainExcursion(run({}), { ...none, incidents })).toMatchObject({
      explanation: 'EQUIPMENT_FAULT',
      incidentId: 7,
      detail: "Incident #7 'Cooler temperature out of range' on this equipment (still active) overlaps it.",
    });
    const long = explainExcursion(run({ end: at(60 + 135) }), none);
    expect(long).toMatchObject({ explanation: 'EQUIPMENT_FAULT', incidentId: null, evidence: null });
    expect(long.detail).toContain('2 h 15 min');
    expect(explainExcursion(run({ end: at(60 + 119) }), none).explanation).toBe('UNEXPLAINED');
  });

  it('try defrost before the door and the door before an incident', () => {
    const cycle: DefrostCycle = { start: at(60), end: at(90), peak: 9, rise: 7 };
    const door = quarters([0, 0, 0, 1, 1]);
    const incidents = [{ id: 1, title: 'Alarm', start: at(0), end: null }];
    expect(explainExcursion(run({}), { cycles: [cycle], doors: [door], incidents }).explanation).toBe(
      'DEFROST',
    );
    expect(explainExcursion(run({}), { cycles: [], doors: [door], incidents }).explanation).toBe('DOOR_OPEN');
  });

  it('excuse an hour only when every above-range bucket in it lies in a defrost excursion', () => {
    // Hour 0: a defrost excursion at 00:15–00:45; hour 1: a defrost excursion and another one.
    const series = quarters([3, 8, 8, 3, 8, 3, 3, 9]);
    const runs = findExcursions(series, 0, 5);
    const cycles: DefrostCycle[] = [
      { start: at(15), end: at(45), peak: 8.5, rise: 5 },
      { start: at(60), end: at(75), peak: 8.5, rise: 5 },
    ];
    const h0 = Math.floor(T / 3_600_000);
    expect([...defrostHours(series, runs, cycles, 5)]).toEqual([h0]);
  });

  it('name durations in hours and minutes', () => {
    expect(formatMinutes(45)).toBe('45 min');
    expect(formatMinutes(120)).toBe('2 h');
    expect(formatMinutes(195)).toBe('3 h 15 min');
  });
});
