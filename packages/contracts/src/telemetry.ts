import { z } from 'zod';

export const MAX_INGEST_BATCH = 5000;

/**
 * One reading from a device. `sensor` is the sensor's uuid as known to its gateway. `value` is loosely
 * typed on purpose: a bad value is reported per reading instead of failing the whole batch.
 */
export const IngestReading = z.object({
  sensor: z.string().min(1).max(200),
  ts: z.union([z.string().max(64), z.number()]),
  value: z.union([z.number(), z.string().max(64), z.null()]),
});
export type IngestReading = z.infer<typeof IngestReading>;

export const ThermostatSample = z.object({
  thermostat: z.string().min(1).max(200),
  ts: z.union([z.string().max(64), z.number()]),
  online: z.boolean(),
  mode: z.enum(['off', 'cooling', 'heating', 'auto']).optional(),
  workingMode: z.string().max(64).optional(),
  fanMode: z.string().max(64).optional(),
  temperature: z.number().optional(),
  coolSetPoint: z.number().optional(),
  heatSetPoint: z.number().optional(),
  fanRunning: z.boolean().optional(),
  coolingStage1Running: z.boolean().optional(),
  coolingStage2Running: z.boolean().optional(),
  heatingStage1Running: z.boolean().optional(),
  heatingStage2Running: z.boolean().optional(),
  localAdjustmentOverride: z.string().max(64).nullable().optional(),
  timetableActiveState: z.string().max(64).nullable().optional(),
  setPointDeviation: z.number().optional(),
  maintenanceState: z.string().max(64).nullable().optional(),
  tempUnits: z.enum(['C', 'F']).optional(),
});
export type ThermostatSample = z.infer<typeof ThermostatSample>;

export const IngestBatch = z.object({
  readings: z.array(IngestReading).max(MAX_INGEST_BATCH).default([]),
  thermostats: z.array(ThermostatSample).max(MAX_INGEST_BATCH).default([]),
});
export type IngestBatch = z.infer<typeof IngestBatch>;

export const IngestError = z.object({
  kind: z.enum(['reading', 'thermostat']),
  index: z.number(),
  sensor: z.string(),
  error: z.string(),
});

export const IngestResult = z.object({
  accepted: z.number(),
  duplicates: z.number(),
  rejected: z.number(),
  errors: z.array(IngestError),
});
export type IngestResult = z.infer<typeof IngestResult>;

/** A newly issued gateway ingestion key: shown once, only its hash is stored. */
export const GatewayApiKey = z.object({
  gatewayId: z.number(),
  siteId: z.number(),
  uuid: z.string(),
  title: z.string(),
  apiKey: z.string(),
});
export type GatewayApiKey = z.infer<typeof GatewayApiKey>;
