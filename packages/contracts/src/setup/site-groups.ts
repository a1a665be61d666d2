import { z } from 'zod';
import { OptionalText, setupId, Title } from './common';

/** A named set of the organisation's sites; SITE_GROUP access resources reach all its sites. */
export const SetupSiteGroup = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string().nullable(),
  siteIds: z.array(z.number()),
});
export type SetupSiteGroup = z.infer<typeof SetupSiteGroup>;

const siteGroupFields = {
  title: Title,
  description: OptionalText(),
  siteIds: z.array(setupId).max(10_000, 'At most 10,000 sites'),
};

export const SetupSiteGroupCreate = z
  .object({
    ...siteGroupFields,
    description: siteGroupFields.description.default(null),
    siteIds: siteGroupFields.siteIds.default([]),
  })
  .strict();
export type SetupSiteGroupCreate = z.input<typeof SetupSiteGroupCreate>;

/** siteIds, when sent, replaces the group's sites. */
export const SetupSiteGroupUpdate = z.object(siteGroupFields).partial().strict();
export type SetupSiteGroupUpdate = z.input<typeof SetupSiteGroupUpdate>;
