import type { ChangePasswordRequest, LoginResponse } from '@sw/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { saveSession } from '../../../lib/session';

/**
 * PATCH /api/v1/users/{id}/password. Success ends the user's other sessions and answers a fresh
 * token for this one.
 */
export function changePassword(userId: number, input: ChangePasswordRequest): Promise<LoginResponse> {
  return apiRequest<LoginResponse>(`/api/v1/users/${userId}/password`, { method: 'PATCH', body: input });
}

/** Spec 1 §2: success goes to / and reloads, so every cache starts again with the new token. */
export function useChangePassword(userId: number) {
  return useMutation({
    mutationFn: (input: ChangePasswordRequest) => changePassword(userId, input),
    onSuccess: (response) => {
      saveSession(response.accessToken, response.user);
      window.location.assign('/');
    },
  });
}
