import { z } from 'zod';
import { CountryCode, ExternalId, OpeningHours, OptionalText, setupId, TimeZoneName, Title } from './common';

/** A site as the setup application edits it (archived ones included). */
export const SetupSite = z.object({
  id: z.number(),
  externalId: z.string().nullable(),
  title: z.string(),
  address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  timeZone: z.string(),
  country: z.string(),
  siteType: z.string(),
  floorAreaM2: z.number().nullable(),
  co2FactorKgPerKwh: z.number().nullable(),
  openingHours: OpeningHours.nullable(),
  images: z.array(z.string()),
  siteGroupIds: z.array(z.number()),
  archivedAt: z.string().nullable(),
  createdAt: z.string(),
  counts: z.object({
    spaces: z.number(),
    equipment: z.number(),
    gateways: z.number(),
    sensors: z.number(),
    sentinels: z.number(),
  }),
});
export type SetupSite = z.infer<typeof SetupSite>;

export const SITE_TYPES = [
  'supermarket',
  'convenience',
  'restaurant',
  'pharmacy',
  'retail',
  'warehouse',
  'office',
] as const;

const siteFields = {
  externalId: ExternalId,
  title: Title,
  address: OptionalText(500).transform((v) => v ?? ''),
  latitude: z.number({ error: 'A latitude in degrees' }).min(-90, 'From -90').max(90, 'To 90'),
  longitude: z.number({ error: 'A longitude in degrees' }).min(-180, 'From -180').max(180, 'To 180'),
  timeZone: TimeZoneName,
  country: CountryCode,
  siteType: z.enum(SITE_TYPES, { error: `One of ${SITE_TYPES.join(', ')}` }),
  floorAreaM2: z.number().positive('Greater than 0 m²').max(10_000_000, 'At most 10,000,000 m²').nullable(),
  co2FactorKgPerKwh: z.number().min(0, 'At least 0 kg CO2e/kWh').max(2, 'At most 2 kg CO2e/kWh').nullable(),
  openingHours: OpeningHours.nullable(),
  siteGroupIds: z.array(setupId).max(100),
};

export const SiteCreate = z
  .object({
    ...siteFields,
    siteType: siteFields.siteType.default('retail'),
    floorAreaM2: siteFields.floorAreaM2.default(null),
    co2FactorKgPerKwh: siteFields.co2FactorKgPerKwh.default(null),
    openingHours: siteFields.openingHours.default(null),
    siteGroupIds: siteFields.siteGroupIds.default([]),
    externalId: siteFields.externalId.default(null),
  })
  .strict();
export type SiteCreate = z.input<typeof SiteCreate>;

export const SiteUpdate = z.object(siteFields).partial().strict();
export type SiteUpdate = z.input<typeof SiteUpdate>;

export const SetupSitesQuery = z.object({
  archived: z.enum(['true', 'false', 'all']).default('false'),
  q: z.string().trim().max(200).optional(),
});
