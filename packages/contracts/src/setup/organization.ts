import { z } from 'zod';
import { FEATURES } from '../identity-org';
import { CountryCode, OptionalText, TimeZoneName, Title } from './common';

/** The caller's organisation as the setup application edits it. */
export const SetupOrganization = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string().nullable(),
  country: z.string().nullable(),
  /** Served under /cdn (the PDF reports' cover draws it); null: a monogram of the title. */
  logo: z.string().nullable(),
  timeZone: z.string(),
  measurementSystem: z.enum(['METRIC', 'IMPERIAL']),
  temperatureUnit: z.enum(['C', 'F']),
  createdAt: z.string(),
});
export type SetupOrganization = z.infer<typeof SetupOrganization>;

export const SetupOrganizationUpdate = z
  .object({
    title: Title,
    description: OptionalText(),
    country: CountryCode.nullable(),
    timeZone: TimeZoneName,
    measurementSystem: z.enum(['METRIC', 'IMPERIAL']),
    temperatureUnit: z.enum(['C', 'F']),
  })
  .partial()
  .strict();
export type SetupOrganizationUpdate = z.infer<typeof SetupOrganizationUpdate>;

/** A new organisation (the operations organisation 275 only; and the first administrator's). */
export const OrganizationCreate = z
  .object({
    title: Title,
    description: OptionalText(),
    country: CountryCode.nullish().transform((v) => v ?? null),
    timeZone: TimeZoneName.default('UTC'),
    measurementSystem: z.enum(['METRIC', 'IMPERIAL']).default('METRIC'),
    temperatureUnit: z.enum(['C', 'F']).default('C'),
  })
  .strict();
export type OrganizationCreate = z.input<typeof OrganizationCreate>;

/** A feature's lists as organisation 275 sets them (spec 1 §6; docs/decisions.md A-103). */
export const FeatureFlagEntry = z.object({
  feature: z.enum(FEATURES),
  list: z.enum(['WHITELIST', 'BLACKLIST']),
  strict: z.boolean().default(false),
});
export const OrganizationFeatureFlags = z.object({
  organizationId: z.number(),
  entries: z.array(FeatureFlagEntry),
});
export const OrganizationFeatureFlagsUpdate = z
  .object({
    entries: z
      .array(FeatureFlagEntry)
      .max(FEATURES.length * 2)
      .refine((e) => new Set(e.map((x) => `${x.feature}/${x.list}`)).size === e.length, {
        message: 'A feature may be on each list once',
      }),
  })
  .strict();

/** Every organisation, for the operations organisation's list. */
export const OrganizationSummary = z.object({
  id: z.number(),
  title: z.string(),
  country: z.string().nullable(),
  sites: z.number(),
  users: z.number(),
  simulated: z.boolean(),
  createdAt: z.string(),
});

/** Organisation 275 creates an organisation and, optionally, invites its first administrator. */
export const OperationsOrganizationCreate = OrganizationCreate.extend({
  administrator: z
    .object({
      email: z.string().trim().min(1, 'Required').max(320).email('Not a valid email address'),
      firstName: z.string().trim().max(100).default(''),
      lastName: z.string().trim().max(100).default(''),
    })
    .strict()
    .optional(),
}).strict();
export type OperationsOrganizationCreate = z.input<typeof OperationsOrganizationCreate>;
