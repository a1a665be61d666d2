import { PASSWORD_UPDATE_REQUIRED } from '@sw/contracts/constants';
import {
  ApiError,
  DEFAULT_ERROR_MESSAGE,
  errorMessageFor,
  parseErrorBody,
  REPORT_WORKER_RETRY,
} from './api-error';
import { getClientId } from './client-id';
import { dedupe } from './in-flight';
import { loginSearch } from './login-redirect';
import { markPasswordUpdateRequired } from './password-required';
import { type ServiceName, serviceUrl } from './service-roots';
import { clearSession, getToken } from './session';

/** Spec 1 §7 names UPDATE beside PUT; it is sent as PUT. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'UPDATE';
export type ResponseType = 'json' | 'text' | 'blob';
type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

export interface RequestOptions {
  method?: HttpMethod;
  query?: Record<string, QueryValue>;
  /** Sent as JSON unless `contentType` says otherwise (then it must already be a string or Blob). */
  body?: unknown;
  contentType?: string;
  /** Paged calls (spec 1 §7): sent as query parameters. */
  limit?: number;
  offset?: number;
  responseType?: ResponseType;
  signal?: AbortSignal;
  /**
   * Calls made before there is a session (sign-in, password confirm, invitation check): no bearer
   * token, and a 401 describes the credentials or the link, so it neither signs out nor hides the
   * server's words.
   */
  credentialsCall?: boolean;
  /** The service whose root the path is under; identity by default. */
  service?: ServiceName;
}

export interface ApiResponse<T> {
  data: T;
  status: number;
  headers: Headers;
}

let lastServerTime: Date | null = null;

/** The server's clock as of the last response (spec 1 §7); rules such as password expiry use it. */
export function getServerTime(): Date | null {
  return lastServerTime;
}

export function readServerTime(headers: Headers): Date | null {
  const value = headers.get('servertime');
  if (!value) return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : new Date(ms);
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

export const httpMethodOf = (method: HttpMethod): Exclude<HttpMethod, 'UPDATE'> =>
  method === 'UPDATE' ? 'PUT' : method;

/**
 * The one way the app calls its API (spec 1 §7–8), with status and headers. Resolves with the parsed
 * body (null for 204 and empty bodies) or rejects with an ApiError whose message is ready to show.
 * Identical GETs already in flight share one request.
 */
export function apiFetch<T>(path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
  const method = httpMethodOf(options.method ?? 'GET');
  const url = buildUrl(serviceUrl(options.service ?? 'identity', path), {
    ...options.query,
    limit: options.limit,
    offset: options.offset,
  });
  const token = options.credentialsCall ? null : getToken();
  const send = (signal?: AbortSignal) => perform<T>(url, method, token, options, signal);
  if (method !== 'GET') return send(options.signal);
  // The token is part of the key: the same path for another session is another request.
  const key = `${url} ${options.responseType ?? 'json'} ${token ?? ''}`;
  return dedupe(key, options.signal, send);
}

/** apiFetch for callers that need only the body. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await apiFetch<T>(path, options)).data;
}

async function perform<T>(
  url: string,
  method: string,
  token: string | null,
  options: RequestOptions,
  signal: AbortSignal | undefined,
): Promise<ApiResponse<T>> {
  const { body, contentType, responseType = 'json', credentialsCall = false } = options;
  const headers: Record<string, string> = { 'x-client-id': getClientId() };
  if (responseType === 'json') headers.accept = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const hasBody = body !== undefined;
  if (hasBody) headers['content-type'] = contentType ?? 'application/json';

  let res: Response;
  try {
    res = await fetch(url, {
      method,
      headers,
      body: !hasBody ? undefined : contentType ? (body as BodyInit) : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error; // a cancelled call is not a failure to report
    throw new ApiError(DEFAULT_ERROR_MESSAGE, 0, null);
  }

  lastServerTime = readServerTime(res.headers) ?? lastServerTime;

  if (res.status === 401 && !credentialsCall) {
    clearSession();
    unauthorizedHandler();
  }
  if (!res.ok) {
    const errorBody = parseErrorBody(await readBody(res, 'json'));
    // The server enforces the password update on data calls: show the forced-update screen (issue 9).
    if (res.status === 403 && !credentialsCall && errorBody?.code === PASSWORD_UPDATE_REQUIRED)
      markPasswordUpdateRequired();
    // Spec 3 §8: a report worker error without a payload is 503 'Please try again later'.
    if (options.service === 'reportWorker' && !errorBody && res.status >= 500)
      throw new ApiError(REPORT_WORKER_RETRY, 503, null);
    throw new ApiError(errorMessageFor(res.status, errorBody, credentialsCall), res.status, errorBody);
  }
  return { data: (await readBody(res, responseType)) as T, status: res.status, headers: res.headers };
}

/** Spec 1 §7: JSON, blob or text; 204 and empty bodies are null (spec 1 §8). */
async function readBody(res: Response, type: ResponseType): Promise<unknown> {
  if (res.status === 204) return null;
  if (type === 'blob') return res.blob();
  const text = await res.text();
  if (type === 'text') return text;
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export function buildUrl(path: string, query: RequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    // Lists travel comma-separated, the form the API's id lists accept.
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const qs = params.toString();
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
}
