import type { FirstAdminRequest } from '@sw/contracts/setup';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/public/installation: whether the installation waits for its first administrator. */
export const useInstallationState = () =>
  useQuery({
    queryKey: ['installation'],
    queryFn: ({ signal }) => apiRequest<{ needsFirstAdmin: boolean }>('/api/public/installation', { signal }),
    staleTime: 30_000,
  });

/** POST /api/public/installation/first-admin with the one-time link's token. */
export const useCreateFirstAdmin = () =>
  useMutation({
    mutationFn: (body: FirstAdminRequest) =>
      apiRequest<{ organizationId: number; userId: number; email: string }>(
        '/api/public/installation/first-admin',
        {
          method: 'POST',
          body,
          credentialsCall: true,
        },
      ),
  });
