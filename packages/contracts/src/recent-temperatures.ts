import { z } from 'zod';

/** H-020 / I-088 (decided): the site's temperature sensors over the last hours, for report generation. */
export const RecentTemperaturesParams = z.object({
  siteId: z.coerce
    .number({ error: 'siteId must be a number' })
    .int('siteId must be a whole number')
    .positive('siteId must be a positive id')
    .max(2_147_483_647, 'siteId is out of range'),
});
export const RecentTemperaturesQuery = z.object({
  /** Whole hours back from the current hour, 1–168 (a week); 24 when left out. */
  hours: z.coerce
    .number({ error: 'hours must be a number' })
    .int('hours must be a whole number')
    .min(1, 'hours must be at least 1')
    .max(168, 'hours must be at most 168 (a week)')
    .default(24),
});

export const RecentTemperatureHour = z.object({
  /** Start of the hour (UTC instant). */
  hour: z.string(),
  mean: z.number(),
  min: z.number(),
  max: z.number(),
  readings: z.number().int(),
});

export const RecentTemperatureSensor = z.object({
  sensorId: z.number().int(),
  title: z.string(),
  equipmentId: z.number().int().nullable(),
  equipmentTitle: z.string().nullable(),
  /** The equipment's compliance range (°C); null where it has none. */
  minTemp: z.number().nullable(),
  maxTemp: z.number().nullable(),
  unit: z.string(),
  lastValue: z.number().nullable(),
  lastSeenAt: z.string().nullable(),
  /** Hours of the window with readings, oldest first (hours without readings are left out). */
  hours: z.array(RecentTemperatureHour),
});

export const RecentTemperatures = z.object({
  siteId: z.number().int(),
  siteTitle: z.string(),
  timeZone: z.string(),
  /** The window [from, to): whole UTC hours ending with the current one. */
  from: z.string(),
  to: z.string(),
  sensors: z.array(RecentTemperatureSensor),
});
export type RecentTemperatures = z.infer<typeof RecentTemperatures>;
