// Any origin works as the base: only whether `next` stays on it matters.
const BASE = 'http://app.invalid';

/**
 * Pages that must never be returned to after sign-in: /login itself (a loop) and /logout, which would
 * sign the user out again at once (Back after logging out leaves /login?next=/logout; issue 9).
 * Matched without case and trailing slashes, as the router matches paths.
 */
const NEVER_NEXT = new Set(['/login', '/logout']);

function parse(href: unknown): URL | null {
  if (typeof href !== 'string' || !href.startsWith('/')) return null;
  try {
    const url = new URL(href, BASE);
    return url.origin === BASE ? url : null;
  } catch {
    return null;
  }
}

const pathKey = (url: URL) => url.pathname.replace(/\/+$/, '').toLowerCase() || '/';

/**
 * Where to go after sign-in: a path of this app, never another site. Parsing with URL catches
 * the tricks a prefix check misses ('//evil.example', '/\evil.example', '/\t/evil.example').
 */
export function safeNextPath(next: unknown): string {
  const url = parse(next);
  if (!url || NEVER_NEXT.has(pathKey(url))) return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The /login search for a signed-out visit to `href` (path and query); home needs no `next`. On
 * /login itself (a second 401 arriving after the first one's redirect) the `next` already there is
 * kept, so the page the session ended on is not lost.
 */
export function loginSearch(href: string): { next?: string } {
  const url = parse(href);
  const next =
    url && pathKey(url) === '/login' ? safeNextPath(url.searchParams.get('next')) : safeNextPath(href);
  return next === '/' ? {} : { next };
}
