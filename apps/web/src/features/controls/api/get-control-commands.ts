import type { DeviceCommand } from '@sw/contracts';
import { commandPending } from '@sw/contracts/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { PENDING_REFRESH_MS } from './get-site-controls';

export type CommandScope = { site: number } | { equipment: number };

/** GET /api/v1/control-commands/{site|equipment}/{id}: the working-mode audit, newest first. */
export function getControlCommands(
  scope: CommandScope,
  { signal }: { signal?: AbortSignal } = {},
): Promise<DeviceCommand[]> {
  const path = 'site' in scope ? `site/${scope.site}` : `equipment/${scope.equipment}`;
  return apiRequest<DeviceCommand[] | null>(`/api/v1/control-commands/${path}`, {
    signal,
    query: { limit: 20 },
  }).then((r) => r ?? []);
}

export const controlCommandsQueryOptions = (scope: CommandScope) =>
  queryOptions({
    queryKey: ['controls', 'commands', scope],
    queryFn: ({ signal }) => getControlCommands(scope, { signal }),
    refetchInterval: (q) => (q.state.data?.some((c) => commandPending(c.state)) ? PENDING_REFRESH_MS : false),
  });

export function useControlCommands(scope: CommandScope) {
  return useQuery(controlCommandsQueryOptions(scope));
}
