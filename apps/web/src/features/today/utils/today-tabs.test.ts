import { describe, expect, it } from 'vitest';
import { activeTodayTab, TODAY_TABS } from './today-tabs';

describe('Today tabs (C-005)', () => {
  it('names the tabs in order', () => {
    expect(TODAY_TABS.map((t) => t.label)).toEqual([
      'Overview',
      'Sites with Active Incidents',
      'HVAC Controls',
    ]);
  });
  it('marks the tab of the current path', () => {
    expect(activeTodayTab('/today')).toBe('/today');
    expect(activeTodayTab('/today/')).toBe('/today');
    expect(activeTodayTab('/today/active-incident-counts')).toBe('/today/active-incident-counts');
    expect(activeTodayTab('/hvac-controls-operations/issues')).toBe('/hvac-controls-operations');
    expect(activeTodayTab('/incidents')).toBeNull();
  });
});
