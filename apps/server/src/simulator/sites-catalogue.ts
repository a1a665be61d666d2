import type { Country, SiteType } from './site-types';

/**
 * Climate normals (rounded, °C): annual mean, half the July-January swing and half the typical daily
 * range. They drive outdoor temperature and through it HVAC load.
 */
export interface Climate {
  mean: number;
  seasonal: number;
  diurnal: number;
}

export interface City {
  name: string;
  country: Country;
  timeZone: string;
  lat: number;
  lon: number;
  /** Location-based grid factor, kg CO2e/kWh (data.md; sub-national values where known, else estimates). */
  co2: number;
  climate: Climate;
}

const c = (mean: number, seasonal: number, diurnal: number): Climate => ({ mean, seasonal, diurnal });

// US: eGRID 2022 subregions (NYC 0.402, California 0.226, Texas 0.350, upper Midwest 0.671; others
// estimates from their subregion). AU: state factors (Victoria 0.77, Tasmania 0.15; others estimates).
export const CITIES = {
  nyc: {
    name: 'New York',
    country: 'US',
    timeZone: 'America/New_York',
    lat: 40.7128,
    lon: -74.006,
    co2: 0.402,
    climate: c(13, 12, 4),
  },
  boston: {
    name: 'Boston',
    country: 'US',
    timeZone: 'America/New_York',
    lat: 42.3601,
    lon: -71.0589,
    co2: 0.24,
    climate: c(11, 12.5, 4.5),
  },
  philadelphia: {
    name: 'Philadelphia',
    country: 'US',
    timeZone: 'America/New_York',
    lat: 39.9526,
    lon: -75.1652,
    co2: 0.33,
    climate: c(13.5, 12, 5),
  },
  atlanta: {
    name: 'Atlanta',
    country: 'US',
    timeZone: 'America/New_York',
    lat: 33.749,
    lon: -84.388,
    co2: 0.38,
    climate: c(17, 9.5, 5.5),
  },
  miami: {
    name: 'Miami',
    country: 'US',
    timeZone: 'America/New_York',
    lat: 25.7617,
    lon: -80.1918,
    co2: 0.39,
    climate: c(25, 4, 4),
  },
  charlotte: {
    name: 'Charlotte',
    country: 'US',
    timeZone: 'America/New_York',
    lat: 35.2271,
    lon: -80.8431,
    co2: 0.34,
    climate: c(16, 10, 6),
  },
  chicago: {
    name: 'Chicago',
    country: 'US',
    timeZone: 'America/Chicago',
    lat: 41.8781,
    lon: -87.6298,
    co2: 0.45,
    climate: c(10.5, 14, 5),
  },
  minneapolis: {
    name: 'Minneapolis',
    country: 'US',
    timeZone: 'America/Chicago',
    lat: 44.9778,
    lon: -93.265,
    co2: 0.671,
    climate: c(8, 16, 5.5),
  },
  houston: {
    name: 'Houston',
    country: 'US',
    timeZone: 'America/Chicago',
    lat: 29.7604,
    lon: -95.3698,
    co2: 0.35,
    climate: c(21, 8.5, 5),
  },
  dallas: {
    name: 'Dallas',
    country: 'US',
    timeZone: 'America/Chicago',
    lat: 32.7767,
    lon: -96.797,
    co2: 0.35,
    climate: c(19.5, 10.5, 6),
  },
  austin: {
    name: 'Austin',
    country: 'US',
    timeZone: 'America/Chicago',
    lat: 30.2672,
    lon: -97.7431,
    co2: 0.35,
    climate: c(20.5, 9, 6),
  },
  denver: {
    name: 'Denver',
    country: 'US',
    timeZone: 'America/Denver',
    lat: 39.7392,
    lon: -104.9903,
    co2: 0.55,
    climate: c(10.5, 11.5, 8),
  },
  la: {
    name: 'Los Angeles',
    country: 'US',
    timeZone: 'America/Los_Angeles',
    lat: 34.0522,
    lon: -118.2437,
    co2: 0.226,
    climate: c(18.5, 4, 4.5),
  },
  sandiego: {
    name: 'San Diego',
    country: 'US',
    timeZone: 'America/Los_Angeles',
    lat: 32.7157,
    lon: -117.1611,
    co2: 0.226,
    climate: c(18, 3.5, 3.5),
  },
  sf: {
    name: 'San Francisco',
    country: 'US',
    timeZone: 'America/Los_Angeles',
    lat: 37.7749,
    lon: -122.4194,
    co2: 0.226,
    climate: c(14.5, 3, 4),
  },
  seattle: {
    name: 'Seattle',
    country: 'US',
    timeZone: 'America/Los_Angeles',
    lat: 47.6062,
    lon: -122.3321,
    co2: 0.29,
    climate: c(11.5, 7, 4.5),
  },
  tacoma: {
    name: 'Tacoma',
    country: 'US',
    timeZone: 'America/Los_Angeles',
    lat: 47.2529,
    lon: -122.4443,
    co2: 0.29,
    climate: c(11, 7, 5),
  },
  bellevue: {
    name: 'Bellevue',
    country: 'US',
    timeZone: 'America/Los_Angeles',
    lat: 47.6101,
    lon: -122.2015,
    co2: 0.29,
    climate: c(11, 7.5, 5),
  },
  portland: {
    name: 'Portland',
    country: 'US',
    timeZone: 'America/Los_Angeles',
    lat: 45.5152,
    lon: -122.6784,
    co2: 0.3,
    climate: c(12.5, 8, 5.5),
  },
  london: {
    name: 'London',
    country: 'GB',
    timeZone: 'Europe/London',
    lat: 51.5074,
    lon: -0.1278,
    co2: 0.207,
    climate: c(11.5, 6.5, 4),
  },
  manchester: {
    name: 'Manchester',
    country: 'GB',
    timeZone: 'Europe/London',
    lat: 53.4808,
    lon: -2.2426,
    co2: 0.207,
    climate: c(10, 6, 3.5),
  },
  birmingham: {
    name: 'Birmingham',
    country: 'GB',
    timeZone: 'Europe/London',
    lat: 52.4862,
    lon: -1.8904,
    co2: 0.207,
    climate: c(10, 6, 4),
  },
  leeds: {
    name: 'Leeds',
    country: 'GB',
    timeZone: 'Europe/London',
    lat: 53.8008,
    lon: -1.5491,
    co2: 0.207,
    climate: c(9.5, 6, 3.5),
  },
  bristol: {
    name: 'Bristol',
    country: 'GB',
    timeZone: 'Europe/London',
    lat: 51.4545,
    lon: -2.5879,
    co2: 0.207,
    climate: c(11, 6, 4),
  },
  glasgow: {
    name: 'Glasgow',
    country: 'GB',
    timeZone: 'Europe/London',
    lat: 55.8642,
    lon: -4.2518,
    co2: 0.207,
    climate: c(9, 5.5, 3.5),
  },
  edinburgh: {
    name: 'Edinburgh',
    country: 'GB',
    timeZone: 'Europe/London',
    lat: 55.9533,
    lon: -3.1883,
    co2: 0.207,
    climate: c(9, 5.5, 3.5),
  },
  nottingham: {
    name: 'Nottingham',
    country: 'GB',
    timeZone: 'Europe/London',
    lat: 52.9548,
    lon: -1.1581,
    co2: 0.207,
    climate: c(10, 6, 4),
  },
  berlin: {
    name: 'Berlin',
    country: 'DE',
    timeZone: 'Europe/Berlin',
    lat: 52.52,
    lon: 13.405,
    co2: 0.38,
    climate: c(10, 9.5, 4.5),
  },
  hamburg: {
    name: 'Hamburg',
    country: 'DE',
    timeZone: 'Europe/Berlin',
    lat: 53.5511,
    lon: 9.9937,
    co2: 0.38,
    climate: c(9.5, 8.5, 4),
  },
  frankfurt: {
    name: 'Frankfurt am Main',
    country: 'DE',
    timeZone: 'Europe/Berlin',
    lat: 50.1109,
    lon: 8.6821,
    co2: 0.38,
    climate: c(10.5, 9, 5),
  },
  munich: {
    name: 'München',
    country: 'DE',
    timeZone: 'Europe/Berlin',
    lat: 48.1351,
    lon: 11.582,
    co2: 0.38,
    climate: c(9, 9.5, 5),
  },
  cologne: {
    name: 'Köln',
    country: 'DE',
    timeZone: 'Europe/Berlin',
    lat: 50.9375,
    lon: 6.9603,
    co2: 0.38,
    climate: c(11, 8, 4.5),
  },
  stuttgart: {
    name: 'Stuttgart',
    country: 'DE',
    timeZone: 'Europe/Berlin',
    lat: 48.7758,
    lon: 9.1829,
    co2: 0.38,
    climate: c(10, 9, 5),
  },
  sydney: {
    name: 'Sydney',
    country: 'AU',
    timeZone: 'Australia/Sydney',
    lat: -33.8688,
    lon: 151.2093,
    co2: 0.66,
    climate: c(18.5, 4.5, 4),
  },
  melbourne: {
    name: 'Melbourne',
    country: 'AU',
    timeZone: 'Australia/Melbourne',
    lat: -37.8136,
    lon: 144.9631,
    co2: 0.77,
    climate: c(15.5, 5, 5.5),
  },
  brisbane: {
    name: 'Brisbane',
    country: 'AU',
    timeZone: 'Australia/Brisbane',
    lat: -27.4698,
    lon: 153.0251,
    co2: 0.73,
    climate: c(21, 4.5, 5),
  },
  perth: {
    name: 'Perth',
    country: 'AU',
    timeZone: 'Australia/Perth',
    lat: -31.9505,
    lon: 115.8605,
    co2: 0.51,
    climate: c(18.5, 5.5, 6),
  },
  // A zone half an hour off whole hours (+9:30, +10:30 in summer): its UTC hours are not local hours.
  adelaide: {
    name: 'Adelaide',
    country: 'AU',
    timeZone: 'Australia/Adelaide',
    lat: -34.9285,
    lon: 138.6007,
    co2: 0.25,
    climate: c(17, 5.5, 6),
  },
  hobart: {
    name: 'Hobart',
    country: 'AU',
    timeZone: 'Australia/Hobart',
    lat: -42.8821,
    lon: 147.3272,
    co2: 0.15,
    climate: c(12.5, 4, 5),
  },
} as const satisfies Record<string, City>;

