import { describe, expect, it } from 'vitest';
import { checkEquipment, equipmentFormValues } from './equipment-values';

const filled = { ...equipmentFormValues(null), typeId: '28', title: 'Freezer 1' };

describe('equipment form', () => {
  it('asks for a type and a title first', () => {
    const { errors } = checkEquipment(equipmentFormValues(null), 3);
    expect(errors?.typeId).toBe('Choose a type');
    expect(errors?.title).toBe('Required');
  });

  it('checks the range on create and on update, whatever else is wrong', () => {
    const wrong = { ...filled, minTemp: 5, maxTemp: 5 } as const;
    expect(checkEquipment(wrong, 3).errors).toEqual({ maxTemp: 'Above the minimum' });
    expect(checkEquipment({ ...wrong, title: '' }, null).errors).toEqual({
      title: 'Required',
      maxTemp: 'Above the minimum',
    });
    expect(checkEquipment({ ...filled, maxTemp: -18 }, 3).errors).toEqual({
      minTemp: 'Set both ends or neither',
    });
  });

  it('sends a valid item with empty fields as null', () => {
    const { body, errors } = checkEquipment({ ...filled, minTemp: -25, maxTemp: -18, spaceId: '7' }, 3);
    expect(errors).toBeNull();
    expect(body).toMatchObject({
      siteId: 3,
      typeId: 28,
      spaceId: 7,
      minTemp: -25,
      maxTemp: -18,
      vendor: null,
    });
    expect(checkEquipment({ ...filled, manufactureDate: '2999-01-01' }, 3).errors).toEqual({
      manufactureDate: 'Not in the future',
    });
  });
});
