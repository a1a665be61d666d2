import { z } from 'zod';
import { SENTINEL_TYPES } from '../constants/incidents';
import { OptionalText, setupId, Title } from './common';

// Sentinels in setup (docs/setup.md): the rules that raise incidents from readings. The params of
// each type are checked by the server against the rule engine's own schemas (one source of truth),
// so here they are an object; a problem comes back as a field error such as `params.max`.

const SetupSentinelType = z.enum(SENTINEL_TYPES, { error: `One of ${SENTINEL_TYPES.join(', ')}` });

/** A sentinel as setup shows it: the product's Sentinel (incidents.ts) with the names of its site and equipment. */
export const SetupSentinel = z.object({
  id: z.number(),
  sentinelType: SetupSentinelType,
  title: z.string(),
  description: z.string().nullable(),
  muted: z.boolean(),
  siteId: z.number(),
  siteTitle: z.string(),
  equipmentId: z.number().nullable(),
  equipmentTitle: z.string().nullable(),
  equipmentIds: z.array(z.number()),
  spaceId: z.number().nullable(),
  sensorIds: z.array(z.number()),
  params: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type SetupSentinel = z.infer<typeof SetupSentinel>;

/**
 * What a new sentinel watches; exactly one of: a sensor, an equipment item (its sensors of the
 * rule's kind), every equipment item of a type (one sentinel each; in `siteIds`, else in every site
 * the caller administers), or a site (DEVICE_OFFLINE: all its devices; ENERGY_BASELINE: its main meter).
 */
export const SetupSentinelTarget = z
  .strictObject({
    sensorId: setupId.optional(),
    equipmentId: setupId.optional(),
    equipmentTypeId: setupId.optional(),
    siteIds: z.array(setupId).min(1, 'Choose at least one site').max(1000, 'At most 1000 sites').optional(),
    siteId: setupId.optional(),
  })
  .superRefine((t, ctx) => {
    const chosen = (['sensorId', 'equipmentId', 'equipmentTypeId', 'siteId'] as const).filter(
      (k) => t[k] !== undefined,
    );
    if (chosen.length !== 1)
      ctx.addIssue({
        code: 'custom',
        message: 'Choose one of a sensor, an equipment item, an equipment type or a site',
        path: chosen.length ? [chosen[1]!] : [],
      });
    if (t.siteIds && t.equipmentTypeId === undefined)
      ctx.addIssue({ code: 'custom', message: 'Sites go with an equipment type', path: ['siteIds'] });
  });
export type SetupSentinelTarget = z.input<typeof SetupSentinelTarget>;

/** Rule parameters; which fields depends on the type (docs/setup.md). */
export const SentinelParamsInput = z.record(z.string(), z.unknown(), {
  error: 'The rule parameters, as an object',
});

export const SetupSentinelCreate = z
  .object({
    sentinelType: SetupSentinelType,
    target: SetupSentinelTarget,
    /** Left out: each sentinel is named after what it watches (e.g. "Cooler 1 temperature out of range"). */
    title: Title.nullish().transform((v) => v ?? null),
    description: OptionalText(2000),
    params: SentinelParamsInput,
    muted: z.boolean().default(false),
  })
  .strict();
export type SetupSentinelCreate = z.input<typeof SetupSentinelCreate>;

/** What one creation made: one sentinel, or one per matching sensor or equipment item. */
export const SetupSentinelsCreated = z.object({
  sentinels: z.array(SetupSentinel),
  /** Equipment of the type that got no sentinel, and why (no sensor of the rule's kind, no thermostat). */
  skipped: z.array(z.object({ equipmentId: z.number(), title: z.string(), reason: z.string() })),
});
export type SetupSentinelsCreated = z.infer<typeof SetupSentinelsCreated>;

const FIXED_KEYS = new Set(['sentinelType', 'target', 'sensorId', 'equipmentId', 'siteId', 'sensorIds']);

/** Only these change; the type and the target of a sentinel never do (create another instead). */
export const SetupSentinelUpdate = z.strictObject(
  {
    title: Title.optional(),
    description: OptionalText(2000).optional(),
    /** Merged over the stored params, then checked again for the sentinel's type. */
    params: SentinelParamsInput.optional(),
    muted: z.boolean().optional(),
  },
  {
    error: (iss) =>
      iss.code === 'unrecognized_keys' && iss.keys.some((k) => FIXED_KEYS.has(k))
        ? "A sentinel's type and target do not change: delete it and create another"
        : undefined,
  },
);
export type SetupSentinelUpdate = z.input<typeof SetupSentinelUpdate>;

export const SetupSentinelsQuery = z.object({
  siteId: setupId.optional(),
  equipmentId: setupId.optional(),
  sensorId: setupId.optional(),
  sentinelType: SetupSentinelType.optional(),
});
export type SetupSentinelsQuery = z.infer<typeof SetupSentinelsQuery>;
