import { z } from 'zod';
import { Role } from '../common';
import { OptionalText, RoleName, setupId, Title } from './common';

// People in setup: users (invited by email), user groups and access resources (a role on the
// organisation, a site or a site group, given to a user or a group). Effective role (spec 1 §6): the
// user's own global role if set, else the highest role among the user's and their groups' access.

export const SETUP_RESOURCE_TYPES = ['ORGANIZATION', 'SITE', 'SITE_GROUP'] as const;

/** One access resource; `groupId` set when it reaches a user through a group. */
export const SetupAccessResource = z.object({
  id: z.number(),
  userId: z.number().nullable(),
  groupId: z.number().nullable(),
  resourceType: z.enum(SETUP_RESOURCE_TYPES),
  resourceId: z.number(),
  /** The organisation's, site's or site group's title, for the list. */
  resourceTitle: z.string().nullable(),
  role: Role,
});
export type SetupAccessResource = z.infer<typeof SetupAccessResource>;

/** A user of the organisation as setup edits them. */
export const SetupUser = z.object({
  id: z.number(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  position: z.string().nullable(),
  /** The global role; null = access only through access resources. */
  role: Role.nullable(),
  /** What the user may do: the global role, else the best role of their (groups') access. */
  effectiveRole: Role.nullable(),
  userStatus: z.enum(['ACTIVE', 'INVITED', 'SUSPENDED']),
  lastLogin: z.string().nullable(),
  createdAt: z.string(),
  groupIds: z.array(z.number()),
  /** The user's own access resources and those of their groups (groupId set). */
  accessResources: z.array(SetupAccessResource),
});
export type SetupUser = z.infer<typeof SetupUser>;

const Name = z.string().trim().min(1, 'Required').max(100, 'At most 100 characters');
const Phone = z
  .string()
  .trim()
  .max(40, 'At most 40 characters')
  .regex(/^(\+?[\d\s().-]{3,})?$/, 'A phone number, e.g. +44 20 7946 0000')
  .nullish()
  .transform((v) => (v ? v : null));

const userFields = {
  firstName: Name,
  lastName: Name,
  phone: Phone,
  position: OptionalText(200),
  role: RoleName.nullable(),
  groupIds: z.array(setupId).max(100, 'At most 100 groups'),
};

/** POST /api/v1/setup/users: invites by email (the user sets a password from the emailed link). */
export const SetupUserCreate = z
  .object({
    email: z
      .string({ error: 'Required' })
      .trim()
      .min(1, 'Required')
      .max(320, 'At most 320 characters')
      .email('Not a valid email address'),
    ...userFields,
    phone: userFields.phone.default(null),
    position: userFields.position.default(null),
    role: userFields.role.default(null),
    groupIds: userFields.groupIds.default([]),
  })
  .strict();
export type SetupUserCreate = z.input<typeof SetupUserCreate>;

/** PATCH /api/v1/setup/users/:id: only the fields sent change; groupIds replaces the memberships. */
export const SetupUserUpdate = z.object(userFields).partial().strict();
export type SetupUserUpdate = z.input<typeof SetupUserUpdate>;

/** A user group: its access resources reach every member. */
export const SetupGroup = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string().nullable(),
  memberIds: z.array(z.number()),
  accessResources: z.array(SetupAccessResource),
});
export type SetupGroup = z.infer<typeof SetupGroup>;

const groupFields = {
  title: Title,
  description: OptionalText(),
  memberIds: z.array(setupId).max(1000, 'At most 1000 members'),
};

export const SetupGroupCreate = z
  .object({
    ...groupFields,
    description: groupFields.description.default(null),
    memberIds: groupFields.memberIds.default([]),
  })
  .strict();
export type SetupGroupCreate = z.input<typeof SetupGroupCreate>;

/** memberIds, when sent, replaces the members. */
export const SetupGroupUpdate = z.object(groupFields).partial().strict();
export type SetupGroupUpdate = z.input<typeof SetupGroupUpdate>;

/** GET /api/v1/setup/access: every access resource, or one user's (own only) or one group's. */
export const SetupAccessQuery = z.object({
  userId: setupId.optional(),
  groupId: setupId.optional(),
});

/** POST /api/v1/setup/access: a role on a resource for a user or (xor) a group. */
export const SetupAccessCreate = z
  .object({
    userId: setupId.nullish().transform((v) => v ?? null),
    groupId: setupId.nullish().transform((v) => v ?? null),
    resourceType: z.enum(SETUP_RESOURCE_TYPES, { error: 'One of ORGANIZATION, SITE, SITE_GROUP' }),
    resourceId: setupId,
    role: RoleName,
  })
  .strict()
  .refine((b) => (b.userId === null) !== (b.groupId === null), {
    message: 'Choose a user or a group (one of them)',
    path: ['userId'],
  });
export type SetupAccessCreate = z.input<typeof SetupAccessCreate>;
