import type { CurrentUser } from '@sw/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const currentUserQueryKey = ['auth', 'user'] as const;

export function getCurrentUser({ signal }: { signal?: AbortSignal } = {}): Promise<CurrentUser> {
  return apiRequest<CurrentUser>('/api/v1/auth/user', { signal });
}

export const currentUserQueryOptions = queryOptions({
  queryKey: currentUserQueryKey,
  queryFn: getCurrentUser,
  // Names, organisation and role change rarely; the header need not refetch on every focus.
  staleTime: 5 * 60_000,
});

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions);
}
