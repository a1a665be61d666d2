import { describe, expect, it } from 'vitest';
import { pageOf } from '../../../lib/page-slice';
import {
  countsByDisplayPriority,
  incidentDuration,
  logsForDisplay,
  showsMostRecentValue,
  statusLabel,
} from './incident-rows';
import { incident } from './test-incident';

describe('incident row values', () => {
  it("'Notifications Sent': NORMAL counts as Low, HIGHEST as Crit (C-094, C-095)", () => {
    expect(
      countsByDisplayPriority(incident({ notificationCountsByPriority: { NORMAL: 2, HIGH: 1, HIGHEST: 3 } })),
    ).toEqual({
      LOW: 2,
      MEDIUM: 0,
      HIGH: 1,
      CRITICAL: 3,
    });
  });

  it("status reads 'Active' or 'Resolved' (C-078)", () => {
    expect(statusLabel(incident({ resolved: false }))).toBe('Active');
    expect(statusLabel(incident({ resolved: true }))).toBe('Resolved');
  });

  it('duration in hours and minutes, running to now while active (C-081, C-082)', () => {
    const now = new Date('2026-11-20T12:05:00Z');
    expect(incidentDuration(incident({ createdAt: '2026-11-20T10:00:00Z', recoveredAt: null }), now)).toBe(
      '2h 05m',
    );
    expect(
      incidentDuration(
        incident({ createdAt: '2026-11-20T10:00:00Z', recoveredAt: '2026-11-20T10:45:00Z' }),
        now,
      ),
    ).toBe('45m');
  });

  it("'Most Recent Value' only for active incidents of sensor rules with a sensor (C-079, C-080)", () => {
    expect(showsMostRecentValue(incident())).toBe(true);
    expect(showsMostRecentValue(incident({ resolved: true }))).toBe(false);
    expect(showsMostRecentValue(incident({ sentinelType: 'ENERGY_BASELINE' }))).toBe(false);
    expect(showsMostRecentValue(incident({ sensorId: null }))).toBe(false);
  });

  it('handling logs newest first without changing the incident (C-097)', () => {
    const logs = [
      { at: '1', priorityLevel: 'HIGH' },
      { at: '2', priorityLevel: 'HIGHEST' },
    ];
    expect(logsForDisplay(logs).map((l) => l.at)).toEqual(['2', '1']);
    expect(logs[0]!.at).toBe('1');
  });
});

describe('paging (C-089)', () => {
  const list = Array.from({ length: 60 }, (_, i) => i);
  it('25 rows a page by default, rowLimit from the URL, a page past the end shows the last', () => {
    expect(pageOf(list, 1)).toMatchObject({ page: 1, pages: 3, total: 60 });
    expect(pageOf(list, 3).rows).toEqual(list.slice(50));
    expect(pageOf(list, 9).page).toBe(3);
    expect(pageOf(list, 1, 100)).toMatchObject({ pages: 1 });
    expect(pageOf([], 4)).toMatchObject({ page: 1, pages: 1, rows: [] });
  });
});
