import { z } from 'zod';
import { idList, intId, stringList } from './common';

export const SiteStatus = z.enum(['ONLINE', 'OFFLINE', 'PARTIALLY_OFF']);

export const OperatingHours = z.record(
  z.enum(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun']),
  z.object({ open: z.number(), close: z.number() }).nullable(),
);

export const Site = z.object({
  id: z.number(),
  siteId: z.number(),
  organizationId: z.number(),
  title: z.string(),
  address: z.string(),
  timeZone: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  country: z.string(),
  siteType: z.string(),
  floorArea: z.number().nullable(),
  co2Factor: z.number().nullable(),
  operatingHours: OperatingHours.nullable(),
  images: z.array(z.string()),
  numberActiveIncidents: z.number(),
  status: SiteStatus,
});
export type Site = z.infer<typeof Site>;

export const SitesQuery = z.object({
  equipmentIds: idList.optional(),
  sensorIds: idList.optional(),
  spaceIds: idList.optional(),
  sensorTypes: stringList.optional(),
  sensorTarget: stringList.optional(),
});
export type SitesQuery = z.infer<typeof SitesQuery>;

/** Device connectivity behind a site's status (D-042): sensors and thermostats of the site. */
export const SiteDeviceCounts = z.object({
  total: z.number(),
  online: z.number(),
  offline: z.number(),
});

/** One site's online status (D-041, I-044). */
export const SiteOnlineStatus = z.object({
  siteId: z.number(),
  title: z.string(),
  address: z.string(),
  images: z.array(z.string()),
  latitude: z.number(),
  longitude: z.number(),
  numberActiveIncidents: z.number(),
  status: SiteStatus,
  devices: SiteDeviceCounts,
  /** The newest report of any device of the site; null when none ever reported (1970 = no data). */
  lastSeenAt: z.string().nullable(),
  /**
   * C-028: the energy meters ("EnergyPro") the site's energy figure is read from (its main meter(s),
   * else every registered meter), counted like devices: online = ACTIVE and heard within the window.
   */
  energyMeters: SiteDeviceCounts,
});
export type SiteOnlineStatus = z.infer<typeof SiteOnlineStatus>;

/** Counts per status; every status is listed, with 0 when no site has it. */
export const SiteStatusStats = z.object({
  total: z.number(),
  statuses: z.array(z.object({ status: SiteStatus, count: z.number() })),
});
export type SiteStatusStats = z.infer<typeof SiteStatusStats>;

/** Every site's online status plus totals (I-045). */
export const SitesOnlineStatus = z.object({
  stats: SiteStatusStats,
  sites: z.array(SiteOnlineStatus),
});
export type SitesOnlineStatus = z.infer<typeof SitesOnlineStatus>;

const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date yyyy-MM-dd')
  .refine(
    (s) =>
      !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s),
    {
      message: 'must be a real calendar date',
    },
  );

/** Dates are calendar days in the site's time zone; endDate defaults to startDate (D-060); at most 366 days. */
export const AstroQuery = z.object({ startDate: isoDay, endDate: isoDay.optional() });
export type AstroQuery = z.infer<typeof AstroQuery>;

export const AstroDay = z.object({
  /** yyyy-MM-dd in the site's time zone. */
  date: z.string(),
  /** ISO instants (UTC); null on a polar day or night. */
  sunrise: z.string().nullable(),
  sunset: z.string().nullable(),
  solarNoon: z.string(),
  /** Minutes of daylight: 1440 on a polar day, 0 on a polar night. */
  dayLengthMinutes: z.number(),
  /** POLAR_DAY: the sun never sets; POLAR_NIGHT: it never rises; null on an ordinary day. */
  polar: z.enum(['POLAR_DAY', 'POLAR_NIGHT']).nullable(),
});
export type AstroDay = z.infer<typeof AstroDay>;

export const SiteAstro = z.object({
  siteId: z.number(),
  timeZone: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  days: z.array(AstroDay),
});
export type SiteAstro = z.infer<typeof SiteAstro>;

/** Site group (D-037); a site's description is its address (sites have no description of their own). */
export const SiteGroup = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string().nullable(),
  sites: z.array(z.object({ id: z.number(), title: z.string(), description: z.string().nullable() })),
});
export type SiteGroup = z.infer<typeof SiteGroup>;

export const Space = z.object({
  id: z.number(),
  siteId: z.number(),
  title: z.string(),
  description: z.string().nullable(),
  spaceType: z.string(),
});
export type Space = z.infer<typeof Space>;

export const SpacesQuery = z.object({ siteIds: idList.optional() });
export type SpacesQuery = z.infer<typeof SpacesQuery>;

const LatestValue = z.object({ value: z.number(), unit: z.string(), timestamp: z.string() }).nullable();

/** What a space holds and its current conditions (D-062), computed from stored data. */
export const SpaceStats = z.object({
  spaceId: z.number(),
  siteId: z.number(),
  equipmentCount: z.number(),
  sensorCount: z.number(),
  sensorsByType: z.array(z.object({ sensorType: z.string(), count: z.number() })),
  devices: SiteDeviceCounts,
  /** Mean of the space's ambient (non-equipment) temperature sensors' last values, else of all. */
  temperature: LatestValue,
  humidity: LatestValue,
  numberActiveIncidents: z.number(),
});
export type SpaceStats = z.infer<typeof SpaceStats>;

/** Stable feature identifiers (D-059); the mapping to screens is in docs (decisions-h3). */
export const SITE_NAV_FEATURES = [
  'DASHBOARD',
  'INCIDENTS',
  'EQUIPMENT',
  'SPACES',
  'SENSORS_GATEWAYS',
  'CONTROLS_THERMOSTATS',
  'CONTROLS_SCHEDULE',
  'CONTROLS_SAVINGS',
  'TASKS',
  'TEMPERATURE_REVIEW',
  'TEMPERATURE_COMPLIANCE',
  'EQUIPMENT_ENERGY_CONSUMPTION',
] as const;
export const SITE_COMPONENT_FEATURES = [
  'WEATHER',
  'ENERGY_CHART',
  'TEMPERATURE_CHART',
  'DOOR_CHART',
  'HVAC_CONTROLS',
  'LIGHTING_CONTROLS',
  'EQUIPMENT_GROUP_HVAC',
  'EQUIPMENT_GROUP_REFRIGERATION',
  'EQUIPMENT_GROUP_LIGHTING',
  'EQUIPMENT_GROUP_COOKING',
  'EQUIPMENT_GROUP_PLUG_LOADS',
  'EQUIPMENT_GROUP_IT_OFFICE',
  'EQUIPMENT_GROUP_ACCESS',
  'EQUIPMENT_GROUP_OTHER',
] as const;
export const SITE_CARD_FEATURES = [
  'ACTIVE_INCIDENTS',
  'NON_OPERATING_HOUR_EFFICIENCY',
  'RECOMMENDATIONS',
  'ENERGY_USAGE',
  'TEMPERATURE_COMPLIANCE',
  'HVAC_CONTROLS_OPERATIONS',
  'DEVICE_CONNECTIVITY',
] as const;

/** Available features (D-054/D-055), each list in the order of the constants above. */
export const SiteFeatures = z.object({
  SITE_NAV: z.array(z.enum(SITE_NAV_FEATURES)),
  SITE_COMPONENT: z.array(z.enum(SITE_COMPONENT_FEATURES)),
  SITE_CARD: z.array(z.enum(SITE_CARD_FEATURES)),
});
export type SiteFeatures = z.infer<typeof SiteFeatures>;

export const OrgIdParam = z.object({ orgId: intId });
