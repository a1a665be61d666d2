import type { LoginRequest, LoginResponse } from '@sw/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { saveSession } from '../../../lib/session';
import { currentUserQueryKey } from './get-current-user';

export function login(input: LoginRequest): Promise<LoginResponse> {
  return apiRequest<LoginResponse>('/api/v1/auth/login', {
    method: 'POST',
    body: input,
    credentialsCall: true,
  });
}

/** Signs in and primes the current user, so the next page renders without another round trip. */
export function useLogin({ onSuccess }: { onSuccess?: (response: LoginResponse) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (response) => {
      saveSession(response.accessToken, response.user);
      queryClient.setQueryData(currentUserQueryKey, response.user);
      onSuccess?.(response);
    },
  });
}
