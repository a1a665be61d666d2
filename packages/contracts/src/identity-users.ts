import { z } from 'zod';
import { AccessResource } from './auth';
import { idList, Role } from './common';

/** Another user as seen by a member of the same organisation: no secrets, no sign-in state. */
export const UserSummary = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  role: Role.nullable(),
  position: z.string().nullable(),
  organizationId: z.number(),
  userStatus: z.enum(['ACTIVE', 'INVITED', 'SUSPENDED']),
  timeZone: z.string(),
  lastLogin: z.string().nullable(),
  createdAt: z.string(),
});
export type UserSummary = z.infer<typeof UserSummary>;

/** GET /api/v1/users?ids=a,b — without ids, every user of the organisation. */
export const UsersQuery = z.object({ ids: idList.optional() });

/** POST /api/v1/users/invite (ADMIN). */
export const InviteRequest = z.object({
  email: z.string().trim().min(1, 'Email is required').max(320).email('Email is not a valid email address'),
  firstName: z.string().trim().max(100).optional(),
  lastName: z.string().trim().max(100).optional(),
  role: Role,
});
export type InviteRequest = z.infer<typeof InviteRequest>;

/** GET /api/v1/users/invite-user-token-valid?token= */
export const InviteTokenQuery = z.object({ token: z.string().min(1, 'Token is required').max(200) });
export const InviteTokenResponse = z.object({ email: z.string() });
export type InviteTokenResponse = z.infer<typeof InviteTokenResponse>;

/** The invite-token 401 message; the client shows 'Your registration link has expired.'. */
export const INVITE_EXPIRED_MESSAGE = 'Your registration link has expired.';

/** PUT /api/v1/users/{id}/status (ADMIN): suspending ends the user's sessions; ACTIVE lifts it. */
export const UserStatusRequest = z.object({ userStatus: z.enum(['ACTIVE', 'SUSPENDED']) });
export type UserStatusRequest = z.infer<typeof UserStatusRequest>;

/** A user group; its access resources feed its members' effective role (spec 1 §6). */
export const Group = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string().nullable(),
  userIds: z.array(z.number()),
  accessResources: z.array(AccessResource),
});
export type Group = z.infer<typeof Group>;

export const GroupsQuery = z.object({ ids: idList.optional() });
