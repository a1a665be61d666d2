import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Every setup read is under this key: a change anywhere in setup reads setup again. */
export const SETUP_KEY = ['setup'] as const;

type Query = Record<string, string | number | boolean | undefined>;

/** A setup list or object (GET /api/v1/setup/...). */
export function useSetupQuery<T>(path: string, query?: Query, enabled = true) {
  return useQuery({
    queryKey: [...SETUP_KEY, path, query ?? {}],
    queryFn: ({ signal }) => apiRequest<T>(`/api/v1/setup/${path}`, { signal, query }),
    enabled,
  });
}

export interface SetupWrite {
  method: 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** Under /api/v1/setup/. */
  path: string;
  body?: unknown;
  /** A body sent as it is (a picture), with this type; JSON otherwise. */
  contentType?: string;
}

/**
 * A setup write. On success every setup read and the product's own reads (sites, equipment,
 * sensors...) are refreshed: a new site appears on the map and in the lists at once.
 */
export function useSetupWrite<TResult = unknown>() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ method, path, body, contentType }: SetupWrite) =>
      apiRequest<TResult>(`/api/v1/setup/${path}`, { method, body, contentType }),
    onSuccess: () => client.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'auth' }),
  });
}
