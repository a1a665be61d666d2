import { z } from 'zod';

/** Spec 1 §3 Organization. */
export const Organization = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string().nullable(),
  country: z.string().nullable(),
  legacyId: z.string().nullable(),
  logo: z.string().nullable(),
  images: z.array(z.string()),
  createdAt: z.string(),
});
export type Organization = z.infer<typeof Organization>;

/** The gated features of spec 1 §6. */
export const FEATURES = ['INSIGHTS', 'EQUIPMENT', 'SAVINGS_ROUTING', 'TEMPERATURE_REVIEW_TILE'] as const;
export const FeatureName = z.enum(FEATURES);
export type FeatureName = z.infer<typeof FeatureName>;

/** GET /api/v1/organizations/current/features: each feature evaluated for the caller's organisation. */
export const OrganizationFeatures = z.object({
  organizationId: z.number(),
  features: z.object({
    INSIGHTS: z.boolean(),
    EQUIPMENT: z.boolean(),
    SAVINGS_ROUTING: z.boolean(),
    TEMPERATURE_REVIEW_TILE: z.boolean(),
  }),
});
export type OrganizationFeatures = z.infer<typeof OrganizationFeatures>;

/** GET /api/v1/basics/timezones: an IANA zone with its offset now ('+01:00', 60). */
export const Timezone = z.object({ title: z.string(), offset: z.string(), offsetMinutes: z.number() });
export type Timezone = z.infer<typeof Timezone>;

/** GET /api/v1/equipment-groups */
export const EquipmentGroup = z.object({ id: z.number(), title: z.string() });
export type EquipmentGroup = z.infer<typeof EquipmentGroup>;

/** GET /api/v1/equipment-types */
export const EquipmentType = z.object({
  id: z.number(),
  title: z.string(),
  icon: z.string(),
  groupId: z.number(),
  typeGroupId: z.number(),
});
export type EquipmentType = z.infer<typeof EquipmentType>;
