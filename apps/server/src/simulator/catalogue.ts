import { equipmentGroups, equipmentTypeGroups, equipmentTypes } from '../db/schema';
import type { Exec } from './sql';

// The catalogue is reference data (no org_id); inserts skip rows that already exist so that a
// database whose organisations were removed can be seeded again.

/** Equipment groups (energy end uses). HVAC must be 221: the spec's clients refer to it by id. */
export const GROUP = {
  HVAC: 221,
  REFRIGERATION: 222,
  LIGHTING: 223,
  COOKING: 224,
  PLUG_LOADS: 225,
  IT_OFFICE: 226,
  ACCESS: 227,
  OTHER: 228,
} as const;

const GROUP_TITLES: Record<number, string> = {
  [GROUP.HVAC]: 'HVAC',
  [GROUP.REFRIGERATION]: 'Refrigeration',
  [GROUP.LIGHTING]: 'Lighting',
  [GROUP.COOKING]: 'Cooking / Food Service',
  [GROUP.PLUG_LOADS]: 'Plug Loads',
  [GROUP.IT_OFFICE]: 'IT / Office',
  [GROUP.ACCESS]: 'Access / Doors',
  [GROUP.OTHER]: 'Other',
};

/** Equipment type groups; the HVAC one must be 5708 (spec). */
export const TYPE_GROUP = {
  HVAC: 5708,
  REFRIGERATION: 5709,
  LIGHTING: 5710,
  FOOD_SERVICE: 5711,
  PLUG_IT: 5712,
  BUILDING_ACCESS: 5713,
  SELF_SERVICE: 5714,
} as const;

const TYPE_GROUP_TITLES: Record<number, string> = {
  [TYPE_GROUP.HVAC]: 'HVAC',
  [TYPE_GROUP.REFRIGERATION]: 'Refrigeration',
  [TYPE_GROUP.LIGHTING]: 'Lighting',
  [TYPE_GROUP.FOOD_SERVICE]: 'Food Service',
  [TYPE_GROUP.PLUG_IT]: 'Plug Loads & IT',
  [TYPE_GROUP.BUILDING_ACCESS]: 'Building Access',
  [TYPE_GROUP.SELF_SERVICE]: 'Self Service & Payment',
};

