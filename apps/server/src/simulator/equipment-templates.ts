import type { EquipmentIcon } from './catalogue';
import type { Component, Country, SiteType } from './site-types';

/** Sensors an equipment carries (besides the site-level ones). */
export type EquipmentSensor = 'TEMPERATURE' | 'DOOR' | 'ENERGY';

export interface EquipmentTemplate {
  title: string;
  icon: EquipmentIcon;
  space: string;
  /** End use and this equipment's share of the site's energy for it (shares of one use sum to 1). */
  component: Component;
  share: number;
  sensors: EquipmentSensor[];
  thermostat?: boolean;
  /** Switched by the site's control board (relay + scheduler). */
  controlled?: boolean;
  vendors: string[];
  model: string;
}

const rtus = (n: number, share: number, icon: EquipmentIcon = 'rooftop-unit'): EquipmentTemplate[] =>
  Array.from({ length: n }, (_, i) => ({
    title: `RTU ${i + 1}`,
    icon,
    space: icon === 'split-unit' ? 'Sales Floor' : 'Rooftop',
    component: 'hvac' as const,
    share: share / n,
    sensors: ['ENERGY' as const],
    thermostat: true,
    vendors: icon === 'split-unit' ? ['Daikin', 'Mitsubishi Electric'] : ['Carrier', 'Trane', 'Lennox'],
    model: icon === 'split-unit' ? 'Split 7.1 kW' : 'Packaged RTU',
  }));

const walkIns = (cooler: number, freezer: number): EquipmentTemplate[] => [
  {
    title: 'Walk-in Cooler',
    icon: 'walk-in-cooler',
    space: 'Cold Room',
    component: 'refrig',
    share: cooler,
    sensors: ['TEMPERATURE', 'DOOR', 'ENERGY'],
    vendors: ['Heatcraft', 'Kysor Warren'],
    model: 'WIC-240',
  },
  {
    title: 'Walk-in Freezer',
    icon: 'walk-in-freezer',
    space: 'Cold Room',
    component: 'refrig',
    share: freezer,
    sensors: ['TEMPERATURE', 'DOOR', 'ENERGY'],
    vendors: ['Heatcraft', 'Kysor Warren'],
    model: 'WIF-180',
  },
];

const item = (
  title: string,
  icon: EquipmentIcon,
  space: string,
  component: Component,
  share: number,
  sensors: EquipmentSensor[],
  vendors: string[],
  model: string,
  extra: Partial<EquipmentTemplate> = {},
): EquipmentTemplate => ({ title, icon, space, component, share, sensors, vendors, model, ...extra });

/**
 * Equipment by format. RTU counts follow data.md (supermarket 4-8, restaurant 2-3); the smallest
 * convenience stores get one split unit. Sub-meters (ENERGY) sit on the main consumers only.
 */
