import type { StoredFile } from '@sw/contracts';
import type { FileRow } from './files.repository';

/** The listed form of a file (B-063); fileLocation is where it downloads from. */
export const presentFile = (f: FileRow, filesRoot: string): StoredFile => ({
  fileId: f.id,
  fileName: f.fileName,
  fileSize: f.size,
  fileType: f.fileType,
  fileLocation: `${filesRoot}/api/v2/files/download/${f.id}`,
  resourceId: f.resourceId,
  createdAt: new Date(f.createdAt).toISOString(),
  modifiedAt: new Date(f.modifiedAt).toISOString(),
  metadata: f.metadata,
  tags: f.tags,
});

/**
 * Content-Disposition for a download under the file's own name: an ASCII fallback for old clients
 * and the exact UTF-8 name (RFC 6266 / RFC 8187), so accents and CJK of site names survive.
 */
export function attachmentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
