import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EQUIPMENT_GROUPINGS,
  EQUIPMENT_ICON_KEYS,
  type EquipmentListItem,
  equipmentIconKey,
  equipmentStatus,
  groupEquipment,
  initialOf,
  searchEquipment,
} from './equipment-list';

const item = (o: Partial<EquipmentListItem> & { id: number; title: string }): EquipmentListItem => ({
  siteTitle: 'North',
  typeTitle: 'Walk-in Cooler',
  groupTitle: 'Refrigeration',
  spaceTitle: null,
  vendor: null,
  model: null,
  status: 'ONLINE',
  ...o,
});

describe('equipment icons (F-089, F-090)', () => {
  it('knows the 37 icons of the spec and gives anything else the default', () => {
    expect(EQUIPMENT_ICON_KEYS).toHaveLength(37);
    expect(equipmentIconKey('walk-in-cooler')).toBe('walk-in-cooler');
    expect(equipmentIconKey('atm')).toBe('atm');
    expect(equipmentIconKey('fridge')).toBe('default');
    expect(equipmentIconKey(null)).toBe('default');
  });
});

describe('equipmentStatus', () => {
  it('puts an open incident first, then offline, online, not monitored', () => {
    expect(equipmentStatus(0, 0, 1)).toBe('INCIDENT');
    expect(equipmentStatus(3, 0, 0)).toBe('OFFLINE');
    expect(equipmentStatus(3, 1, 0)).toBe('ONLINE');
    expect(equipmentStatus(0, 0, 0)).toBe('NOT_MONITORED');
  });
});

describe('searchEquipment', () => {
  const rows = [
    item({ id: 1, title: 'Walk-in 1', vendor: 'Frostline' }),
    item({ id: 2, title: 'Rooftop A', typeTitle: 'Rooftop Unit', groupTitle: 'HVAC', siteTitle: 'South' }),
  ];
  it('matches title, site, type, group, vendor; needs 3 characters', () => {
    expect(searchEquipment(rows, 'frost').map((r) => r.id)).toEqual([1]);
    expect(searchEquipment(rows, 'SOUTH').map((r) => r.id)).toEqual([2]);
    expect(searchEquipment(rows, 'hvac').map((r) => r.id)).toEqual([2]);
    expect(searchEquipment(rows, 'ro').map((r) => r.id)).toEqual([1, 2]);
    expect(searchEquipment(rows, 'zzz')).toEqual([]);
  });
});

describe('groupEquipment (F-086)', () => {
  const rows = [
    item({ id: 1, title: 'walk-in 2', spaceTitle: 'Cold room', status: 'OFFLINE' }),
    item({ id: 2, title: 'Walk-in 10', spaceTitle: 'Cold room' }),
    item({
      id: 3,
      title: 'Atrium fan',
      typeTitle: 'Circulation Fan',
      groupTitle: 'HVAC',
      status: 'INCIDENT',
    }),
    item({ id: 4, title: '3rd freezer', status: 'NOT_MONITORED' }),
  ];
  const shape = (g: ReturnType<typeof groupEquipment>) => g.map((s) => [s.label, s.rows.map((r) => r.id)]);

  it('sections by initial (digits last), titles in natural order', () => {
    expect(initialOf('éclair')).toBe('E');
    expect(shape(groupEquipment(rows, 'alphabetical'))).toEqual([
      ['A', [3]],
      ['W', [1, 2]],
      ['#', [4]],
    ]);
  });

  it('sections by group, type, space (none last) and status (incident first)', () => {
    expect(shape(groupEquipment(rows, 'group'))).toEqual([
      ['HVAC', [3]],
      ['Refrigeration', [4, 1, 2]],
    ]);
    expect(shape(groupEquipment(rows, 'space'))).toEqual([
      ['Cold room', [1, 2]],
      ['No space', [4, 3]],
    ]);
    expect(shape(groupEquipment(rows, 'status'))).toEqual([
      ['Open incident', [3]],
      ['Offline', [1]],
      ['Online', [2]],
      ['Not monitored', [4]],
    ]);
  });

  it('puts every row in exactly one section under every grouping', () => {
    const arb = fc.array(
      fc.record({
        title: fc.string({ maxLength: 6 }),
        spaceTitle: fc.option(fc.constantFrom('A', 'B'), { nil: null }),
        status: fc.constantFrom('INCIDENT', 'OFFLINE', 'ONLINE', 'NOT_MONITORED' as const),
      }),
      { maxLength: 30 },
    );
    fc.assert(
      fc.property(arb, fc.constantFrom(...EQUIPMENT_GROUPINGS), (raw, grouping) => {
        const list = raw.map((r, id) => item({ id, ...r }));
        const ids = groupEquipment(list, grouping).flatMap((s) => s.rows.map((r) => r.id));
        expect(ids.sort((a, b) => a - b)).toEqual(list.map((r) => r.id));
      }),
    );
  });
});
