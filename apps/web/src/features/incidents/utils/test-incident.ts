import type { Incident } from '@sw/contracts';

/** An incident for tests; fields overridable. Not used by the app. */
export function incident(over: Partial<Incident> = {}): Incident {
  const id = over.incidentId ?? over.id ?? 1;
  return {
    incidentId: id,
    id,
    siteId: 1,
    siteIds: [1],
    sentinelId: 1,
    sentinelType: 'TEMPERATURE_RANGE',
    sentinelTitle: 'Walk-in Freezer temperature out of range',
    sentinelDescription: null,
    sensorId: 100,
    equipmentId: 5,
    equipmentIds: [5],
    spaceId: null,
    incidentPriority: 'HIGH',
    resolved: false,
    dismissedAt: null,
    dismissedBy: null,
    dismissedComment: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    recoveredAt: null,
    notificationCount: 1,
    notificationCountsByPriority: { NORMAL: 0, HIGH: 1, HIGHEST: 0 },
    status: 'NEW',
    sensorParams: { sensorId: 100, type: 'EQUIPMENT', resourceId: 5 },
    handlingLogs: [{ at: '2026-11-20T10:00:00.000Z', priorityLevel: 'HIGH' }],
    notifications: [
      {
        id: 900 + id,
        timestamp: '2026-11-20T10:00:00.000Z',
        priorityLevel: 'HIGH',
        sensorParams: { sensorId: 100, type: 'EQUIPMENT', resourceId: 5 },
        dismissedAt: null,
      },
    ],
    ...over,
  };
}
