import { z } from 'zod';
import { ExternalId, OptionalText, setupId, Title } from './common';

/** Kinds of space. ROOM and ROOF are the ones the demo seed makes. */
export const SPACE_TYPES = [
  'ROOM',
  'ZONE',
  'FLOOR',
  'COLD_ROOM',
  'SALES_FLOOR',
  'BACK_OF_HOUSE',
  'OUTDOOR',
  'ROOF',
] as const;

/** A space of a site as setup edits it, with what points at it (a space holding anything stays). */
export const SetupSpace = z.object({
  id: z.number(),
  siteId: z.number(),
  externalId: z.string().nullable(),
  title: z.string(),
  description: z.string().nullable(),
  /** One of SPACE_TYPES for spaces made here; rows loaded otherwise may hold another word. */
  spaceType: z.string(),
  counts: z.object({
    equipment: z.number(),
    sensors: z.number(),
    controlBoards: z.number(),
    sentinels: z.number(),
  }),
});
export type SetupSpace = z.infer<typeof SetupSpace>;

const spaceFields = {
  externalId: ExternalId,
  title: Title,
  description: OptionalText(),
  spaceType: z.enum(SPACE_TYPES, { error: `One of ${SPACE_TYPES.join(', ')}` }),
};

export const SpaceCreate = z
  .object({
    siteId: setupId,
    ...spaceFields,
    externalId: spaceFields.externalId.default(null),
    description: spaceFields.description.default(null),
    spaceType: spaceFields.spaceType.default('ROOM'),
  })
  .strict();
export type SpaceCreate = z.input<typeof SpaceCreate>;

/** A space stays on its site: siteId is not a field of the update. */
export const SpaceUpdate = z.object(spaceFields).partial().strict();
export type SpaceUpdate = z.input<typeof SpaceUpdate>;

export const SetupSpacesQuery = z.object({ siteId: setupId });
