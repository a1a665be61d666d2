import type { InviteTokenResponse } from '@sw/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/v1/users/invite-user-token-valid?token: the invited email; 401 when the link is dead. */
export function checkInviteToken(token: string, signal?: AbortSignal): Promise<InviteTokenResponse> {
  return apiRequest<InviteTokenResponse>('/api/v1/users/invite-user-token-valid', {
    query: { token },
    signal,
    // Failure must not sign anyone out (spec 1 §7).
    credentialsCall: true,
  });
}

export const inviteTokenQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['invite-token', token],
    queryFn: ({ signal }) => checkInviteToken(token, signal),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useInviteToken(token: string | undefined) {
  return useQuery({ ...inviteTokenQueryOptions(token ?? ''), enabled: Boolean(token) });
}
