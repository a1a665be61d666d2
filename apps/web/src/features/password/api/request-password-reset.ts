import type { MessageResponse, PasswordForgetRequest } from '@sw/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/v1/users/password-forget. `website` is this app's origin; the server builds the
 * link from its own configuration and only records it.
 */
export function requestPasswordReset(input: PasswordForgetRequest): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/api/v1/users/password-forget', {
    method: 'POST',
    body: input,
    credentialsCall: true,
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
