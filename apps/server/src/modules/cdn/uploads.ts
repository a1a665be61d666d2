import path from 'node:path';
import { FileStore } from '../files';

/** Uploaded pictures (organisation logos, site images) as the pages and PDFs read them. */
export type ImageKind = 'png' | 'jpg';

export const IMAGE_TYPES: Record<ImageKind, string> = { png: 'image/png', jpg: 'image/jpeg' };

/** What the bytes are, from their signature (never from the name or the header sent with them). */
export function imageKind(bytes: Buffer): ImageKind | null {
  if (
    bytes.length > 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'png';
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  return null;
}

/** The store of uploaded pictures: DATA_DIR/uploads/<orgId>/<uuid>. */
export const uploadStore = (dataDir: string) => new FileStore(path.join(dataDir, 'uploads'));

const UPLOAD_PATH =
  /\/uploads\/(\d{1,10})\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(png|jpg)$/;

/** An uploaded picture's place, from its path (CDN_ROOT/uploads/<orgId>/<uuid>.<png|jpg>), or null. */
export function uploadOf(
  url: string | null | undefined,
): { orgId: number; fileId: string; kind: ImageKind } | null {
  const m = url ? UPLOAD_PATH.exec(url) : null;
  return m ? { orgId: Number(m[1]), fileId: m[2]!, kind: m[3] as ImageKind } : null;
}
