import { describe, expect, it } from 'vitest';
import { belongsToQuery, liveResourceIds, MAX_LIVE_RESOURCES } from './live-merge';
import { incident } from './test-incident';

const t = (iso: string) => Date.parse(iso);
const req = { from: '2026-11-15T00:00:00.000Z', to: '2026-11-22T00:00:00.000Z' };
const push = (
  over: Partial<{ siteId: number; resolved: boolean; createdAt: number; recoveredAt: number | null }> = {},
) => ({
  siteId: 1,
  resolved: false,
  createdAt: t('2026-11-20T00:00:00Z'),
  recoveredAt: null,
  ...over,
});

describe('live incidents (C-111, C-112)', () => {
  it('follows the equipment and spaces shown and in scope, each once, capped', () => {
    const list = [
      incident({ equipmentId: 5, equipmentIds: [5, 6] }),
      incident({ equipmentId: null, equipmentIds: [], spaceId: 9 }),
    ];
    expect(liveResourceIds(list, [6, 2])).toEqual([2, 5, 6, 9]);
    const many = Array.from({ length: 900 }, (_, i) => i + 1);
    expect(liveResourceIds([], many)).toHaveLength(MAX_LIVE_RESOURCES);
    // More equipment than the cap: an incident listed on the page is still followed.
    const late = incident({ equipmentId: 850, equipmentIds: [851], spaceId: null });
    const followed = liveResourceIds([late], many);
    expect(followed).toHaveLength(MAX_LIVE_RESOURCES);
    expect(followed).toEqual(expect.arrayContaining([850, 851]));
    expect(followed.slice(0, 3)).toEqual([1, 2, 3]);
  });

  it('appends a pushed incident only where the list would have held it', () => {
    expect(belongsToQuery(push(), { ...req, siteIds: [1] }, false)).toBe(true);
    expect(belongsToQuery(push({ siteId: 2 }), { ...req, siteIds: [1] }, false)).toBe(false);
    expect(
      belongsToQuery(
        push({ resolved: true, recoveredAt: t('2026-11-21T00:00:00Z') }),
        { ...req, incidentStatus: 'active' },
        false,
      ),
    ).toBe(false);
    expect(belongsToQuery(push(), { ...req, incidentStatus: 'resolved' }, false)).toBe(false);
  });

  it('a new incident after the period end belongs only while the period is the default one ending now', () => {
    const late = push({ createdAt: t('2026-11-22T05:00:00Z') });
    expect(belongsToQuery(late, req, false)).toBe(false);
    expect(belongsToQuery(late, req, true)).toBe(true);
  });

  it('strict: a resolved incident that began before the period is not added (C-087)', () => {
    const early = push({
      resolved: true,
      createdAt: t('2026-11-14T00:00:00Z'),
      recoveredAt: t('2026-11-16T00:00:00Z'),
    });
    expect(belongsToQuery(early, { ...req, strict: true }, false)).toBe(false);
    expect(belongsToQuery(early, req, false)).toBe(true);
  });
});
