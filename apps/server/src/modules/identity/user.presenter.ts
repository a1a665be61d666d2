import type { CurrentUser, Dashboard, UserSummary } from '@sw/contracts';
import { effectiveRole, type Role } from '@sw/domain';
import type { AccessRow, DashboardRow, UserRow } from './identity.repository';

export const presentDashboard = (d: DashboardRow): Dashboard => ({
  id: d.id,
  userId: d.userId,
  title: d.title,
  config: d.config,
  isDefault: d.isDefault,
});

export const presentAccessResource = (r: AccessRow) => ({
  id: r.id,
  resourceType: r.resourceType,
  resourceId: r.resourceId,
  role: r.role,
  groupId: r.groupId,
});

/** The current user in the organisation of the session; `globalRole` is the role held there. */
export function presentCurrentUser(
  user: UserRow,
  globalRole: Role | null,
  organizationId: number,
  organizationTitle: string,
  groupIds: number[],
  resources: AccessRow[],
  dashboards: DashboardRow[],
): CurrentUser {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone,
    role: globalRole,
    effectiveRole: effectiveRole(
      globalRole,
      resources.map((r) => r.role),
    ),
    position: user.position,
    organizationId,
    organizationTitle,
    measurementSystem: user.measurementSystem,
    temperatureUnit: user.temperatureUnit,
    dateFormat: user.dateFormat,
    timeFormat: user.timeFormat,
    timeZone: user.timeZone,
    userStatus: user.userStatus,
    lastLogin: user.lastLogin?.toISOString() ?? null,
    passwordUpdatedAt: user.passwordUpdatedAt?.toISOString() ?? null,
    dashboardProfiles: dashboards.map(presentDashboard),
    area: user.area,
    kiosk: user.kiosk,
    groupIds,
    accessResources: resources.map(presentAccessResource),
  };
}

/** Another user of the organisation: never the password hash, token version or sign-in counters. */
export const presentUserSummary = (user: UserRow): UserSummary => ({
  id: user.id,
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  phone: user.phone,
  role: user.role,
  position: user.position,
  organizationId: user.orgId,
  userStatus: user.userStatus,
  timeZone: user.timeZone,
  lastLogin: user.lastLogin?.toISOString() ?? null,
  createdAt: user.createdAt.toISOString(),
});
