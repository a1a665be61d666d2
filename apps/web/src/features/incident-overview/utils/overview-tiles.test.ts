import { describe, expect, it } from 'vitest';
import {
  dailyCounts,
  equipmentTimeInIncident,
  incidentsByPriority,
  mostIncidentSites,
  overviewTotals,
  topEquipmentByCount,
} from './overview-tiles';

const site = (siteId: number, siteTitle: string, t: number, extra: Record<string, unknown> = {}) => ({
  siteId,
  siteTitle,
  incidentCountTotal: t,
  incidentCountByPrio: { NORMAL: 1, HIGH: 0, HIGHEST: t - 1 },
  newIncidentCount: 1,
  existingIncidentCount: 0,
  resolvedIncidentCount: t - 1,
  notificationCountsByPriority: { NORMAL: 2, HIGH: 3, HIGHEST: 4 },
  ...extra,
});

describe('mostIncidentSites (C-046 … C-048)', () => {
  it('keeps the 5 sites with most incidents with their status and notification columns', () => {
    const rows = mostIncidentSites([
      site(1, 'A', 2),
      site(2, 'B', 9),
      site(3, 'C', 4),
      site(4, 'D', 4),
      site(5, 'E', 1),
      site(6, 'F', 7),
      site(7, 'G', 0),
    ]);
    expect(rows.map((r) => r.siteId)).toEqual([2, 6, 3, 4, 1]);
    expect(rows[0]).toMatchObject({
      total: 9,
      new: 1,
      existing: 0,
      resolved: 8,
      low: 2,
      medium: 0,
      high: 3,
      critical: 4,
    });
  });
});

describe('incidentsByPriority (C-051)', () => {
  it('shows Low, Medium, High, Critical from the stored levels and never counts the aliases', () => {
    const bars = incidentsByPriority([
      site(1, 'A', 3, { incidentCountByPrio: { NORMAL: 1, HIGH: 1, HIGHEST: 1, LOW: 5, CRITICAL: 5 } }),
      site(2, 'B', 2, { incidentCountByPrio: { NORMAL: 0, MEDIUM: 1, HIGH: 0, HIGHEST: 1 } }),
    ]);
    expect(bars.map((b) => [b.label, b.value])).toEqual([
      ['Low', 1],
      ['Medium', 1],
      ['High', 1],
      ['Critical', 2],
    ]);
  });
});

describe('overviewTotals (C-055)', () => {
  it('adds up the sites', () => {
    expect(overviewTotals([site(1, 'A', 3), site(2, 'B', 0)])).toEqual({
      incidents: 3,
      new: 2,
      existing: 0,
      resolved: 2,
      sites: 1,
    });
  });
});

const eq = (equipmentId: number, count: number, hours: number) => ({
  equipmentId,
  equipmentTitle: `E${equipmentId}`,
  siteId: 1,
  siteTitle: 'S',
  totalIncidentCount: count,
  totalIncidentDuration: hours * 3_600_000,
  incidentDurations: { NORMAL: hours * 3_600_000, HIGH: 0, HIGHEST: 0 },
});

describe('equipment tiles (C-049, C-050, C-052)', () => {
  const rows = [
    eq(1, 3, 1),
    eq(2, 5, 0.5),
    eq(3, 3, 9),
    eq(4, 0, 0),
    eq(5, 1, 2),
    eq(6, 1, 1),
    eq(7, 1, 0.1),
  ];
  it('ranks by incident count, then time', () => {
    expect(topEquipmentByCount(rows).map((r) => r.equipmentId)).toEqual([2, 3, 1, 5, 6]);
  });
  it('ranks by time in incident state, in hours per priority', () => {
    const t = equipmentTimeInIncident(rows);
    expect(t.map((r) => r.equipmentId)).toEqual([3, 5, 1, 6, 2]);
    expect(t[0]!.hours).toEqual([9, 0, 0, 0]);
    expect(t[0]!.label).toBe('E3 · S');
  });
});

describe('dailyCounts (C-034)', () => {
  it('has a bar for every day of the period', () => {
    expect(
      dailyCounts(
        [
          { date: '2026-02-27', count: 4 },
          { date: '2026-03-02', count: 1 },
        ],
        '2026-02-27',
        '2026-03-02',
      ),
    ).toEqual([
      { date: '2026-02-27', count: 4 },
      { date: '2026-02-28', count: 0 },
      { date: '2026-03-01', count: 0 },
      { date: '2026-03-02', count: 1 },
    ]);
  });
});
