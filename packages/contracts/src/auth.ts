import { z } from 'zod';
import { Role } from './common';
import { Dashboard } from './dashboards';

export * from './constants/auth';

export const LoginRequest = z.object({
  email: z.string().trim().min(1, 'Email is required').max(320).email('Email is not a valid email address'),
  password: z.string().min(1, 'Password is required').max(1024),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

export const AccessResource = z.object({
  id: z.number(),
  resourceType: z.enum(['ORGANIZATION', 'SITE', 'SITE_GROUP']),
  resourceId: z.number(),
  role: Role,
  groupId: z.number().nullable(),
});

/** The current user, with every field of spec 1 §3. */
export const CurrentUser = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  role: Role.nullable(),
  effectiveRole: Role.nullable(),
  position: z.string().nullable(),
  organizationId: z.number(),
  organizationTitle: z.string(),
  measurementSystem: z.enum(['METRIC', 'IMPERIAL']),
  temperatureUnit: z.enum(['C', 'F']),
  dateFormat: z.string(),
  timeFormat: z.string(),
  timeZone: z.string(),
  userStatus: z.enum(['ACTIVE', 'INVITED', 'SUSPENDED']),
  lastLogin: z.string().nullable(),
  passwordUpdatedAt: z.string().nullable(),
  dashboardProfiles: z.array(Dashboard),
  area: z.string().nullable(),
  kiosk: z.boolean(),
  groupIds: z.array(z.number()),
  accessResources: z.array(AccessResource),
});
export type CurrentUser = z.infer<typeof CurrentUser>;

export const LoginResponse = z.object({ accessToken: z.string(), user: CurrentUser });
export type LoginResponse = z.infer<typeof LoginResponse>;

/**
 * The first error item of a refused sign-in: 423 { lockType: 'TIME_LOCKED', remainingSeconds } while
 * the account is time-locked, 403 { lockType: 'SUSPENDED' } for a suspended account.
 */
export const LockInfo = z.object({
  message: z.enum(['TIME_LOCKED', 'SUSPENDED']),
  lockType: z.enum(['TIME_LOCKED', 'SUSPENDED']),
  remainingSeconds: z.number().int().positive().optional(),
});
export type LockInfo = z.infer<typeof LockInfo>;

/** PATCH /api/v1/users/{id}/password answers a fresh token: the other sessions have ended. */
export const ChangePasswordResponse = LoginResponse;

export const LogoutResponse = z.null();

/** `code` of the 403 that internal staff switched into an organisation without a membership get on writes. */
export const READ_ONLY_ACCESS = 'READ_ONLY_ACCESS';
