import type { Sensor, SensorPathNode } from '@sw/contracts';
import type { SensorRow } from './sensors.repository';

/** The sensor fields of I-086/I-087; the path only on request. */
export function presentSensor(row: SensorRow, withPath = false): Sensor {
  const s = row.sensor;
  return {
    id: s.id,
    uuid: s.uuid,
    title: s.title,
    sensorType: s.sensorType,
    target: s.target,
    unit: s.unit,
    status: s.status,
    siteId: s.siteId,
    equipmentId: s.equipmentId,
    spaceId: s.spaceId,
    gatewayId: s.gatewayId,
    lastSeenAt: s.lastSeenAt?.toISOString() ?? null,
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
