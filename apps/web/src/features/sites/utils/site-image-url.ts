import { joinRoot } from '../../../lib/service-roots';

/** The server's default content-delivery prefix, found at the start of stored image paths. */
const DEFAULT_CDN_PREFIX = /^\/?cdn\//;

/**
 * D-028/D-030/D-031: the URL of a site's image: the last of its images, under the content-delivery
 * root. A stored path is relative to that root ('sites/shop.svg'); paths saved with the default
 * '/cdn/' prefix are read the same way, so a separately hosted CDN root still finds them. Absolute
 * http(s) URLs are kept as they are; anything else (no image, other schemes) is null.
 */
export function siteImageUrl(images: readonly string[] | null | undefined, cdnRoot: string): string | null {
  const last = images?.at(-1)?.trim();
  if (!last) return null;
  if (/^https?:\/\//i.test(last)) return last;
  if (/^[a-z][a-z0-9+.-]*:/i.test(last) || last.startsWith('//')) return null;
  return joinRoot(cdnRoot, last.replace(DEFAULT_CDN_PREFIX, '').replace(/^\/+/, ''));
}
