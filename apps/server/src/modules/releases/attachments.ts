import type { ReleaseRow } from './releases.repository';

/** Types shown inline; anything else is sent as a download of opaque bytes. */
export const INLINE_TYPES = [
  'text/plain',
  'text/markdown',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'application/pdf',
] as const;
const INLINE = new Set<string>(INLINE_TYPES);

export interface AttachmentFile {
  contentType: string;
  disposition: string;
  body: Buffer;
}

/**
 * The attachment stored in the release row under `resourceId`, looked up by exact id in the row's
 * list: no path from the request ever reaches the file system.
 */
export function attachmentFile(release: ReleaseRow, resourceId: string): AttachmentFile | null {
  const a = release.attachments.find((x) => x.resourceId === resourceId);
  if (!a || a.content == null) return null;
  const body = Buffer.from(a.content, a.encoding === 'base64' ? 'base64' : 'utf8');
  const inline = INLINE.has(a.contentType);
  const type = inline ? a.contentType : 'application/octet-stream';
  // Plain ASCII file name: no quotes, separators or control characters reach the header.
  const name = a.title.replace(/[^A-Za-z0-9._ -]/g, '_').slice(0, 100) || 'attachment';
  return {
    contentType: type.startsWith('text/') ? `${type}; charset=utf-8` : type,
    disposition: `${inline ? 'inline' : 'attachment'}; filename="${name}"`,
    body,
  };
}
