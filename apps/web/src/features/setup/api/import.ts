import { IMPORT_CONTENT_TYPES, type ImportJob, type ImportReport } from '@sw/contracts/setup';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch, apiRequest } from '../../../lib/api-client';

/** The file's format from its name (the server checks the bytes again). */
export const formatOf = (name: string): 'csv' | 'xlsx' | null =>
  /\.xlsx$/i.test(name) ? 'xlsx' : /\.(csv|txt)$/i.test(name) ? 'csv' : null;

const send = <T>(path: string, file: File) =>
  apiRequest<T>(`/api/v1/setup/${path}`, {
    method: 'POST',
    body: file,
    contentType: IMPORT_CONTENT_TYPES[formatOf(file.name) ?? 'csv'],
    query: { fileName: file.name.slice(0, 200) },
  });

/** POST /api/v1/setup/import/dry-run: what the file would do, nothing written. */
export const useImportDryRun = () =>
  useMutation({ mutationFn: (file: File) => send<ImportReport>('import/dry-run', file) });

/** POST /api/v1/setup/import: the background job that writes a valid file. */
export function useImportStart() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => send<ImportJob>('import', file),
    onSuccess: (job) => client.setQueryData(['setup', 'import-job', job.id], job),
  });
}

const DONE = new Set(['SUCCEEDED', 'FAILED']);

/** GET /api/v1/setup/import/{jobId}, every second until it is done; then every setup read again. */
export function useImportJob(id: string | null) {
  const client = useQueryClient();
  return useQuery({
    queryKey: ['setup', 'import-job', id],
    queryFn: async ({ signal }) => {
      const job = await apiRequest<ImportJob>(`/api/v1/setup/import/${id}`, { signal });
      if (job.state === 'SUCCEEDED')
        void client.invalidateQueries({
          predicate: (q) => q.queryKey[0] !== 'auth' && q.queryKey[1] !== 'import-job',
        });
      return job;
    },
    enabled: id !== null,
    refetchInterval: (q) => (q.state.data && DONE.has(q.state.data.state) ? false : 1000),
  });
}

/** Saves a template (GET /api/v1/setup/import/template.csv|xlsx) through a temporary link. */
export async function downloadTemplate(format: 'csv' | 'xlsx'): Promise<void> {
  const res = await apiFetch<Blob>(`/api/v1/setup/import/template.${format}`, { responseType: 'blob' });
  const url = URL.createObjectURL(res.data);
  const a = document.createElement('a');
  a.href = url;
  a.download = `sitewatch-import-template.${format}`;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
