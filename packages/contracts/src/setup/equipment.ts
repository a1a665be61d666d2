import { z } from 'zod';
import { ExternalId, OptionalText, setupId, Title } from './common';

// Equipment in setup. Its group is the catalogue type's group (never sent); the temperature range
// (°C) is the compliance range of its temperature sensors, both ends or neither.

/** The thermostat that drives an HVAC equipment item (at most one made here per item). */
export const SetupThermostat = z.object({
  id: z.number(),
  equipmentId: z.number(),
  title: z.string(),
  displayName: z.string().nullable(),
  uuid: z.string(),
  vendor: z.string(),
  model: z.string().nullable(),
  gatewayId: z.number().nullable(),
  heatPump: z.boolean(),
});
export type SetupThermostat = z.infer<typeof SetupThermostat>;

export const SetupEquipment = z.object({
  id: z.number(),
  siteId: z.number(),
  spaceId: z.number().nullable(),
  spaceTitle: z.string().nullable(),
  externalId: z.string().nullable(),
  title: z.string(),
  description: z.string().nullable(),
  typeId: z.number(),
  typeTitle: z.string(),
  typeIcon: z.string(),
  groupId: z.number(),
  groupTitle: z.string(),
  vendor: z.string().nullable(),
  model: z.string().nullable(),
  serialNumber: z.string().nullable(),
  /** YYYY-MM-DD */
  manufactureDate: z.string().nullable(),
  minTemp: z.number().nullable(),
  maxTemp: z.number().nullable(),
  ratedKw: z.number().nullable(),
  /** Under a control the product does not model (a BMS, a relay); thermostats and schedulers count on their own. */
  activeControl: z.boolean(),
  sensorCount: z.number(),
  schedulerCount: z.number(),
  thermostat: SetupThermostat.nullable(),
});
export type SetupEquipment = z.infer<typeof SetupEquipment>;

/** Today's date somewhere on Earth (UTC+14): a date after it is in the future everywhere. */
const latestToday = () => new Date(Date.now() + 14 * 3_600_000).toISOString().slice(0, 10);

/** The first thing wrong with a manufacture date, or null: one message per field. */
function manufactureDateProblem(d: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(d)) return 'A date as YYYY-MM-DD';
  // Date.parse rolls 2023-02-30 over to 2 March: a calendar date reads back as itself.
  if (Number.isNaN(Date.parse(d)) || !new Date(d).toISOString().startsWith(d)) return 'Not a calendar date';
  if (d < '1900-01-01') return 'From 1900 on';
  if (d > latestToday()) return 'Not in the future';
  return null;
}

const ManufactureDate = z
  .string({ error: 'A date as YYYY-MM-DD' })
  .superRefine((d, ctx) => {
    const problem = manufactureDateProblem(d);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .nullable();

const Temperature = z
  .number({ error: 'A temperature in °C' })
  .min(-100, 'At least -100 °C')
  .max(200, 'At most 200 °C')
  .nullable();

/** The range's problems as form fields: both ends or neither, min below max. */
export function equipmentTempRangeProblems(
  minTemp: number | null,
  maxTemp: number | null,
): { field: 'minTemp' | 'maxTemp'; message: string }[] {
  if (minTemp === null && maxTemp !== null)
    return [{ field: 'minTemp', message: 'Set both ends or neither' }];
  if (maxTemp === null && minTemp !== null)
    return [{ field: 'maxTemp', message: 'Set both ends or neither' }];
  if (minTemp !== null && maxTemp !== null && minTemp >= maxTemp)
    return [{ field: 'maxTemp', message: 'Above the minimum' }];
  return [];
}

const equipmentFields = {
  externalId: ExternalId,
  title: Title,
  description: OptionalText(),
  spaceId: setupId.nullable(),
  typeId: setupId,
  vendor: OptionalText(200),
  model: OptionalText(200),
  serialNumber: OptionalText(100),
  manufactureDate: ManufactureDate,
  minTemp: Temperature,
  maxTemp: Temperature,
  ratedKw: z
    .number({ error: 'A power in kW' })
    .positive('Greater than 0 kW')
    .max(100_000, 'At most 100,000 kW')
    .nullable(),
  activeControl: z.boolean({ error: 'Yes or no' }),
};

export const EquipmentCreate = z
  .object({
    siteId: setupId,
    ...equipmentFields,
    externalId: equipmentFields.externalId.default(null),
    description: equipmentFields.description.default(null),
    spaceId: equipmentFields.spaceId.default(null),
    vendor: equipmentFields.vendor.default(null),
    model: equipmentFields.model.default(null),
    serialNumber: equipmentFields.serialNumber.default(null),
    manufactureDate: equipmentFields.manufactureDate.default(null),
    minTemp: equipmentFields.minTemp.default(null),
    maxTemp: equipmentFields.maxTemp.default(null),
    ratedKw: equipmentFields.ratedKw.default(null),
    activeControl: equipmentFields.activeControl.default(false),
  })
  .strict()
  .superRefine((v, ctx) => {
    for (const p of equipmentTempRangeProblems(v.minTemp, v.maxTemp))
      ctx.addIssue({ code: 'custom', path: [p.field], message: p.message });
  });
export type EquipmentCreate = z.input<typeof EquipmentCreate>;

/** An item stays on its site; the range is checked with the stored end the update leaves alone. */
export const EquipmentUpdate = z.object(equipmentFields).partial().strict();
export type EquipmentUpdate = z.input<typeof EquipmentUpdate>;

export const SetupEquipmentQuery = z.object({ siteId: setupId });

/** A device's own id as its gateway reports it. */
const DeviceUuid = z
  .string({ error: 'Required' })
  .trim()
  .min(1, 'Required')
  .max(100, 'At most 100 characters')
  .regex(/^[\w.:-]*$/, 'Letters, digits and . _ : - only');

export const EquipmentThermostatCreate = z
  .object({
    /** Defaults to "<equipment title> Thermostat". */
    title: Title.optional(),
    displayName: OptionalText(200).default(null),
    uuid: DeviceUuid,
    vendor: z.string({ error: 'Required' }).trim().min(1, 'Required').max(200, 'At most 200 characters'),
    model: OptionalText(200).default(null),
    /** The site's gateway the thermostat reports through and takes its commands from. */
    gatewayId: setupId,
    /** One compressor heats and cools (its defrost cycles are not cooling). */
    heatPump: z.boolean({ error: 'Yes or no' }).default(false),
  })
  .strict();
export type EquipmentThermostatCreate = z.input<typeof EquipmentThermostatCreate>;
