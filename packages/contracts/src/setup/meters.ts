import { z } from 'zod';
import { OptionalText, setupId, Title } from './common';

// Energy meters (the spec's "EnergyPro"): a site or sub-meter device, read through one ENERGY sensor
// of its site. A site's energy is its main meter, else the sum of its equipment sub-meters
// (docs/analytics.md), so at most one meter per site is the main one.

export const SetupEnergyMeter = z.object({
  id: z.number(),
  siteId: z.number(),
  sensorId: z.number(),
  sensorTitle: z.string(),
  title: z.string(),
  uuid: z.string(),
  vendor: z.string(),
  model: z.string().nullable(),
  gatewayId: z.number().nullable(),
  gatewayTitle: z.string().nullable(),
  isSiteMain: z.boolean(),
});
export type SetupEnergyMeter = z.infer<typeof SetupEnergyMeter>;

const meterFields = {
  /** An ENERGY sensor of the same site; a sensor backs one meter at most. */
  sensorId: setupId,
  title: Title,
  uuid: z
    .string({ error: 'Required' })
    .trim()
    .min(1, 'Required')
    .max(100, 'At most 100 characters')
    .regex(/^[\w.:-]*$/, 'Letters, digits and . _ : - only'),
  vendor: z.string({ error: 'Required' }).trim().min(1, 'Required').max(200, 'At most 200 characters'),
  model: OptionalText(200),
  /** A gateway of the same site, or none. */
  gatewayId: setupId.nullable(),
  /** Setting it makes the site's other meters sub-meters, in the same change. */
  isSiteMain: z.boolean({ error: 'Yes or no' }),
};

export const EnergyMeterCreate = z
  .object({
    siteId: setupId,
    ...meterFields,
    model: meterFields.model.default(null),
    gatewayId: meterFields.gatewayId.default(null),
    isSiteMain: meterFields.isSiteMain.default(false),
  })
  .strict();
export type EnergyMeterCreate = z.input<typeof EnergyMeterCreate>;

/** A meter stays on its site: siteId is not a field of the update. */
export const EnergyMeterUpdate = z.object(meterFields).partial().strict();
export type EnergyMeterUpdate = z.input<typeof EnergyMeterUpdate>;

export const SetupEnergyMetersQuery = z.object({ siteId: setupId });
