import type { CurrentUser } from '@sw/contracts';
import { effectiveRole } from '@sw/domain';
import type { AccessRow, UserRow } from './identity.repository';

export function presentCurrentUser(
  user: UserRow,
  organizationTitle: string,
  groupIds: number[],
  resources: AccessRow[],
): CurrentUser {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone,
    role: user.role,
    effectiveRole: effectiveRole(
      user.role,
      resources.map((r) => r.role),
    ),
    position: user.position,
    organizationId: user.orgId,
    organizationTitle,
    measurementSystem: user.measurementSystem,
    temperatureUnit: user.temperatureUnit,
    dateFormat: user.dateFormat,
    timeFormat: user.timeFormat,
    timeZone: user.timeZone,
    userStatus: user.userStatus,
    lastLogin: user.lastLogin?.toISOString() ?? null,
    passwordUpdatedAt: user.passwordUpdatedAt?.toISOString() ?? null,
    dashboardProfiles: user.dashboardProfiles,
    area: user.area,
    kiosk: user.kiosk,
    groupIds,
    accessResources: resources.map((r) => ({
      id: r.id,
      resourceType: r.resourceType,
      resourceId: r.resourceId,
      role: r.role,
      groupId: r.groupId,
    })),
  };
}
