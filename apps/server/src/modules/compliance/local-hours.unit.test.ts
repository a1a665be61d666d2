import { describe, expect, it } from 'vitest';
import { localHourlyPoints } from './compliance.service';
import { LocalHours } from './local-hours';

const hourOf = (iso: string) => Date.parse(iso) / 3_600_000;

describe('LocalHours', () => {
  it('gives the wall-clock day and hour of an instant in the zone', () => {
    expect(new LocalHours('UTC').of(Date.parse('2026-11-10T23:00:00Z'))).toEqual({
      day: '2026-11-10',
      hour: '23',
    });
    expect(new LocalHours('Asia/Kolkata').of(Date.parse('2026-11-10T20:00:00Z'))).toEqual({
      day: '2026-11-11',
      hour: '01',
    });
    expect(new LocalHours('America/New_York').of(Date.parse('2026-11-10T03:00:00Z'))).toEqual({
      day: '2026-11-09',
      hour: '22',
    });
  });

  it('follows DST changes within a day, both ways', () => {
    const ny = new LocalHours('America/New_York');
    // 2026-11-01: 01:00–02:00 happens twice (EDT 05:00Z, EST 06:00Z): one cell
    expect(ny.cellOf(hourOf('2026-11-01T05:00:00Z'))).toBe(ny.cellOf(hourOf('2026-11-01T06:00:00Z')));
    expect(ny.cells[ny.cellOf(hourOf('2026-11-01T06:00:00Z'))]).toEqual({ day: '2026-11-01', hour: '01' });
    expect(ny.of(Date.parse('2026-11-01T07:00:00Z'))).toEqual({ day: '2026-11-01', hour: '02' });
    const london = new LocalHours('Europe/London');
    // 2026-03-29: 01:00 GMT jumps to 02:00 BST; hour 01 never happens
    expect(london.of(Date.parse('2026-03-29T00:00:00Z'))).toEqual({ day: '2026-03-29', hour: '00' });
    expect(london.of(Date.parse('2026-03-29T01:00:00Z'))).toEqual({ day: '2026-03-29', hour: '02' });
  });
});

describe('localHourlyPoints', () => {
  it('averages the two UTC hours of a repeated local hour and keeps the others apart', () => {
    const pairs = [
      `${hourOf('2026-11-01T04:00:00Z')}:1.5`,
      `${hourOf('2026-11-01T05:00:00Z')}:2`,
      `${hourOf('2026-11-01T06:00:00Z')}:5`,
    ].join(',');
    expect(localHourlyPoints(7, pairs, new LocalHours('America/New_York'))).toEqual([
      { sensorId: 7, day: '2026-11-01', hour: '00', value: 1.5 },
      { sensorId: 7, day: '2026-11-01', hour: '01', value: 3.5 },
    ]);
  });
});
