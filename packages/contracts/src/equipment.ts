import { z } from 'zod';
import { idList } from './common';
import { QueryBoolean } from './timeseries';

// Equipment reads (spec 3 §3 and §7; requirements F-091, I-059..I-061).

/** One step of an equipment's place in the organisation: organisation → site → space → equipment. */
export const EquipmentPathNode = z.object({
  id: z.number(),
  title: z.string(),
  resourceType: z.enum(['ORGANIZATION', 'SITE', 'SPACE', 'EQUIPMENT']),
});
export type EquipmentPathNode = z.infer<typeof EquipmentPathNode>;

export const Equipment = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string().nullable(),
  siteId: z.number(),
  siteTitle: z.string(),
  spaceId: z.number().nullable(),
  space: z.object({ id: z.number(), title: z.string() }).nullable(),
  typeId: z.number(),
  /** The same as typeId, under the name the analytics rows use. */
  equipmentTypeId: z.number(),
  type: z.object({ id: z.number(), title: z.string(), groupId: z.number(), icon: z.string() }),
  groupId: z.number(),
  /** The same as groupId, under the name the analytics rows use. */
  equipmentGroupId: z.number(),
  model: z.string().nullable(),
  vendor: z.string().nullable(),
  activeControl: z.boolean(),
  /** Calendar date (YYYY-MM-DD). */
  manufactureDate: z.string().nullable(),
  serialNumber: z.string().nullable(),
  resourceType: z.string(),
  /** Only with withPath=true: organisation, site, space (when placed in one), the equipment itself. */
  path: z.array(EquipmentPathNode).optional(),
});
export type Equipment = z.infer<typeof Equipment>;

/** Filters of GET /api/v1/equipment: comma lists (or repeated keys); each one narrows, none means all. */
export const EquipmentQuery = z.object({
  siteIds: idList.optional(),
  equipmentIds: idList.optional(),
  typeIds: idList.optional(),
  groupIds: idList.optional(),
  spaceIds: idList.optional(),
  withPath: QueryBoolean.optional(),
});
export type EquipmentQuery = z.infer<typeof EquipmentQuery>;

export const EquipmentOneQuery = z.object({ withPath: QueryBoolean.optional() });
export type EquipmentOneQuery = z.infer<typeof EquipmentOneQuery>;

/**
 * GET /api/v1/equipment/stats/equipmentGroupId and …/controlledEquipmentGroupId (I-062, I-063): the
 * caller's equipment counted per equipment group; "controlled" counts only equipment with a thermostat
 * or a scheduler (or marked activeControl).
 */
export const EquipmentGroupStat = z.object({
  equipmentGroupId: z.number(),
  title: z.string(),
  equipmentCount: z.number(),
  siteCount: z.number(),
});
export type EquipmentGroupStat = z.infer<typeof EquipmentGroupStat>;
