import { type SetupSpace, SPACE_TYPES, type SpaceCreate } from '@sw/contracts/setup';

export type SpaceType = (typeof SPACE_TYPES)[number];

const SPACE_TYPE_LABELS: Record<SpaceType, string> = {
  ROOM: 'Room',
  ZONE: 'Zone',
  FLOOR: 'Floor',
  COLD_ROOM: 'Cold room',
  SALES_FLOOR: 'Sales floor',
  BACK_OF_HOUSE: 'Back of house',
  OUTDOOR: 'Outdoor',
  ROOF: 'Roof',
};

const isSpaceType = (word: string): word is SpaceType => (SPACE_TYPES as readonly string[]).includes(word);

/** A space type as people read it; a word loaded some other way is shown as it is. */
export function spaceTypeLabel(word: string): string {
  return isSpaceType(word) ? SPACE_TYPE_LABELS[word] : word;
}

/** The types the form offers, plus the space's own word when it is not one of them (kept as is). */
export function spaceTypeOptions(current: string): { value: string; label: string }[] {
  const known = SPACE_TYPES.map((t) => ({ value: t, label: SPACE_TYPE_LABELS[t] }));
  return isSpaceType(current) ? known : [...known, { value: current, label: current }];
}

export interface SpaceFormValues {
  title: string;
  spaceType: string;
  description: string;
  externalId: string;
}

export function spaceFormValues(space: SetupSpace | null): SpaceFormValues {
  return {
    title: space?.title ?? '',
    spaceType: space?.spaceType ?? 'ROOM',
    description: space?.description ?? '',
    externalId: space?.externalId ?? '',
  };
}

/**
 * The create or update body. A word outside SPACE_TYPES can only be the stored one left alone:
 * it is not sent, so that editing an imported space's title does not fail on its type.
 */
export function spaceBody(v: SpaceFormValues): Omit<SpaceCreate, 'siteId'> {
  return {
    title: v.title,
    description: v.description || null,
    externalId: v.externalId || null,
    ...(isSpaceType(v.spaceType) ? { spaceType: v.spaceType } : {}),
  };
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What points at a space ('2 equipment items, 1 sensor'), or null when nothing does. */
export function spaceUses(counts: SetupSpace['counts']): string | null {
  const parts = [
    counts.equipment && count(counts.equipment, 'equipment item', 'equipment items'),
    counts.sensors && count(counts.sensors, 'sensor', 'sensors'),
    counts.controlBoards && count(counts.controlBoards, 'control board', 'control boards'),
    counts.sentinels && count(counts.sentinels, 'sentinel', 'sentinels'),
  ].filter(Boolean);
  return parts.length ? parts.join(', ') : null;
}
