import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * GET /api/release/page/{containerId}/attachment/{resourceId} as a blob: it needs the bearer token,
 * so a plain link would not do. `url` is the attachment's own path from the release.
 */
export function getReleaseAttachment(url: string): Promise<Blob> {
  return apiRequest<Blob>(url, { responseType: 'blob' });
}

function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = fileName;
  a.click();
  // The click has started the download; the URL can go once the browser has read it.
  window.setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

export function useDownloadAttachment() {
  return useMutation({
    mutationFn: async ({ url, title }: { url: string; title: string }) =>
      saveBlob(await getReleaseAttachment(url), title),
  });
}
