import { z } from 'zod';

// Standard operating procedure (SOP) of a resource: the operating rules that apply to it and where
// each comes from (spec 3 §7, I-084, I-085; the shape is decided in docs/decisions.md).

export const SOP_RESOURCE_TYPES = ['SITE', 'SPACE', 'EQUIPMENT', 'SENSOR'] as const;
export const SopResourceType = z.enum(SOP_RESOURCE_TYPES);
export type SopResourceType = z.infer<typeof SopResourceType>;

const Source = z.object({
  resourceType: z.enum(['SITE', 'EQUIPMENT', 'SENTINEL', 'THERMOSTAT', 'TIMETABLE']),
  id: z.number(),
  title: z.string(),
});

/** One rule of a resource's SOP, with the resource it was set on. */
export const SopComponent = z.discriminatedUnion('component', [
  z.object({
    component: z.literal('TEMPERATURE_RANGE'),
    source: Source,
    /** °C; either bound may be open. */
    min: z.number().nullable(),
    max: z.number().nullable(),
  }),
  z.object({
    component: z.literal('SET_POINTS'),
    source: Source,
    heatSetPoint: z.number(),
    coolSetPoint: z.number(),
    unit: z.enum(['C', 'F']),
  }),
  z.object({
    component: z.literal('OPERATING_HOURS'),
    source: Source,
    timeZone: z.string(),
    /** Per weekday (0 = Monday), local opening and closing as HH:MM, null when closed. */
    days: z.array(
      z.object({ weekday: z.number(), open: z.string().nullable(), close: z.string().nullable() }),
    ),
  }),
]);
export type SopComponent = z.infer<typeof SopComponent>;

/** GET /api/v1/sop/components/resource/{id}?type=: every rule on the resource and above it. */
export const SopComponents = z.array(SopComponent);

/** GET /api/v1/sop/resolve/resource/{id}?type=: the rule that wins for each component (nearest first). */
export const SopResolved = z.object({
  resourceId: z.number(),
  resourceType: SopResourceType,
  temperatureRange: SopComponent.options[0].nullable(),
  setPoints: SopComponent.options[1].nullable(),
  operatingHours: SopComponent.options[2].nullable(),
});
export type SopResolved = z.infer<typeof SopResolved>;

export const SopQuery = z.object({ type: SopResourceType.default('EQUIPMENT') });
export type SopQuery = z.infer<typeof SopQuery>;
