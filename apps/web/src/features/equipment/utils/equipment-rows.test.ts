import type { Equipment, Incident, Sensor } from '@sw/contracts';
import { describe, expect, it } from 'vitest';
import { equipmentRows, filterEquipmentRows } from './equipment-rows';

const eq = (id: number, siteId = 1, typeId = 32): Equipment =>
  ({
    id,
    title: `E${id}`,
    siteId,
    siteTitle: `Site ${siteId}`,
    typeId,
    groupId: 2,
    type: { id: typeId, title: 'Walk-in Cooler', groupId: 2, icon: 'walk-in-cooler' },
    space: null,
    vendor: null,
    model: null,
  }) as unknown as Equipment;
const sensor = (equipmentId: number | null, online: boolean) => ({ equipmentId, online }) as Sensor;
const incident = (equipmentIds: number[]) =>
  ({ equipmentId: equipmentIds[0] ?? null, equipmentIds }) as Incident;

describe('equipmentRows', () => {
  const rows = equipmentRows(
    [eq(1), eq(2), eq(3), eq(4, 2, 12)],
    [sensor(1, true), sensor(1, false), sensor(2, false), sensor(3, true), sensor(null, true)],
    [incident([3]), incident([3, 3])],
    () => 'Refrigeration',
  );
  it('counts sensors and open incidents per equipment and derives the status', () => {
    expect(rows.map((r) => [r.id, r.sensorsTotal, r.sensorsOnline, r.openIncidents, r.status])).toEqual([
      [1, 2, 1, 0, 'ONLINE'],
      [2, 1, 0, 0, 'OFFLINE'],
      [3, 1, 1, 2, 'INCIDENT'],
      [4, 0, 0, 0, 'NOT_MONITORED'],
    ]);
    expect(rows[0]).toMatchObject({ groupTitle: 'Refrigeration', icon: 'walk-in-cooler' });
  });

  it('filters by site and type (none = all) and hides unmonitored equipment while the status filter is on', () => {
    const ids = (f: Parameters<typeof filterEquipmentRows>[1]) =>
      filterEquipmentRows(rows, f).map((r) => r.id);
    expect(ids({ siteIds: [], typeIds: [], monitoredOnly: true })).toEqual([1, 2, 3]);
    expect(ids({ siteIds: [], typeIds: [], monitoredOnly: false })).toEqual([1, 2, 3, 4]);
    expect(ids({ siteIds: [2], typeIds: [], monitoredOnly: false })).toEqual([4]);
    expect(ids({ siteIds: [], typeIds: [12], monitoredOnly: true })).toEqual([]);
  });
});
