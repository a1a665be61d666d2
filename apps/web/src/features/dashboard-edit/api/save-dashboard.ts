import type { CurrentUser, Dashboard, DashboardCreate, DashboardUpdate } from '@sw/contracts';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/v1/users/{id}/dashboards: one of the caller's own dashboard profiles. */
export function createDashboard(userId: number, body: DashboardCreate): Promise<Dashboard> {
  return apiRequest<Dashboard>(`/api/v1/users/${userId}/dashboards`, { method: 'POST', body });
}

/** PUT /api/v1/users/{id}/dashboards: the profile to change is named by `id` in the body. */
export function updateDashboard(userId: number, body: DashboardUpdate): Promise<Dashboard> {
  return apiRequest<Dashboard>(`/api/v1/users/${userId}/dashboards`, { method: 'PUT', body });
}

/**
 * GET /api/v1/auth/user, read again right before a save: its dashboard profiles are what the change
 * builds on, so a removal made meanwhile in another tab or on another device is kept, not overwritten.
 */
export function getFreshUser(): Promise<CurrentUser> {
  return apiRequest<CurrentUser>('/api/v1/auth/user');
}
