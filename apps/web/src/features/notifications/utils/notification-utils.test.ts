import type { EnrichedNotification } from '@sw/contracts';
import { describe, expect, it } from 'vitest';
import { pageOf } from '../../../lib/page-slice';
import { listPeriod } from './notification-period';
import { incidentStatusLabel, notificationPriority, shownNotifications } from './notification-rows';
import { notificationListSearch, withNotificationFilters } from './notification-search';

function note(over: Partial<EnrichedNotification>): EnrichedNotification {
  return {
    id: 1,
    incidentId: 10,
    sentinelId: 100,
    sentinelType: 'DOOR_OPEN',
    siteId: 1,
    equipmentId: 5,
    spaceId: null,
    timestamp: '2026-11-20T10:00:00.000Z',
    priorityLevel: 'NORMAL',
    sensorParams: [],
    sensorIds: [],
    handlingLogs: [],
    dismissedAt: null,
    dismissedBy: null,
    dismissedComment: null,
    siteTitle: 'Site',
    siteTimeZone: 'Europe/Paris',
    equipmentTitle: 'Fridge',
    spaceTitle: null,
    resourceTitle: 'Fridge',
    sentinelTitle: 'Door open',
    sentinelDescription: null,
    incidentPriority: 'NORMAL',
    incidentStatus: 'NEW',
    incidentResolved: false,
    incidentCreatedAt: '2026-11-20T10:00:00.000Z',
    incidentRecoveredAt: null,
    ...over,
  } as EnrichedNotification;
}

describe('notification list search', () => {
  it('reads the filters and drops what is malformed', () => {
    expect(
      notificationListSearch({
        from: '2026-11-01',
        to: 'yesterday',
        sites: ['3', '4', 'x'],
        sentinelTypes: 'DOOR_OPEN,NOPE',
        state: 'dismissed',
        severity: ['HIGH', 'HIGHEST'],
        page: '3',
        rowLimit: '0',
      }),
    ).toEqual({
      from: '2026-11-01',
      sites: [3, 4],
      sentinelTypes: ['DOOR_OPEN'],
      state: 'dismissed',
      severity: ['HIGH'],
      page: 3,
    });
  });

  it('page defaults to 1 and an unknown state is ignored', () => {
    expect(notificationListSearch({ state: 'open' })).toEqual({ page: 1 });
  });

  it('a filter change starts at page 1; an emptied list means all', () => {
    expect(
      withNotificationFilters({ page: 4, rowLimit: 10, sites: [1] }, { sites: [], state: 'active' }),
    ).toEqual({
      page: 1,
      rowLimit: 10,
      state: 'active',
    });
  });
});

describe('notification rows', () => {
  it('shows NORMAL as Low and HIGHEST as Critical', () => {
    expect(notificationPriority('NORMAL')).toEqual({ label: 'Low', color: 'blue' });
    expect(notificationPriority('HIGHEST')).toEqual({ label: 'Critical', color: 'red' });
    expect(notificationPriority('WHAT').label).toBe('-');
  });

  it('status follows the incident', () => {
    expect(incidentStatusLabel({ incidentResolved: true })).toBe('Resolved');
    expect(incidentStatusLabel({ incidentResolved: false })).toBe('Active');
  });

  it('newest first, filtered by the severity the notification was sent at', () => {
    const list = [
      note({ id: 1, timestamp: '2026-11-20T10:00:00Z', priorityLevel: 'NORMAL' }),
      note({ id: 2, timestamp: '2026-11-21T10:00:00Z', priorityLevel: 'HIGHEST' }),
      note({ id: 3, timestamp: '2026-11-21T10:00:00Z', priorityLevel: 'HIGH' }),
    ];
    expect(shownNotifications(list, {}).map((n) => n.id)).toEqual([3, 2, 1]);
    expect(shownNotifications(list, { severity: ['CRITICAL', 'LOW'] }).map((n) => n.id)).toEqual([2, 1]);
  });
});

describe('paging and period', () => {
  it('pages of rowLimit rows; past the end shows the last page', () => {
    const list = Array.from({ length: 30 }, (_, i) => i);
    expect(pageOf(list, 2, 25)).toMatchObject({ page: 2, pages: 2, total: 30, rows: [25, 26, 27, 28, 29] });
    expect(pageOf(list, 9, 10).page).toBe(3);
    expect(pageOf([], 1).pages).toBe(1);
  });

  it('defaults to the last 7 days; days in the URL are read in the zone and end no later than now', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    expect(listPeriod({}, 'UTC', now)).toEqual({
      from: '2026-11-15T12:00:00.000Z',
      to: '2026-11-22T12:00:00.000Z',
      fromDay: '2026-11-15',
      toDay: '2026-11-22',
    });
    const p = listPeriod({ from: '2026-11-22', to: '2026-11-20' }, 'Europe/Paris', now);
    expect(p.from).toBe('2026-11-19T23:00:00.000Z');
    expect(p.to).toBe(now.toISOString());
  });
});