export type CityKey = keyof typeof CITIES;

/** Planted faults: what the incident rules and the status pages should find in the demo. */
export interface SiteProblems {
  /** The whole site (gateway) went silent this many hours before the seed time. */
  offlineHours?: number;
  /** Sensors (by title) that stopped reporting this many hours ago and were marked INACTIVE. */
  inactive?: { sensor: string; hours: number }[];
  /** Equipment whose temperature drifts warm over the last days (failing compressor). */
  driftWarm?: string;
  /** Equipment whose door was left open for a long stretch recently. */
  doorLeftOpen?: string;
  /** Thermostat (by equipment title) put into a local adjustment override by staff. */
  localOverride?: string;
  /** Everything left running overnight: night load close to peak (NOH efficiency offender). */
  poorlyManaged?: boolean;
}

export interface SiteDef {
  orgId: number;
  title: string;
  type: SiteType;
  city: CityKey;
  address: string;
  /** Open around the clock (convenience stores). */
  allDay?: boolean;
  /** No site main meter: the site's energy is the sum of its equipment sub-meters. */
  subMetersOnly?: boolean;
  /** Region site group ('US East', 'United Kingdom', ...). */
  region: string;
  problems?: SiteProblems;
  /** An HVAC unit (by title) that is a heat pump, run by its own vendor control for the last days. */
  heatPump?: string;
}
