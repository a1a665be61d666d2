import { z } from 'zod';

/** Thermostat mode cycle (G-014). */
export const THERMOSTAT_MODES = ['off', 'cooling', 'heating', 'auto'] as const;
export const ThermostatMode = z.enum(THERMOSTAT_MODES);
export type ThermostatMode = z.infer<typeof ThermostatMode>;

/** The working mode a thermostat reports while staff have adjusted it at the unit (local override). */
export const LOCAL_ADJUSTMENT_WORKING_MODE = 'LOCAL_ADJUSTMENT';

/**
 * One controllable HVAC unit: an equipment with its thermostat (C-014, I-073, I-076, I-077). One entry
 * per thermostat. online is false when the thermostat reports itself offline or has not been heard
 * from recently (never heard = offline, the 1970 "no data" case). temperature is the latest ambient
 * temperature the thermostat reported, in temperatureUnit. localOverride is true while the unit runs
 * on a local adjustment (workingMode LOCAL_ADJUSTMENT); controlMode is what the tile shows otherwise.
 */
export const ControllableHvac = z.object({
  thermostatId: z.number(),
  thermostatTitle: z.string(),
  /** G-016: the device's uuid (what its gateway sends samples as). */
  uuid: z.string(),
  displayName: z.string().nullable(),
  vendor: z.string(),
  model: z.string().nullable(),
  equipmentId: z.number(),
  equipmentTitle: z.string(),
  siteId: z.number(),
  siteTitle: z.string(),
  online: z.boolean(),
  /** ISO instant of the newest sample; null when the thermostat never reported. */
  lastSeenAt: z.string().nullable(),
  mode: ThermostatMode,
  workingMode: z.string(),
  heatSetPoint: z.number(),
  coolSetPoint: z.number(),
  temperature: z.number().nullable(),
  temperatureUnit: z.enum(['C', 'F']),
  localOverride: z.boolean(),
  /** G-016 localAdjustmentOverride{product}: what set the override; null when none. */
  localAdjustmentOverride: z.object({ product: z.string() }).nullable(),
  /** The control mode shown when there is no local override (the working mode, e.g. SCHEDULE). */
  controlMode: z.string(),
  /** A heat pump (one compressor heats and cools): its defrost is not cooling (G-053). */
  heatPump: z.boolean(),
  /** ISO instant from which the heat pump's own control runs it (G-012, G-038); null: never. */
  vendorControlFrom: z.string().nullable(),
});
export type ControllableHvac = z.infer<typeof ControllableHvac>;

/** GET /api/v1/thermostat/controls/site/{id}: the site's thermostat controls, controls sort order. */
export const ThermostatControls = z.array(ControllableHvac);
/** GET /api/v1/aggregate-views/controllable-hvacs/{organization|site}/{id}. */
export const ControllableHvacs = z.array(ControllableHvac);
