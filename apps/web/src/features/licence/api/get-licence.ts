import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export interface LicenceText {
  text: string;
  /** From the Last-Modified header (spec 1 §7); null when the server sends none. */
  lastModified: Date | null;
}

/** GET /api/public/license as text; public, so that the signed-out page can show it too. */
export async function getLicence({ signal }: { signal?: AbortSignal } = {}): Promise<LicenceText> {
  const res = await apiFetch<string>('/api/public/license', {
    responseType: 'text',
    signal,
    credentialsCall: true,
  });
  const header = res.headers.get('last-modified');
  const ms = header ? Date.parse(header) : Number.NaN;
  return { text: res.data ?? '', lastModified: Number.isNaN(ms) ? null : new Date(ms) };
}

export const licenceQueryOptions = queryOptions({
  queryKey: ['licence'],
  queryFn: getLicence,
  staleTime: 60 * 60_000,
});

export function useLicence() {
  return useQuery(licenceQueryOptions);
}
