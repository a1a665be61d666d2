import type { Sensor, SensorPathNode } from '@sw/contracts';
import { ONLINE_WINDOW_MINUTES } from '@sw/domain';
import type { SensorRow } from './sensors.repository';

const NO_DATA_MS = 86_400_000;

/** The sensor fields of I-086/I-087; the path only on request. A 1970 reading time means no data. */
export function presentSensor(row: SensorRow, withPath = false, now = Date.now()): Sensor {
  const s = row.sensor;
  const seen = s.lastSeenAt && s.lastSeenAt.getTime() > NO_DATA_MS ? s.lastSeenAt : null;
  return {
    id: s.id,
    uuid: s.uuid,
    title: s.title,
    sensorType: s.sensorType,
    target: s.target,
    unit: s.unit,
    status: s.status,
    siteId: s.siteId,
    siteTitle: row.siteTitle,
    equipmentId: s.equipmentId,
    equipmentTitle: row.equipmentTitle,
    spaceId: s.spaceId,
    spaceTitle: row.spaceTitle,
    gatewayId: s.gatewayId,
    controlBoardId: s.controlBoardId,
    lastSeenAt: seen?.toISOString() ?? null,
    lastValue: seen ? s.lastValue : null,
    online: s.status === 'ACTIVE' && seen !== null && now - seen.getTime() < ONLINE_WINDOW_MINUTES * 60_000,
    ...(withPath ? { path: sensorPath(row) } : {}),
  };
}

/** Organisation → site → space → equipment (each only when the sensor has one) → the sensor. */
export function sensorPath(row: SensorRow): SensorPathNode[] {
  const s = row.sensor;
  const path: SensorPathNode[] = [
    { id: s.orgId, title: row.orgTitle, resourceType: 'ORGANIZATION' },
    { id: s.siteId, title: row.siteTitle, resourceType: 'SITE' },
  ];
  if (s.spaceId !== null && row.spaceTitle !== null)
    path.push({ id: s.spaceId, title: row.spaceTitle, resourceType: 'SPACE' });
  if (s.equipmentId !== null && row.equipmentTitle !== null)
    path.push({ id: s.equipmentId, title: row.equipmentTitle, resourceType: 'EQUIPMENT' });
  path.push({ id: s.id, title: s.title, resourceType: 'SENSOR' });
  return path;
}
