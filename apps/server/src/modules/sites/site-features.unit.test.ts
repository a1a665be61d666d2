import { describe, expect, it } from 'vitest';
import { mergeInventories, type SiteInventory, siteFeatures } from './site-features';

const bare: SiteInventory = {
  located: false,
  equipment: 0,
  equipmentGroupIds: [],
  spaces: 0,
  gateways: 0,
  sensorTypes: [],
  rangedTemperatureSensors: 0,
  energyMeters: 0,
  equipmentEnergySensors: 0,
  thermostats: 0,
  schedulers: 0,
  timetables: 0,
};

describe('site feature rules (D-054..D-059)', () => {
  it('gives a site with nothing only the basics and the non-operating-hour card (D-056)', () => {
    expect(siteFeatures(bare)).toEqual({
      SITE_NAV: ['DASHBOARD', 'INCIDENTS'],
      SITE_COMPONENT: [],
      SITE_CARD: ['ACTIVE_INCIDENTS', 'NON_OPERATING_HOUR_EFFICIENCY'],
    });
  });

  it('adds the recommendations card exactly when temperature review is in the navigation (D-057)', () => {
    const ranged = siteFeatures({ ...bare, rangedTemperatureSensors: 1, sensorTypes: ['TEMPERATURE'] });
    expect(ranged.SITE_NAV).toContain('TEMPERATURE_REVIEW');
    expect(ranged.SITE_CARD).toContain('RECOMMENDATIONS');
    const unranged = siteFeatures({ ...bare, sensorTypes: ['TEMPERATURE'] });
    expect(unranged.SITE_NAV).not.toContain('TEMPERATURE_REVIEW');
    expect(unranged.SITE_CARD).not.toContain('RECOMMENDATIONS');
    expect(unranged.SITE_COMPONENT).toContain('TEMPERATURE_CHART');
  });

  it('shows controls only where there are thermostats or schedulers (D-058)', () => {
    const none = siteFeatures({ ...bare, equipment: 3, equipmentGroupIds: [222] });
    for (const f of ['CONTROLS_THERMOSTATS', 'CONTROLS_SCHEDULE', 'CONTROLS_SAVINGS']) {
      expect(none.SITE_NAV).not.toContain(f);
    }
    expect(none.SITE_COMPONENT).toEqual(['EQUIPMENT_GROUP_REFRIGERATION']);
    const hvac = siteFeatures({ ...bare, equipment: 1, thermostats: 2, timetables: 1 });
    expect(hvac.SITE_NAV).toEqual(
      expect.arrayContaining(['CONTROLS_THERMOSTATS', 'CONTROLS_SCHEDULE', 'CONTROLS_SAVINGS']),
    );
    expect(hvac.SITE_COMPONENT).toContain('HVAC_CONTROLS');
    expect(hvac.SITE_CARD).toContain('HVAC_CONTROLS_OPERATIONS');
    const lights = siteFeatures({ ...bare, schedulers: 1 });
    expect(lights.SITE_NAV).toContain('CONTROLS_SAVINGS');
    expect(lights.SITE_NAV).not.toContain('CONTROLS_THERMOSTATS');
    expect(lights.SITE_COMPONENT).toEqual(['LIGHTING_CONTROLS']);
  });

  it('maps energy meters, groups and position to components, in a stable order', () => {
    const f = siteFeatures({
      ...bare,
      located: true,
      equipment: 4,
      equipmentGroupIds: [223, 221, 999],
      energyMeters: 1,
      equipmentEnergySensors: 2,
      sensorTypes: ['ENERGY', 'DOOR'],
    });
    expect(f.SITE_COMPONENT).toEqual([
      'WEATHER',
      'ENERGY_CHART',
      'DOOR_CHART',
      'EQUIPMENT_GROUP_HVAC',
      'EQUIPMENT_GROUP_LIGHTING',
    ]);
    expect(f.SITE_NAV).toContain('EQUIPMENT_ENERGY_CONSUMPTION');
    expect(f.SITE_CARD).toContain('ENERGY_USAGE');
    const mainOnly = siteFeatures({ ...bare, equipment: 4, energyMeters: 1, sensorTypes: ['ENERGY'] });
    expect(mainOnly.SITE_NAV).not.toContain('EQUIPMENT_ENERGY_CONSUMPTION');
  });

  it('merges sites into what any of them has', () => {
    const m = mergeInventories([
      { ...bare, thermostats: 1, equipmentGroupIds: [221] },
      { ...bare, located: true, equipmentGroupIds: [221, 222], sensorTypes: ['DOOR'] },
    ]);
    expect(m).toMatchObject({
      located: true,
      thermostats: 1,
      equipmentGroupIds: [221, 222],
      sensorTypes: ['DOOR'],
    });
    expect(mergeInventories([])).toEqual(bare);
  });
});
