import { adoptToken } from './session';

const JWT_SHAPE = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;
const HASH_KEYS = ['accessToken', 'access_token', 'token'];

/**
 * The access token handed over in the URL hash (spec 1 §4), as `#accessToken=…`, `#access_token=…`,
 * `#token=…` or the bare token. The hash never reaches a server, so the token is not logged on the way.
 */
export function tokenFromHash(hash: string): string | null {
  const body = hash.replace(/^#/, '');
  if (!body) return null;
  if (JWT_SHAPE.test(body)) return body;
  const params = new URLSearchParams(body);
  for (const key of HASH_KEYS) {
    const value = params.get(key);
    if (value && JWT_SHAPE.test(value)) return value;
  }
  return null;
}

/** The organisation a token is for (its `org` claim; A-006). Read only, never trusted: the server checks. */
export function orgIdFromToken(token: string | null): number | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const org = (JSON.parse(json) as { org?: unknown }).org;
    return typeof org === 'number' && Number.isInteger(org) ? org : null;
  } catch {
    return null;
  }
}

/**
 * Start-up with a token in the hash signs in with it and removes it from the address bar (and from
 * history), so that it is neither bookmarked nor shared. Must run before the router reads the URL.
 */
export function consumeStartupToken(): void {
  const token = tokenFromHash(window.location.hash);
  if (!token) return;
  adoptToken(token);
  const { pathname, search } = window.location;
  window.history.replaceState(window.history.state, '', `${pathname}${search}`);
}
