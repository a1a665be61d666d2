// Any origin works as the base: only whether `next` stays on it matters.
const BASE = 'http://app.invalid';

/**
 * Where to go after sign-in: a path of this app, never another site. Parsing with URL catches
 * the tricks a prefix check misses ('//evil.example', '/\evil.example', '/\t/evil.example').
 */
export function safeNextPath(next: unknown): string {
  if (typeof next !== 'string' || !next.startsWith('/')) return '/';
  let url: URL;
  try {
    url = new URL(next, BASE);
  } catch {
    return '/';
  }
  if (url.origin !== BASE || url.pathname === '/login') return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The /login search for a signed-out visit to `href` (path and query); home needs no `next`. */
export function loginSearch(href: string): { next?: string } {
  const next = safeNextPath(href);
  return next === '/' ? {} : { next };
}
