import type { OperatingHours } from '../db/schema';

export type SiteType = 'supermarket' | 'convenience' | 'quick-service-restaurant' | 'pharmacy' | 'retail';
export type Country = 'US' | 'GB' | 'DE' | 'AU';

/** Electricity end uses; every equipment belongs to one, the site main meter sums them all. */
export type Component = 'refrig' | 'light' | 'hvac' | 'cook' | 'other';

export interface SiteTypeSpec {
  label: string;
  image: string;
  areaM2: [number, number];
  /** Site electricity EUI, kWh/m2/yr (data.md; estimates marked there). */
  eui: [number, number];
  /** End-use shares of annual electricity (data.md: CBECS food sales / food service; estimates). */
  shares: Record<Component, number>;
  /** Fractions of peak left running while closed by a well-managed site (data.md, night load). */
  night: { light: number; other: number; cook: number };
  spaces: string[];
}

const FOOD_SALES = { refrig: 0.57, light: 0.22, hvac: 0.13, cook: 0.01, other: 0.07 };
const FOOD_SERVICE = { refrig: 0.32, hvac: 0.29, light: 0.2, cook: 0.06, other: 0.13 };

export const SITE_TYPES: Record<SiteType, SiteTypeSpec> = {
  supermarket: {
    label: 'Supermarket',
    image: '/cdn/sites/supermarket.svg',
    areaM2: [4200, 4650],
    eui: [440, 600],
    shares: FOOD_SALES,
    night: { light: 0.22, other: 0.45, cook: 0.05 },
    spaces: ['Sales Floor', 'Back Room', 'Cold Room', 'Deli & Bakery', 'Office', 'Rooftop'],
  },
  convenience: {
    label: 'Convenience store',
    image: '/cdn/sites/convenience.svg',
    areaM2: [200, 465],
    eui: [620, 820],
    shares: FOOD_SALES,
    night: { light: 0.2, other: 0.45, cook: 0.1 },
    spaces: ['Sales Floor', 'Back Room', 'Cold Room'],
  },
  'quick-service-restaurant': {
    label: 'Quick-service restaurant',
    image: '/cdn/sites/restaurant.svg',
    areaM2: [210, 260],
    eui: [900, 1250],
    shares: FOOD_SERVICE,
    night: { light: 0.12, other: 0.3, cook: 0.06 },
    spaces: ['Dining Area', 'Kitchen', 'Cold Room', 'Rooftop'],
  },
  pharmacy: {
    label: 'Pharmacy',
    image: '/cdn/sites/pharmacy.svg',
    areaM2: [840, 1350],
    eui: [250, 340],
    shares: { refrig: 0.05, light: 0.35, hvac: 0.32, cook: 0, other: 0.28 },
    night: { light: 0.1, other: 0.3, cook: 0 },
    spaces: ['Sales Floor', 'Dispensary', 'Back Room', 'Rooftop'],
  },
  retail: {
    label: 'Retail store',
    image: '/cdn/sites/retail.svg',
    areaM2: [1300, 2300],
    eui: [105, 160],
    shares: { refrig: 0.03, light: 0.38, hvac: 0.34, cook: 0, other: 0.25 },
    night: { light: 0.08, other: 0.28, cook: 0 },
    spaces: ['Sales Floor', 'Stockroom', 'Fitting Rooms', 'Office', 'Rooftop'],
  },
};

/**
 * What a poorly managed site leaves on at night: lights, plug loads, HVAC without setback, fryers
 * and holding cabinets idling hot. Night load ends at 0.7-0.9 of peak (NOH efficiency offenders).
 */
export const POOR_NIGHT = { light: 0.95, other: 0.95, cook: 0.7 };

const DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
const h = (open: number, close: number) => ({ open: open * 60, close: close * 60 });

function week(mf: [number, number], sat: [number, number] | null, sun: [number, number] | null) {
  const out = {} as OperatingHours;
  for (const d of DAYS) {
    const span = d === 'sat' ? sat : d === 'sun' ? sun : mf;
    out[d] = span ? h(span[0], span[1]) : null;
  }
  return out;
}

/**
 * Opening hours by format and country (minutes from local midnight). German shops close on Sundays
 * (Ladenschlussgesetz) and British large stores open six hours on Sundays; convenience stores are
 * often 24/7.
 */
export function openingHours(type: SiteType, country: Country, allDay: boolean): OperatingHours {
  if (allDay) return week([0, 24], [0, 24], [0, 24]);
  switch (type) {
    case 'supermarket':
      if (country === 'DE') return week([7, 22], [7, 22], null);
      if (country === 'GB') return week([7, 22], [7, 22], [10, 16]);
      if (country === 'AU') return week([7, 22], [7, 22], [8, 21]);
      return week([6, 24], [6, 24], [6, 24]);
    case 'convenience':
      if (country === 'DE') return week([6, 22], [7, 22], [8, 20]);
      return week([6, 23], [6, 23], [7, 23]);
    case 'quick-service-restaurant':
      if (country === 'DE' || country === 'GB') return week([7, 23], [7, 23], [8, 23]);
      return week([6, 23], [6, 23], [6, 23]);
    case 'pharmacy':
      if (country === 'DE') return week([8, 20], [8, 18], null);
      if (country === 'GB') return week([8, 21], [8, 21], [10, 16]);
      return week([8, 22], [8, 22], [9, 18]);
    case 'retail':
      if (country === 'DE') return week([9, 20], [9, 20], null);
      return week([8, 22], [8, 22], [10, 18]);
  }
}

/** Open and close minute per ISO weekday (index 0 = Monday); -1 marks a closed day. */
export function hoursArrays(hours: OperatingHours | null): { o: number[]; c: number[] } {
  const o: number[] = [];
  const c: number[] = [];
  for (const d of DAYS) {
    const span = hours?.[d];
    o.push(span ? span.open : -1);
    c.push(span ? span.close : -1);
  }
  return { o, c };
}

/** Minutes before opening and after closing that staff, lights and HVAC are on. */
export const OCCUPANCY_MARGIN_MIN = 30;

/** Weekly occupied and open hours (for calibrating annual energy to the target EUI). */
export function weeklyHours(hours: OperatingHours | null): { open: number; occupied: number } {
  const { o, c } = hoursArrays(hours);
  let open = 0;
  let occupied = 0;
  for (let i = 0; i < 7; i++) {
    if (o[i]! < 0) continue;
    open += (c[i]! - o[i]!) / 60;
    occupied +=
      (Math.min(1440, c[i]! + OCCUPANCY_MARGIN_MIN) - Math.max(0, o[i]! - OCCUPANCY_MARGIN_MIN)) / 60;
  }
  return { open, occupied };
}
