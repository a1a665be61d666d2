import type { Dashboard, DashboardCreate, DashboardUpdate } from '@sw/contracts';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/v1/users/{id}/dashboards: one of the caller's own dashboard profiles. */
export function createDashboard(userId: number, body: DashboardCreate): Promise<Dashboard> {
  return apiRequest<Dashboard>(`/api/v1/users/${userId}/dashboards`, { method: 'POST', body });
}

/** PUT /api/v1/users/{id}/dashboards: the profile to change is named by `id` in the body. */
export function updateDashboard(userId: number, body: DashboardUpdate): Promise<Dashboard> {
  return apiRequest<Dashboard>(`/api/v1/users/${userId}/dashboards`, { method: 'PUT', body });
}
