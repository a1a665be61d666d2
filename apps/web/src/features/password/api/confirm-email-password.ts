import type { EmailPasswordConfirmRequest, LoginResponse } from '@sw/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { saveSession } from '../../../lib/session';

/**
 * POST /api/v1/users/email-password-confirm: completes a reset or an invitation and signs in. A 401
 * here is a dead link, not an ended session (spec 1 §8), hence a credentials call.
 */
export function confirmEmailPassword(input: EmailPasswordConfirmRequest): Promise<LoginResponse> {
  return apiRequest<LoginResponse>('/api/v1/users/email-password-confirm', {
    method: 'POST',
    body: input,
    credentialsCall: true,
  });
}

export function useConfirmEmailPassword({ onSuccess }: { onSuccess: () => void }) {
  return useMutation({
    mutationFn: confirmEmailPassword,
    onSuccess: (response) => {
      saveSession(response.accessToken, response.user);
      onSuccess();
    },
  });
}