/** The spec's equipment icon list, one type each; ids are stable so that links and filters survive. */
const TYPES = [
  [1, 'Access Transportation', 'access-transportation', GROUP.ACCESS, TYPE_GROUP.BUILDING_ACCESS],
  [2, 'Door', 'door', GROUP.ACCESS, TYPE_GROUP.BUILDING_ACCESS],
  [3, 'Elevator', 'elevator', GROUP.ACCESS, TYPE_GROUP.BUILDING_ACCESS],
  [4, 'Lighting', 'lighting', GROUP.LIGHTING, TYPE_GROUP.LIGHTING],
  [5, 'IT / Office AV', 'it-office-av', GROUP.IT_OFFICE, TYPE_GROUP.PLUG_IT],
  [6, 'Ambient Lighting', 'ambient-lighting', GROUP.LIGHTING, TYPE_GROUP.LIGHTING],
  [7, 'Food Holding', 'food-holding', GROUP.COOKING, TYPE_GROUP.FOOD_SERVICE],
  [8, 'Food Processing', 'food-processing', GROUP.COOKING, TYPE_GROUP.FOOD_SERVICE],
  [9, 'Circulation Fan', 'circulation-fan', GROUP.HVAC, TYPE_GROUP.HVAC],
  [10, 'Ventilation Fan', 'ventilation-fan', GROUP.HVAC, TYPE_GROUP.HVAC],
  [11, 'Plug', 'plug', GROUP.PLUG_LOADS, TYPE_GROUP.PLUG_IT],
  [12, 'HVAC', 'hvac', GROUP.HVAC, TYPE_GROUP.HVAC],
  [13, 'Air Curtain', 'air-curtain', GROUP.HVAC, TYPE_GROUP.HVAC],
  [14, 'Air Handler', 'air-handler', GROUP.HVAC, TYPE_GROUP.HVAC],
  [15, 'Boiler', 'boiler', GROUP.HVAC, TYPE_GROUP.HVAC],
  [16, 'Exhaust Air Unit', 'exhaust-air-unit', GROUP.HVAC, TYPE_GROUP.HVAC],
  [17, 'Heater', 'heater', GROUP.HVAC, TYPE_GROUP.HVAC],
  [18, 'Humidifier', 'humidifier', GROUP.HVAC, TYPE_GROUP.HVAC],
  [19, 'Rooftop Unit', 'rooftop-unit', GROUP.HVAC, TYPE_GROUP.HVAC],
  [20, 'Split Unit', 'split-unit', GROUP.HVAC, TYPE_GROUP.HVAC],
  [21, 'VAV', 'vav', GROUP.HVAC, TYPE_GROUP.HVAC],
  [22, 'Computer', 'computer', GROUP.IT_OFFICE, TYPE_GROUP.PLUG_IT],
  [23, 'Display', 'display', GROUP.IT_OFFICE, TYPE_GROUP.PLUG_IT],
  [24, 'Network Equipment', 'network-equipment', GROUP.IT_OFFICE, TYPE_GROUP.PLUG_IT],
  [25, 'Phone System', 'phone-system', GROUP.IT_OFFICE, TYPE_GROUP.PLUG_IT],
  [26, 'Projector', 'projector', GROUP.IT_OFFICE, TYPE_GROUP.PLUG_IT],
  [27, 'Refrigeration', 'refrigeration', GROUP.REFRIGERATION, TYPE_GROUP.REFRIGERATION],
  [28, 'Walk-in Freezer', 'walk-in-freezer', GROUP.REFRIGERATION, TYPE_GROUP.REFRIGERATION],
  [29, 'Freezer', 'freezer', GROUP.REFRIGERATION, TYPE_GROUP.REFRIGERATION],
  [30, 'Ice Machine', 'ice-machine', GROUP.REFRIGERATION, TYPE_GROUP.REFRIGERATION],
  [31, 'Refrigerator', 'refrigerator', GROUP.REFRIGERATION, TYPE_GROUP.REFRIGERATION],
  [32, 'Walk-in Cooler', 'walk-in-cooler', GROUP.REFRIGERATION, TYPE_GROUP.REFRIGERATION],
  [33, 'Self Service', 'self-service', GROUP.OTHER, TYPE_GROUP.SELF_SERVICE],
  [34, 'ATM', 'atm', GROUP.OTHER, TYPE_GROUP.SELF_SERVICE],
  [35, 'Drink Dispenser', 'drink-dispenser', GROUP.COOKING, TYPE_GROUP.FOOD_SERVICE],
  [36, 'Fuel Dispenser', 'fuel-dispenser', GROUP.OTHER, TYPE_GROUP.SELF_SERVICE],
  [37, 'Payment Machine', 'payment-machine', GROUP.OTHER, TYPE_GROUP.SELF_SERVICE],
] as const;

type TypeRow = (typeof TYPES)[number];
type TypeIcon = TypeRow[2];

/** Type id by icon key, e.g. TYPE_ID['walk-in-cooler']. */
export const TYPE_ID = Object.fromEntries(TYPES.map((t) => [t[2], t[0]])) as Record<TypeIcon, number>;
export type EquipmentIcon = TypeIcon;

/** The end-use group of a type (used for equipment.group_id). */
export function groupOfType(typeId: number): number {
  const t = TYPES.find((r) => r[0] === typeId);
  if (!t) throw new Error(`unknown equipment type ${typeId}`);
  return t[3];
}

/** Icon key of a type id ('' when unknown). */
export const iconOfType = (typeId: number): string => TYPES.find((r) => r[0] === typeId)?.[2] ?? '';

export async function insertCatalogue(db: Exec): Promise<void> {
  await db
    .insert(equipmentGroups)
    .values(Object.entries(GROUP_TITLES).map(([id, title]) => ({ id: Number(id), title })))
    .onConflictDoNothing();
  await db
    .insert(equipmentTypeGroups)
    .values(Object.entries(TYPE_GROUP_TITLES).map(([id, title]) => ({ id: Number(id), title })))
    .onConflictDoNothing();
  await db
    .insert(equipmentTypes)
    .values(
      TYPES.map(([id, title, icon, groupId, typeGroupId]) => ({ id, title, icon, groupId, typeGroupId })),
    )
    .onConflictDoNothing();
}
