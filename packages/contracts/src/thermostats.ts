import { z } from 'zod';
import { ThermostatMode } from './controls';

// Thermostat and scheduler reads (spec 3 §3, §7; requirements G-010, G-011, G-016, I-068, I-074, I-075).

/** G-016: a thermostat with its current state. model is the device's own; the UI prefixes the vendor (G-011). */
export const Thermostat = z.object({
  id: z.number(),
  title: z.string(),
  /** The name staff gave it, else its title (what /display-name answers). */
  displayName: z.string(),
  vendor: z.string(),
  model: z.string().nullable(),
  uuid: z.string(),
  siteId: z.number(),
  equipmentId: z.number(),
  mode: ThermostatMode,
  heatSetPoint: z.number(),
  coolSetPoint: z.number(),
  /** Latest ambient temperature in temperatureUnit; null before its first sample. */
  temperature: z.number().nullable(),
  temperatureUnit: z.enum(['C', 'F']),
  workingMode: z.string(),
  localAdjustmentOverride: z.object({ product: z.string() }).nullable(),
  online: z.boolean(),
  lastSeenAt: z.string().nullable(),
  /** A heat pump (one compressor heats and cools): its defrost is not cooling (G-053). */
  heatPump: z.boolean(),
  /** ISO instant from which the heat pump's own control runs it (G-012, G-038); null: never. */
  vendorControlFrom: z.string().nullable(),
});
export type Thermostat = z.infer<typeof Thermostat>;

export const ThermostatDisplayName = z.object({ id: z.number(), displayName: z.string() });
export type ThermostatDisplayName = z.infer<typeof ThermostatDisplayName>;

/** A lighting (or other relay) scheduler of an equipment (I-068). */
export const Scheduler = z.object({
  id: z.number(),
  title: z.string(),
  siteId: z.number(),
  equipmentId: z.number(),
  controlBoardId: z.number().nullable(),
  workingMode: z.string(),
  /** Below this illuminance (lux) the light sensor switches the lights on; null when not used. */
  luxThreshold: z.number().nullable(),
});
export type Scheduler = z.infer<typeof Scheduler>;
