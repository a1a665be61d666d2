import { describe, expect, it } from 'vitest';
import { equipmentTypeOptions } from './equipment-type-options';

describe('equipment type options', () => {
  it('groups the catalogue types by group, in the groups order', () => {
    const groups = [
      { id: 221, title: 'HVAC' },
      { id: 222, title: 'Refrigeration' },
      { id: 223, title: 'Lighting' },
    ];
    const types = [
      { id: 28, title: 'Walk-in Freezer', icon: 'x', groupId: 222, typeGroupId: 1 },
      { id: 27, title: 'Refrigeration', icon: 'x', groupId: 222, typeGroupId: 1 },
      { id: 12, title: 'HVAC', icon: 'x', groupId: 221, typeGroupId: 1 },
      { id: 99, title: 'Kiosk', icon: 'x', groupId: 900, typeGroupId: 1 },
    ];
    expect(equipmentTypeOptions(types, groups)).toEqual([
      { group: 'HVAC', items: [{ value: '12', label: 'HVAC' }] },
      {
        group: 'Refrigeration',
        items: [
          { value: '27', label: 'Refrigeration' },
          { value: '28', label: 'Walk-in Freezer' },
        ],
      },
      { group: 'Other', items: [{ value: '99', label: 'Kiosk' }] },
    ]);
  });
});
