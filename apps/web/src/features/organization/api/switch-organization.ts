import type { LoginResponse } from '@sw/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { saveSession } from '../../../lib/session';

/** POST /api/v1/auth/switch/organization/{id}: a new session in that organisation (spec 1 §7). */
export function switchOrganization(organizationId: number): Promise<LoginResponse> {
  return apiRequest<LoginResponse>(`/api/v1/auth/switch/organization/${organizationId}`, { method: 'POST' });
}

/**
 * the new token replaces the old one and the app starts again at home, so that no page or
 * cache shows the previous organisation's data.
 */
export function useSwitchOrganization() {
  return useMutation({
    mutationFn: switchOrganization,
    onSuccess: (response) => {
      saveSession(response.accessToken, response.user);
      window.location.assign('/');
    },
  });
}
