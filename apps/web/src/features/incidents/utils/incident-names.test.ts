import { describe, expect, it } from 'vitest';
import { incidentNames } from './incident-names';
import { incident } from './test-incident';

const src = {
  sites: new Map([[1, { title: 'Camden Market', timeZone: 'Europe/London' }]]),
  equipment: new Map([[5, 'Walk-in Freezer']]),
  spaces: new Map([[9, 'Back Store']]),
};

describe('names beside an incident', () => {
  it('equipment, else space, else the whole site; the site with its zone', () => {
    expect(incidentNames(incident(), src)).toEqual({
      resource: 'Walk-in Freezer',
      site: 'Camden Market',
      timeZone: 'Europe/London',
    });
    expect(incidentNames(incident({ equipmentId: null, equipmentIds: [], spaceId: 9 }), src).resource).toBe(
      'Back Store',
    );
    expect(
      incidentNames(incident({ equipmentId: null, equipmentIds: [], spaceId: null }), src).resource,
    ).toBe('Whole site');
  });
  it('an unknown id or zone still reads sensibly', () => {
    const n = incidentNames(incident({ siteId: 2, equipmentId: 77, equipmentIds: [77] }), src);
    expect(n).toEqual({ resource: 'Equipment 77', site: 'Site 2', timeZone: 'UTC' });
  });
});
