// The organisation equipment list (F-086..F-090): icons by type, status, search and grouping.

/** F-089: the equipment icons of spec 3 §2 by their catalogue key; anything else is 'default' (F-090). */
export const EQUIPMENT_ICON_KEYS = [
  'access-transportation',
  'door',
  'elevator',
  'lighting',
  'it-office-av',
  'ambient-lighting',
  'food-holding',
  'food-processing',
  'circulation-fan',
  'ventilation-fan',
  'plug',
  'hvac',
  'air-curtain',
  'air-handler',
  'boiler',
  'exhaust-air-unit',
  'heater',
  'humidifier',
  'rooftop-unit',
  'split-unit',
  'vav',
  'computer',
  'display',
  'network-equipment',
  'phone-system',
  'projector',
  'refrigeration',
  'walk-in-freezer',
  'freezer',
  'ice-machine',
  'refrigerator',
  'walk-in-cooler',
  'self-service',
  'atm',
  'drink-dispenser',
  'fuel-dispenser',
  'payment-machine',
] as const;
export type EquipmentIconKey = (typeof EQUIPMENT_ICON_KEYS)[number] | 'default';

const ICONS = new Set<string>(EQUIPMENT_ICON_KEYS);
export const equipmentIconKey = (icon: string | null | undefined): EquipmentIconKey =>
  icon && ICONS.has(icon) ? (icon as EquipmentIconKey) : 'default';

/**
 * An equipment's status from its sensors and open incidents (F-088, decided): an open incident wins,
 * then offline (it has sensors and none reports), then online; no sensors at all: not monitored.
 */
export type EquipmentStatus = 'INCIDENT' | 'OFFLINE' | 'ONLINE' | 'NOT_MONITORED';
export const EQUIPMENT_STATUS_ORDER: readonly EquipmentStatus[] = [
  'INCIDENT',
  'OFFLINE',
  'ONLINE',
  'NOT_MONITORED',
];
export const EQUIPMENT_STATUS_LABEL: Record<EquipmentStatus, string> = {
  INCIDENT: 'Open incident',
  OFFLINE: 'Offline',
  ONLINE: 'Online',
  NOT_MONITORED: 'Not monitored',
};

export function equipmentStatus(
  sensorsTotal: number,
  sensorsOnline: number,
  openIncidents: number,
): EquipmentStatus {
  if (openIncidents > 0) return 'INCIDENT';
  if (sensorsTotal === 0) return 'NOT_MONITORED';
  return sensorsOnline === 0 ? 'OFFLINE' : 'ONLINE';
}

/** What the list needs of one equipment. */
export interface EquipmentListItem {
  id: number;
  title: string;
  siteTitle: string;
  typeTitle: string;
  groupTitle: string;
  spaceTitle: string | null;
  vendor: string | null;
  model: string | null;
  status: EquipmentStatus;
}

/** F-086: the grouping options, alphabetical first (the default). */
export const EQUIPMENT_GROUPINGS = ['alphabetical', 'group', 'type', 'space', 'status'] as const;
export type EquipmentGrouping = (typeof EQUIPMENT_GROUPINGS)[number];
export const EQUIPMENT_GROUPING_LABEL: Record<EquipmentGrouping, string> = {
  alphabetical: 'Alphabetical',
  group: 'Equipment group',
  type: 'Type',
  space: 'Space',
  status: 'Status',
};

/** Search needs 3 or more characters (spec 3 §5); shorter text leaves the list as it is. */
export const EQUIPMENT_SEARCH_MIN = 3;

export function searchEquipment<T extends EquipmentListItem>(rows: readonly T[], query: string): T[] {
  const q = query.trim().toLowerCase();
  if (q.length < EQUIPMENT_SEARCH_MIN) return [...rows];
  return rows.filter((r) =>
    [r.title, r.siteTitle, r.typeTitle, r.groupTitle, r.spaceTitle, r.vendor, r.model].some((v) =>
      v?.toLowerCase().includes(q),
    ),
  );
}

export interface EquipmentSection<T> {
  key: string;
  label: string;
  rows: T[];
}

const byTitle = (a: EquipmentListItem, b: EquipmentListItem) =>
  a.title.localeCompare(b.title, 'en', { sensitivity: 'base', numeric: true }) ||
  a.siteTitle.localeCompare(b.siteTitle) ||
  a.id - b.id;

/** The first letter of a title, '#' for digits and signs: the sections of the alphabetical grouping. */
export const initialOf = (title: string): string => {
  const c = title.trim().charAt(0).toLocaleUpperCase('en');
  return /\p{L}/u.test(c) ? c.normalize('NFD').charAt(0) : '#';
};

/**
 * The rows in sections of the chosen grouping (F-086), each sorted by title: alphabetical by initial
 * letter; group, type and space by their title (equipment without a space last); status in the order
 * incident, offline, online, not monitored. Every row lands in exactly one section.
 */
export function groupEquipment<T extends EquipmentListItem>(
  rows: readonly T[],
  grouping: EquipmentGrouping,
): EquipmentSection<T>[] {
  const keyOf = (r: T): [string, string] => {
    switch (grouping) {
      case 'alphabetical': {
        const i = initialOf(r.title);
        return [i, i];
      }
      case 'group':
        return [r.groupTitle, r.groupTitle];
      case 'type':
        return [r.typeTitle, r.typeTitle];
      case 'space':
        return r.spaceTitle ? [r.spaceTitle, r.spaceTitle] : ['\uffff', 'No space'];
      case 'status':
        return [String(EQUIPMENT_STATUS_ORDER.indexOf(r.status)), EQUIPMENT_STATUS_LABEL[r.status]];
    }
  };
  const sections = new Map<string, EquipmentSection<T>>();
  for (const r of rows) {
    const [key, label] = keyOf(r);
    const s = sections.get(key) ?? { key, label, rows: [] };
    s.rows.push(r);
    sections.set(key, s);
  }
  return [...sections.values()]
    .sort((a, b) =>
      a.key === '#' ? 1 : b.key === '#' ? -1 : a.key.localeCompare(b.key, 'en', { numeric: true }),
    )
    .map((s) => ({ ...s, rows: s.rows.sort(byTitle) }));
}