export function equipmentFor(type: SiteType, country: Country, areaM2: number): EquipmentTemplate[] {
  switch (type) {
    case 'supermarket':
      return [
        ...rtus(areaM2 > 4450 ? 5 : 4, 1),
        item(
          'Refrigeration Rack',
          'refrigeration',
          'Back Room',
          'refrig',
          0.55,
          ['ENERGY'],
          ['Hussmann', 'Hillphoenix'],
          'Protocol Rack',
        ),
        ...walkIns(0.15, 0.12),
        item(
          'Dairy Case',
          'refrigerator',
          'Sales Floor',
          'refrig',
          0.07,
          ['TEMPERATURE'],
          ['Hussmann', 'Hillphoenix'],
          'Multi-deck 12ft',
        ),
        item(
          'Frozen Food Case',
          'freezer',
          'Sales Floor',
          'refrig',
          0.06,
          ['TEMPERATURE'],
          ['Hussmann', 'Hillphoenix'],
          'Glass Door 5-door',
        ),
        item(
          'Deli Case',
          'refrigerator',
          'Deli & Bakery',
          'refrig',
          0.05,
          ['TEMPERATURE'],
          ['Hussmann', 'Structural Concepts'],
          'Service Case 8ft',
        ),
        item(
          'Sales Floor Lighting',
          'lighting',
          'Sales Floor',
          'light',
          0.8,
          ['ENERGY'],
          ['Signify', 'Acuity Brands'],
          'LED High Bay',
          { controlled: true },
        ),
        item(
          'Exterior & Signage Lighting',
          'ambient-lighting',
          'Sales Floor',
          'light',
          0.2,
          [],
          ['Signify'],
          'LED Sign',
        ),
        item(
          'Bakery Ovens',
          'food-processing',
          'Deli & Bakery',
          'cook',
          1,
          [],
          ['Rational', 'Unox'],
          'Combi Oven',
        ),
        item(
          'Checkouts & Office',
          'plug',
          'Sales Floor',
          'other',
          0.8,
          ['ENERGY'],
          ['Generic'],
          'Plug Loads',
        ),
        item(
          'Self-Checkout Lanes',
          'self-service',
          'Sales Floor',
          'other',
          0.2,
          [],
          ['NCR', 'Diebold Nixdorf'],
          'SCO 7',
        ),
      ];
    case 'convenience':
      return [
        ...(areaM2 < 300 ? rtus(1, 1, 'split-unit') : rtus(2, 1)),
        ...walkIns(0.45, 0.2),
        item(
          'Drinks Cooler',
          'refrigerator',
          'Sales Floor',
          'refrig',
          0.2,
          ['TEMPERATURE'],
          ['True Manufacturing', 'Beverage-Air'],
          'GDM-49',
        ),
        item(
          'Ice Cream Freezer',
          'freezer',
          'Sales Floor',
          'refrig',
          0.15,
          ['TEMPERATURE'],
          ['True Manufacturing'],
          'Island Freezer',
        ),
        item('Hot Food Holding', 'food-holding', 'Sales Floor', 'cook', 1, [], ['Hatco'], 'Heated Display'),
        item(
          'Store Lighting',
          'lighting',
          'Sales Floor',
          'light',
          0.85,
          ['ENERGY'],
          ['Signify', 'Acuity Brands'],
          'LED Troffer',
          { controlled: true },
        ),
        item(
          'Canopy Lighting',
          'ambient-lighting',
          'Sales Floor',
          'light',
          0.15,
          [],
          ['Signify'],
          'LED Canopy',
        ),
        item(
          'Coffee & Counter',
          'drink-dispenser',
          'Sales Floor',
          'other',
          0.5,
          [],
          ['Bunn'],
          'Coffee Station',
        ),
        item(
          country === 'US' ? 'Fuel Dispensers' : 'ATM',
          country === 'US' ? 'fuel-dispenser' : 'atm',
          'Sales Floor',
          'other',
          0.2,
          [],
          country === 'US' ? ['Gilbarco'] : ['Diebold Nixdorf'],
          country === 'US' ? 'Encore 700' : 'CS 5550',
        ),
        item('Back Office', 'plug', 'Back Room', 'other', 0.3, [], ['Generic'], 'Plug Loads'),
      ];
    case 'quick-service-restaurant':
      return [
        ...rtus(2, 0.85),
        item(
          'Kitchen Exhaust Hood',
          'exhaust-air-unit',
          'Kitchen',
          'hvac',
          0.15,
          [],
          ['CaptiveAire'],
          'Exhaust Fan',
        ),
        ...walkIns(0.35, 0.35),
        item(
          'Prep Table Refrigerator',
          'refrigerator',
          'Kitchen',
          'refrig',
          0.12,
          ['TEMPERATURE'],
          ['True Manufacturing', 'Turbo Air'],
          'Sandwich Prep 48in',
        ),
        item(
          'Ice Machine',
          'ice-machine',
          'Kitchen',
          'refrig',
          0.18,
          ['TEMPERATURE'],
          ['Manitowoc', 'Hoshizaki'],
          'Ice Maker 500 lb',
        ),
        item(
          'Fryer Bank',
          'food-processing',
          'Kitchen',
          'cook',
          0.6,
          ['ENERGY'],
          ['Frymaster', 'Pitco'],
          'Electric Fryer x3',
        ),
        item(
          'Holding Cabinet',
          'food-holding',
          'Kitchen',
          'cook',
          0.4,
          [],
          ['Henny Penny', 'Hatco'],
          'Heated Holding',
        ),
        item(
          'Dining Lighting',
          'lighting',
          'Dining Area',
          'light',
          0.7,
          ['ENERGY'],
          ['Signify', 'Acuity Brands'],
          'LED Downlight',
          { controlled: true },
        ),
        item('Exterior Sign', 'ambient-lighting', 'Dining Area', 'light', 0.3, [], ['Signify'], 'LED Sign'),
        item(
          'Drink Dispenser',
          'drink-dispenser',
          'Dining Area',
          'other',
          0.35,
          [],
          ['Lancer', 'Cornelius'],
          'Soda Tower',
        ),
        item('Ordering Kiosks', 'self-service', 'Dining Area', 'other', 0.25, [], ['NCR'], 'Kiosk'),
        item('POS & Office', 'plug', 'Kitchen', 'other', 0.4, [], ['Generic'], 'Plug Loads'),
      ];
    case 'pharmacy':
      return [
        ...rtus(2, 1),
        item(
          'Medication Refrigerator',
          'refrigerator',
          'Dispensary',
          'refrig',
          1,
          ['TEMPERATURE'],
          ['Helmer', 'Liebherr'],
          'Pharmacy Fridge 20cu',
        ),
        item(
          'Store Lighting',
          'lighting',
          'Sales Floor',
          'light',
          0.9,
          ['ENERGY'],
          ['Signify', 'Acuity Brands'],
          'LED Troffer',
          { controlled: true },
        ),
        item('Storefront Sign', 'ambient-lighting', 'Sales Floor', 'light', 0.1, [], ['Signify'], 'LED Sign'),
        item(
          'Dispensary Computers',
          'computer',
          'Dispensary',
          'other',
          0.3,
          [],
          ['Dell', 'HP'],
          'Workstation',
        ),
        item('Plug Loads', 'plug', 'Sales Floor', 'other', 0.55, ['ENERGY'], ['Generic'], 'Plug Loads'),
        item(
          'Entrance Doors',
          'door',
          'Sales Floor',
          'other',
          0.05,
          [],
          ['Stanley', 'dormakaba'],
          'Automatic Slider',
        ),
        item('Photo Kiosk', 'self-service', 'Sales Floor', 'other', 0.1, [], ['Kodak'], 'Picture Kiosk'),
      ];
    case 'retail':
      return [
        ...rtus(3, 0.92),
        item(
          'Entrance Air Curtain',
          'air-curtain',
          'Sales Floor',
          'hvac',
          0.08,
          [],
          ['Mars Air'],
          'Air Curtain 72in',
        ),
        item(
          'Drinks Cooler',
          'refrigerator',
          'Sales Floor',
          'refrig',
          1,
          ['TEMPERATURE'],
          ['True Manufacturing'],
          'GDM-26',
        ),
        item(
          'Sales Floor Lighting',
          'lighting',
          'Sales Floor',
          'light',
          0.75,
          ['ENERGY'],
          ['Signify', 'Acuity Brands'],
          'LED Track',
          { controlled: true },
        ),
        item(
          'Display Lighting',
          'ambient-lighting',
          'Sales Floor',
          'light',
          0.25,
          [],
          ['Signify'],
          'LED Spot',
        ),
        item(
          'Digital Signage',
          'display',
          'Sales Floor',
          'other',
          0.2,
          [],
          ['Samsung', 'LG'],
          'Signage 55in',
        ),
        item('Network Rack', 'network-equipment', 'Office', 'other', 0.1, [], ['Cisco'], 'Branch Rack'),
        item(
          'Payment Terminals',
          'payment-machine',
          'Sales Floor',
          'other',
          0.1,
          [],
          ['Verifone', 'Ingenico'],
          'POS Terminal',
        ),
        item('Plug Loads', 'plug', 'Stockroom', 'other', 0.6, ['ENERGY'], ['Generic'], 'Plug Loads'),
      ];
  }
}
