import {
  SITE_CARD_FEATURES,
  SITE_COMPONENT_FEATURES,
  SITE_NAV_FEATURES,
  type SiteFeatures,
} from '@sw/contracts';

/** What a site (or, summed, a set of sites) really has: the input of the feature rules. */
export interface SiteInventory {
  /** Both coordinates 0 = the site's position is unknown (spec default). */
  located: boolean;
  equipment: number;
  /** Equipment group ids present (catalogue ids, see EQUIPMENT_GROUP_COMPONENT). */
  equipmentGroupIds: number[];
  spaces: number;
  gateways: number;
  sensorTypes: string[];
  /** TEMPERATURE sensors on equipment with a compliance range (min or max temperature). */
  rangedTemperatureSensors: number;
  energyMeters: number;
  /** ENERGY sensors on equipment (sub-metering): what the equipment consumption page needs. */
  equipmentEnergySensors: number;
  thermostats: number;
  schedulers: number;
  timetables: number;
}

/** Equipment group catalogue ids (simulator/catalogue.ts GROUP; HVAC is 221 by spec) → component. */
export const EQUIPMENT_GROUP_COMPONENT: Record<number, (typeof SITE_COMPONENT_FEATURES)[number]> = {
  221: 'EQUIPMENT_GROUP_HVAC',
  222: 'EQUIPMENT_GROUP_REFRIGERATION',
  223: 'EQUIPMENT_GROUP_LIGHTING',
  224: 'EQUIPMENT_GROUP_COOKING',
  225: 'EQUIPMENT_GROUP_PLUG_LOADS',
  226: 'EQUIPMENT_GROUP_IT_OFFICE',
  227: 'EQUIPMENT_GROUP_ACCESS',
  228: 'EQUIPMENT_GROUP_OTHER',
};

/** Keeps the listed features in the order of their constant list. */
const ordered = <T extends string>(all: readonly T[], on: Set<T>): T[] => all.filter((f) => on.has(f));

/**
 * The feature rules (D-054..D-059). Navigation, components and cards appear only for what the site
 * has; controls (thermostats, lighting schedulers, their timetables) only where they exist (D-058);
 * the non-operating-hour efficiency card always (D-056); recommendations when the temperature review
 * task is in the navigation (D-057).
 */
export function siteFeatures(inv: SiteInventory): SiteFeatures {
  const has = (type: string) => inv.sensorTypes.includes(type);
  const controls = inv.thermostats + inv.schedulers > 0;
  const temperatureReview = inv.rangedTemperatureSensors > 0;

  const nav = new Set<(typeof SITE_NAV_FEATURES)[number]>(['DASHBOARD', 'INCIDENTS']);
  if (inv.equipment > 0) nav.add('EQUIPMENT');
  if (inv.spaces > 0) nav.add('SPACES');
  if (inv.gateways > 0 || inv.sensorTypes.length > 0) nav.add('SENSORS_GATEWAYS');
  if (inv.thermostats > 0) nav.add('CONTROLS_THERMOSTATS');
  if (inv.timetables > 0) nav.add('CONTROLS_SCHEDULE');
  if (controls) nav.add('CONTROLS_SAVINGS');
  if (temperatureReview) {
    nav.add('TASKS');
    nav.add('TEMPERATURE_REVIEW');
    nav.add('TEMPERATURE_COMPLIANCE');
  }
  if (inv.equipmentEnergySensors > 0) nav.add('EQUIPMENT_ENERGY_CONSUMPTION');

  const components = new Set<(typeof SITE_COMPONENT_FEATURES)[number]>();
  if (inv.located) components.add('WEATHER');
  if (inv.energyMeters > 0) components.add('ENERGY_CHART');
  if (has('TEMPERATURE')) components.add('TEMPERATURE_CHART');
  if (has('DOOR')) components.add('DOOR_CHART');
  if (inv.thermostats > 0) components.add('HVAC_CONTROLS');
  if (inv.schedulers > 0) components.add('LIGHTING_CONTROLS');
  for (const id of inv.equipmentGroupIds) {
    const c = EQUIPMENT_GROUP_COMPONENT[id];
    if (c) components.add(c);
  }

  const cards = new Set<(typeof SITE_CARD_FEATURES)[number]>([
    'ACTIVE_INCIDENTS',
    'NON_OPERATING_HOUR_EFFICIENCY',
  ]);
  if (nav.has('TEMPERATURE_REVIEW')) cards.add('RECOMMENDATIONS');
  if (inv.energyMeters > 0) cards.add('ENERGY_USAGE');
  if (temperatureReview) cards.add('TEMPERATURE_COMPLIANCE');
  if (inv.thermostats > 0) cards.add('HVAC_CONTROLS_OPERATIONS');
  if (inv.sensorTypes.length > 0 || inv.thermostats > 0) cards.add('DEVICE_CONNECTIVITY');

  return {
    SITE_NAV: ordered(SITE_NAV_FEATURES, nav),
    SITE_COMPONENT: ordered(SITE_COMPONENT_FEATURES, components),
    SITE_CARD: ordered(SITE_CARD_FEATURES, cards),
  };
}

/** Several sites' inventories as one: what any of them has (the multisite features, D-055). */
export function mergeInventories(list: SiteInventory[]): SiteInventory {
  const sum = (k: keyof SiteInventory) => list.reduce((n, i) => n + (i[k] as number), 0);
  return {
    located: list.some((i) => i.located),
    equipment: sum('equipment'),
    equipmentGroupIds: [...new Set(list.flatMap((i) => i.equipmentGroupIds))],
    spaces: sum('spaces'),
    gateways: sum('gateways'),
    sensorTypes: [...new Set(list.flatMap((i) => i.sensorTypes))],
    rangedTemperatureSensors: sum('rangedTemperatureSensors'),
    energyMeters: sum('energyMeters'),
    equipmentEnergySensors: sum('equipmentEnergySensors'),
    thermostats: sum('thermostats'),
    schedulers: sum('schedulers'),
    timetables: sum('timetables'),
  };
}
