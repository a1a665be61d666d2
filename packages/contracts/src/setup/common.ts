import { z } from 'zod';

// Shared pieces of the setup calls' bodies. Messages are written for the form field they belong
// to: the server answers 400 with one { field, message } per problem (docs/setup.md).

export const setupId = z.coerce.number().int().positive().max(2_147_483_647);

/** Any IANA zone this runtime knows (the same list as GET /api/v1/timezones). */
export const TimeZoneName = z
  .string()
  .trim()
  .min(1, 'Choose a time zone')
  .refine((z) => isKnownZone(z), { message: 'Unknown time zone' });

let zones: Set<string> | null = null;
export function isKnownZone(zone: string): boolean {
  zones ??= new Set([...Intl.supportedValuesOf('timeZone'), 'UTC']);
  if (zones.has(zone)) return true;
  try {
    // Aliases (e.g. Asia/Calcutta) are valid zones the list leaves out.
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone.includes('/');
  } catch {
    return false;
  }
}

export const Title = z.string().trim().min(1, 'Required').max(200, 'At most 200 characters');

export const OptionalText = (max = 2000) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

/** The organisation's own key for a row; bulk import is idempotent by it. */
export const ExternalId = z
  .string()
  .trim()
  .max(100, 'At most 100 characters')
  .regex(/^[\w.:/-]*$/, 'Letters, digits and . _ : / - only')
  .nullish()
  .transform((v) => (v ? v : null));

/** ISO 3166-1 alpha-2. */
export const CountryCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, 'A two-letter country code (ISO 3166-1), e.g. US');

const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export const WEEKDAY_KEYS = WEEKDAYS;

/** Minutes from local midnight; close may be 1440 (open until midnight); null = closed all day. */
export const DayHours = z
  .object({
    open: z.number().int().min(0, 'From 00:00').max(1439, 'Before 24:00'),
    close: z.number().int().min(1, 'After 00:00').max(1440, 'At most 24:00'),
  })
  .refine((d) => d.close > d.open, { message: 'Closing must be after opening', path: ['close'] })
  .nullable();

/** Opening hours per weekday; null (no hours) means open around the clock. */
export const OpeningHours = z.object({
  mon: DayHours,
  tue: DayHours,
  wed: DayHours,
  thu: DayHours,
  fri: DayHours,
  sat: DayHours,
  sun: DayHours,
});
export type OpeningHours = z.infer<typeof OpeningHours>;

export const ROLE_NAMES = ['ADMIN', 'MANAGER', 'VIEWER'] as const;
export const RoleName = z.enum(ROLE_NAMES, { error: 'One of ADMIN, MANAGER, VIEWER' });

/** One audited change (GET /api/v1/setup/audit). */
export const SetupAuditEntry = z.object({
  id: z.number(),
  at: z.string(),
  userId: z.number().nullable(),
  userName: z.string().nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type SetupAuditEntry = z.infer<typeof SetupAuditEntry>;
