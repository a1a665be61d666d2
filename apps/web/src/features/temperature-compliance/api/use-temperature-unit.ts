import type { CurrentUser } from '@sw/contracts';
import type { TemperatureUnit } from '@sw/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { readState } from '../../../lib/session';

/**
 * The signed-in user's temperature unit, from the current user's cache entry (the same key and call
 * as features/auth and lib/time-zone; a feature may not import another); °C until it is known.
 */
export function useTemperatureUnit(): TemperatureUnit {
  const user = useQuery({
    queryKey: ['auth', 'user'],
    queryFn: ({ signal }) => apiRequest<CurrentUser>('/api/v1/auth/user', { signal }),
    staleTime: 5 * 60_000,
  });
  return (user.data ?? readState().user)?.temperatureUnit === 'F' ? 'F' : 'C';
}
