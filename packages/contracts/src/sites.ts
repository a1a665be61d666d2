import { z } from 'zod';
import { idList, stringList } from './common';

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
