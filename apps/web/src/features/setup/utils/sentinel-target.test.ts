import type { SetupEquipment, SetupSensor } from '@sw/contracts/setup';
import { describe, expect, it } from 'vitest';
import {
  equipmentPlan,
  missingTarget,
  sensorsFor,
  targetBody,
  targetError,
  typePlan,
} from './sentinel-target';

const eq = (id: number, typeId: number, thermostat = false): SetupEquipment =>
  ({
    id,
    typeId,
    title: `Item ${id}`,
    thermostat: thermostat ? { id: 100 + id, title: `T${id}` } : null,
  }) as SetupEquipment;
const sensor = (id: number, equipmentId: number | null, sensorType: SetupSensor['sensorType']): SetupSensor =>
  ({ id, equipmentId, sensorType, title: `S${id}` }) as SetupSensor;

const equipment = [eq(1, 9), eq(2, 9), eq(3, 9), eq(4, 8, true)];
const sensors = [
  sensor(10, 1, 'TEMPERATURE'),
  sensor(11, 1, 'DOOR'),
  sensor(12, 2, 'TEMPERATURE'),
  sensor(13, 2, 'TEMPERATURE'),
  sensor(14, null, 'ENERGY'),
];

describe('sentinel target', () => {
  it("offers the sensors of the rule's kind (an offline rule: any)", () => {
    expect(sensorsFor('DOOR_OPEN', sensors).map((s) => s.id)).toEqual([11]);
    expect(sensorsFor('DEVICE_OFFLINE', sensors)).toHaveLength(5);
  });

  it('plans an item as the server does: one per sensor of the kind, else a reason', () => {
    expect(equipmentPlan('TEMPERATURE_RANGE', equipment[1]!, sensors)).toEqual({ made: 2, reason: null });
    expect(equipmentPlan('TEMPERATURE_RANGE', equipment[2]!, sensors)).toEqual({
      made: 0,
      reason: 'no temperature sensor',
    });
    expect(equipmentPlan('SETPOINT_DEVIATION', equipment[3]!, sensors)).toEqual({ made: 1, reason: null });
    expect(equipmentPlan('SETPOINT_DEVIATION', equipment[0]!, sensors).reason).toBe('no thermostat');
    expect(equipmentPlan('DEVICE_OFFLINE', equipment[3]!, sensors).made).toBe(1);
    expect(equipmentPlan('DEVICE_OFFLINE', equipment[2]!, sensors).reason).toBe('no sensor or thermostat');
  });

  it('counts what every item of a type in this site makes, and what it skips', () => {
    expect(typePlan('TEMPERATURE_RANGE', 9, equipment, sensors)).toEqual({
      items: 3,
      made: 3,
      skipped: [{ title: 'Item 3', reason: 'no temperature sensor' }],
    });
    expect(typePlan('DOOR_OPEN', 7, equipment, sensors)).toEqual({ items: 0, made: 0, skipped: [] });
  });

  it("builds the call's target", () => {
    const base = { sensorId: '10', equipmentId: '2', equipmentTypeId: '9', scope: 'site' as const };
    expect(targetBody({ ...base, kind: 'sensor' }, 3)).toEqual({ sensorId: 10 });
    expect(targetBody({ ...base, kind: 'equipment' }, 3)).toEqual({ equipmentId: 2 });
    expect(targetBody({ ...base, kind: 'site' }, 3)).toEqual({ siteId: 3 });
    expect(targetBody({ ...base, kind: 'type' }, 3)).toEqual({ equipmentTypeId: 9, siteIds: [3] });
    expect(targetBody({ ...base, kind: 'type', scope: 'all' }, 3)).toEqual({ equipmentTypeId: 9 });
  });

  it('puts a target problem under the chosen field', () => {
    const t = {
      kind: 'equipment' as const,
      sensorId: null,
      equipmentId: null,
      equipmentTypeId: null,
      scope: 'site' as const,
    };
    expect(missingTarget(t)).toEqual({ 'target.equipmentId': 'Choose an equipment item' });
    expect(targetError({ 'target.equipmentId': 'This equipment has no DOOR sensor' }, t)).toBe(
      'This equipment has no DOOR sensor',
    );
    expect(targetError({ target: 'That makes 1200 sentinels' }, { ...t, kind: 'type' })).toBe(
      'That makes 1200 sentinels',
    );
  });
});
