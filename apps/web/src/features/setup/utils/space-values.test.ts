import { SpaceCreate, SpaceUpdate } from '@sw/contracts/setup';
import { describe, expect, it } from 'vitest';
import { spaceBody, spaceFormValues, spaceTypeLabel, spaceTypeOptions, spaceUses } from './space-values';

const space = {
  id: 4,
  siteId: 1,
  externalId: null,
  title: 'Roof',
  description: null,
  spaceType: 'MEZZANINE',
  counts: { equipment: 0, sensors: 0, controlBoards: 0, sentinels: 0 },
};

describe('space form values', () => {
  it('labels known types and shows other words as they are', () => {
    expect(spaceTypeLabel('COLD_ROOM')).toBe('Cold room');
    expect(spaceTypeLabel('MEZZANINE')).toBe('MEZZANINE');
    expect(spaceTypeOptions('ROOM')).toHaveLength(8);
    expect(spaceTypeOptions('MEZZANINE').at(-1)).toEqual({ value: 'MEZZANINE', label: 'MEZZANINE' });
  });

  it('sends empty text as null and leaves an unknown stored type out', () => {
    const body = spaceBody({ ...spaceFormValues(space), title: 'Upper roof' });
    expect(body).toEqual({ title: 'Upper roof', description: null, externalId: null });
    expect(SpaceUpdate.safeParse(body).success).toBe(true);
    const created = spaceBody({ ...spaceFormValues(null), title: 'Cold store', spaceType: 'COLD_ROOM' });
    expect(SpaceCreate.safeParse({ siteId: 1, ...created }).success).toBe(true);
  });

  it('says what points at a space', () => {
    expect(spaceUses(space.counts)).toBeNull();
    expect(spaceUses({ equipment: 1, sensors: 2, controlBoards: 0, sentinels: 1 })).toBe(
      '1 equipment item, 2 sensors, 1 sentinel',
    );
  });
});
