import { ApiError, DEFAULT_ERROR_MESSAGE, errorMessageFor, parseErrorBody } from './api-error';
import { getClientId } from './client-id';
import { loginSearch } from './login-redirect';
import { clearSession, getToken } from './session';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

export interface RequestOptions {
  method?: HttpMethod;
  query?: Record<string, QueryValue>;
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
  /** Sign-in style calls: no bearer token, and a 401 means wrong credentials, not an ended session. */
  credentialsCall?: boolean;
}

let lastServerTime: Date | null = null;

/** The server's clock as of the last response (spec 1 §7); rules such as password expiry use it. */
export function getServerTime(): Date | null {
  return lastServerTime;
}

let unauthorizedHandler = (): void => {
  const { pathname, search, hash } = window.location;
  const { next } = loginSearch(`${pathname}${search}${hash}`);
  window.location.assign(next ? `/login?next=${encodeURIComponent(next)}` : '/login');
};

/** The app replaces the default full-page redirect with a router navigation once it is running. */
export function setUnauthorizedHandler(handler: () => void): void {
  unauthorizedHandler = handler;
}

/**
 * The one way the app calls its API (spec 1 §7–8). Resolves with the parsed JSON, or null for
 * 204 and empty bodies (type such calls as apiRequest<null>); rejects with an ApiError whose
 * message is ready to show. Duplicate in-flight GETs are collapsed by TanStack Query, not here.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', query, body, signal, credentialsCall = false } = options;
  const headers: Record<string, string> = { accept: 'application/json', 'x-client-id': getClientId() };
  const token = credentialsCall ? null : getToken();
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';

  let res: Response;
  try {
    res = await fetch(withQuery(path, query), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error; // a cancelled call is not a failure to report
    throw new ApiError(DEFAULT_ERROR_MESSAGE, 0, null);
  }

  const serverTime = res.headers.get('servertime');
  if (serverTime && !Number.isNaN(Date.parse(serverTime))) lastServerTime = new Date(serverTime);

  if (res.status === 401 && !credentialsCall) {
    clearSession();
    unauthorizedHandler();
  }
  const data = await readJson(res);
  if (!res.ok) {
    const errorBody = parseErrorBody(data);
    throw new ApiError(errorMessageFor(res.status, errorBody, credentialsCall), res.status, errorBody);
  }
  return data as T;
}

async function readJson(res: Response): Promise<unknown> {
  if (res.status === 204) return null;
  const text = await res.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function withQuery(path: string, query: RequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    // Lists travel comma-separated, the form the API's id lists accept.
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}
