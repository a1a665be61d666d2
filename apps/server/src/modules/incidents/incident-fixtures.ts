import type { Db } from '../../db/client';
import { handlingLogs, incidents, notifications, sentinels } from '../../db/schema';

// Test data for the incident reads: an incident with its sentinel, notifications and handling logs,
// written straight to the tables (the rule engine has its own tests).

type Level = 'NORMAL' | 'HIGH' | 'HIGHEST';
const MIN = 60_000;

export interface IncidentFixture {
  orgId: number;
  siteId: number;
  equipmentId?: number;
  spaceId?: number;
  sentinelType?: 'TEMPERATURE_RANGE' | 'DOOR_OPEN';
  title?: string;
  sensorId?: number;
  createdAt: Date;
  recoveredAt?: Date;
  status?: 'NEW' | 'EXISTING';
  /** [minutes after createdAt, level, notification dismissed?]: one notification and log each. */
  logs: [number, Level, boolean?][];
}

export async function buildIncident(
  db: Db,
  o: IncidentFixture,
): Promise<{ incident: number; sentinel: number; notifications: number[] }> {
  const sentinelType = o.sentinelType ?? 'TEMPERATURE_RANGE';
  const equipmentIds = o.equipmentId ? [o.equipmentId] : [];
  const [s] = await db
    .insert(sentinels)
    .values({
      orgId: o.orgId,
      siteId: o.siteId,
      equipmentId: o.equipmentId ?? null,
      equipmentIds,
      spaceId: o.spaceId ?? null,
      sensorIds: o.sensorId ? [o.sensorId] : [],
      sentinelType,
      title: o.title ?? 'Fixture',
      description: `${o.title ?? 'Fixture'} rule`,
    })
    .returning();
  const sensorParams = {
    sensorId: o.sensorId ?? null,
    type: o.spaceId ? 'SPACE' : 'EQUIPMENT',
    resourceId: o.spaceId ?? o.equipmentId ?? null,
  };
  const [i] = await db
    .insert(incidents)
    .values({
      orgId: o.orgId,
      siteId: o.siteId,
      siteIds: [o.siteId],
      sentinelId: s!.id,
      sentinelType,
      equipmentId: o.equipmentId ?? null,
      equipmentIds,
      spaceId: o.spaceId ?? null,
      sensorId: o.sensorId ?? null,
      priority: o.logs.at(-1)?.[1] ?? 'HIGH',
      status: o.status ?? 'NEW',
      createdAt: o.createdAt,
      recoveredAt: o.recoveredAt ?? null,
      resolved: !!o.recoveredAt,
      sensorParams,
    })
    .returning();
  const ids: number[] = [];
  for (const [min, level, dismissed] of o.logs) {
    const when = new Date(o.createdAt.getTime() + min * MIN);
    const [n] = await db
      .insert(notifications)
      .values({
        orgId: o.orgId,
        incidentId: i!.id,
        siteId: o.siteId,
        sentinelId: s!.id,
        ts: when,
        priorityLevel: level,
        sensorParams,
        sensorIds: o.sensorId ? [o.sensorId] : [],
        ...(dismissed ? { dismissedAt: when, dismissedBy: 1, dismissedComment: 'Checked' } : {}),
      })
      .returning();
    ids.push(n!.id);
    await db.insert(handlingLogs).values({
      orgId: o.orgId,
      incidentId: i!.id,
      notificationId: n!.id,
      at: when,
      priorityLevel: level,
    });
  }
  return { incident: i!.id, sentinel: s!.id, notifications: ids };
}
