import { z } from 'zod';

export * from './constants/controls';

import { COMMAND_STATES, CONTROL_KINDS } from './constants/controls';
import { ThermostatMode } from './controls';

export const ControlKindSchema = z.enum(CONTROL_KINDS);
export const CommandStateSchema = z.enum(COMMAND_STATES);

/**
 * Body of the three working-mode calls (I-069, I-070, I-071): the mode, and propagateConfig, which
 * the spec's client always sends as true (the mode is sent to the device). The mode is checked
 * against the control kind's list (WORKING_MODES) by the service, with a message naming the list.
 */
export const WorkingModeUpdate = z
  .object({
    workingMode: z.string().trim().min(1, 'workingMode is required').max(40),
    propagateConfig: z.boolean().default(true),
  })
  .strict();
export type WorkingModeUpdate = z.infer<typeof WorkingModeUpdate>;

/**
 * One device command with its audit trail: who asked (userId, username), when (createdAt), what
 * (kind, controlId, workingMode) and from which mode (previousWorkingMode); then its state.
 */
export const DeviceCommand = z.object({
  id: z.number(),
  kind: ControlKindSchema,
  controlId: z.number(),
  controlTitle: z.string(),
  /** The equipment the control drives; null for a temperature control (a control board). */
  equipmentId: z.number().nullable(),
  siteId: z.number(),
  workingMode: z.string(),
  previousWorkingMode: z.string().nullable(),
  state: CommandStateSchema,
  userId: z.number().nullable(),
  username: z.string(),
  createdAt: z.string(),
  acknowledgedAt: z.string().nullable(),
  confirmedAt: z.string().nullable(),
  failedAt: z.string().nullable(),
  failureReason: z.string().nullable(),
});
export type DeviceCommand = z.infer<typeof DeviceCommand>;
export const DeviceCommands = z.array(DeviceCommand);

/** Answer of a working-mode call: the mode asked for and the command sent to the device. */
export const WorkingModeResult = z.object({
  id: z.number(),
  workingMode: z.string(),
  previousWorkingMode: z.string().nullable(),
  command: DeviceCommand,
});
export type WorkingModeResult = z.infer<typeof WorkingModeResult>;

/**
 * One control of a site, any kind, for the controls pages: its current (reported) working mode and
 * the newest command sent to it. Thermostats add their state: mode, set points, temperature and the
 * override states of their newest sample (G-015).
 */
export const SiteControl = z.object({
  kind: ControlKindSchema,
  id: z.number(),
  title: z.string(),
  equipmentId: z.number().nullable(),
  equipmentTitle: z.string().nullable(),
  siteId: z.number(),
  workingMode: z.string(),
  /** The working modes this control may be set to (G-007). */
  workingModes: z.array(z.string()),
  vendor: z.string().nullable(),
  model: z.string().nullable(),
  online: z.boolean().nullable(),
  mode: ThermostatMode.nullable(),
  temperature: z.number().nullable(),
  temperatureUnit: z.enum(['C', 'F']).nullable(),
  heatSetPoint: z.number().nullable(),
  coolSetPoint: z.number().nullable(),
  overrideStates: z.array(z.string()),
  lastCommand: DeviceCommand.nullable(),
});
export type SiteControl = z.infer<typeof SiteControl>;
export const SiteControls = z.array(SiteControl);

/** What a gateway fetches: its pending commands, addressed by the device's uuid. */
export const GatewayCommand = z.object({
  id: z.number(),
  kind: ControlKindSchema,
  /** The thermostat's uuid, or the control board's uuid for schedulers and temperature controls. */
  device: z.string(),
  /** The scheduler's id on its board (schedulers only). */
  schedulerId: z.number().nullable(),
  workingMode: z.string(),
  state: CommandStateSchema,
  createdAt: z.string(),
});
export type GatewayCommand = z.infer<typeof GatewayCommand>;
export const GatewayCommands = z.array(GatewayCommand);

/** A gateway's acknowledgement: applied, or refused with a reason. */
export const CommandAck = z
  .object({
    status: z.enum(['ACKNOWLEDGED', 'FAILED']),
    message: z.string().max(500).optional(),
  })
  .strict();
export type CommandAck = z.infer<typeof CommandAck>;
