// Sort keys of the energy tables, apart from the row code: the URL's search validation (loaded with
// the router on every page, sign-in included) needs only these.

export const SITE_SORT_KEYS = [
  'site',
  'kwh',
  'kwhPerM2',
  'lastMonth',
  'twoMonthsAgo',
  'threeMonthsAgo',
  'inSched',
  'outSched',
  'cphIn',
  'cphOut',
  'equipment',
] as const;
export type SiteSortKey = (typeof SITE_SORT_KEYS)[number];

export const EQUIPMENT_SORT_KEYS = [
  'equipment',
  'site',
  'type',
  'kwh',
  'inSched',
  'outSched',
  'share',
] as const;
export type EquipmentSortKey = (typeof EQUIPMENT_SORT_KEYS)[number];
