import { describe, expect, it } from 'vitest';
import {
  checkState,
  chipSummary,
  groupTypes,
  maxChips,
  selectionToApply,
  toggleMany,
  toggleType,
} from './selection';

const groups = [
  { id: 2, title: 'Refrigeration' },
  { id: 1, title: 'HVAC' },
  { id: 3, title: 'Lighting' },
];
const types = [
  { id: 10, title: 'Walk-in cooler', groupId: 2 },
  { id: 11, title: 'Freezer', groupId: 2 },
  { id: 20, title: 'Rooftop unit', groupId: 1 },
  { id: 21, title: 'Air handler', groupId: 1 },
  { id: 22, title: 'Split unit', groupId: 1 },
];

describe('groupTypes (F-080)', () => {
  it('groups types by equipment group, alphabetically, leaving out empty groups', () => {
    const out = groupTypes(groups, types);
    expect(out.map((g) => g.title)).toEqual(['HVAC', 'Refrigeration']);
    expect(out[0]!.types.map((t) => t.title)).toEqual(['Air handler', 'Rooftop unit', 'Split unit']);
  });
  it('keeps only available types and, for the HVAC variant, the HVAC group', () => {
    expect(
      groupTypes(groups, types, { available: [11, 20] }).flatMap((g) => g.types.map((t) => t.id)),
    ).toEqual([20, 11]);
    expect(groupTypes(groups, types, { onlyGroupTitle: 'hvac' }).map((g) => g.id)).toEqual([1]);
  });
});

describe('selection', () => {
  it('reports all, some or none', () => {
    expect(checkState([], [1, 2])).toBe('none');
    expect(checkState([1], [1, 2])).toBe('some');
    expect(checkState([2, 1, 9], [1, 2])).toBe('all');
    expect(checkState([1], [])).toBe('none');
  });
  it('toggles a type and a group', () => {
    expect(toggleType([1, 2], 2)).toEqual([1]);
    expect(toggleType([1], 2)).toEqual([1, 2]);
    expect(toggleMany([1], [1, 2]).sort()).toEqual([1, 2]);
    expect(toggleMany([1, 2, 5], [1, 2])).toEqual([5]);
  });
  it('applies every option ticked as none (all types, F-082) and keeps option order', () => {
    expect(selectionToApply([22, 20, 21], [21, 20, 22])).toEqual([]);
    expect(selectionToApply([22, 21, 99], [21, 20, 22])).toEqual([21, 22]);
    expect(selectionToApply([], [21, 20])).toEqual([]);
  });
});

describe('chipSummary (F-084)', () => {
  it('shows at most 2 chips, or 3 for the HVAC-only variant, and counts the rest', () => {
    expect(maxChips(false)).toBe(2);
    expect(maxChips(true)).toBe(3);
    const s = chipSummary([20, 21, 22, 11], types, maxChips(false));
    expect(s.chips.map((c) => c.title)).toEqual(['Rooftop unit', 'Air handler']);
    expect(s.more).toBe(2);
    expect(chipSummary([20, 21, 22], types, maxChips(true)).more).toBe(0);
    expect(chipSummary([404], types, 2)).toEqual({ chips: [], more: 0 });
  });
});
