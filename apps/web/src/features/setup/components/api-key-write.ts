import type { SetupGateway, SetupGatewayWithKey } from '@sw/contracts/setup';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { SetupWrite } from '../api/setup-query';

/** A gateway's new API key, held by the page only while its dialog is open. */
export interface ShownKey {
  gateway: SetupGateway;
  apiKey: string;
  rotated: boolean;
}

/**
 * The calls that answer a key (create a gateway, rotate its key). The key is handed to `onKey` and
 * taken out of the answer before the mutation stores it: no query or mutation cache ever holds a
 * key, so it is gone once its dialog closes. Reads are refreshed as after any setup write.
 */
export function useApiKeyWrite(onKey: (shown: ShownKey) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ method, path, body }: SetupWrite): Promise<SetupGateway> => {
      const { apiKey, ...gateway } = await apiRequest<SetupGatewayWithKey>(`/api/v1/setup/${path}`, {
        method,
        body,
      });
      onKey({ gateway, apiKey, rotated: path.endsWith('/api-key') });
      return gateway;
    },
    onSuccess: () => client.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'auth' }),
  });
}
