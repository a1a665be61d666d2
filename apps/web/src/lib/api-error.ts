import type { ErrorResponse } from '@sw/contracts';
import { FEATURE_NOT_AVAILABLE, PASSWORD_UPDATE_REQUIRED } from '@sw/contracts/constants';

/** 403 reasons whose server message the user is shown. */
const EXPLAINED_403 = new Set<string>([FEATURE_NOT_AVAILABLE, PASSWORD_UPDATE_REQUIRED]);

/** Shown when the server cannot be reached at all (spec 1 §8 default). */
export const DEFAULT_ERROR_MESSAGE = 'There was an error. Please try again later.';
/** An error that carries no message of its own (spec 1 §8). */
export const UNEXPECTED_ERROR = 'Unexpected Error';
/** Spec 3 §8: the report worker's error without a payload. */
export const REPORT_WORKER_RETRY = 'Please try again later';

/** A failed call: the message is ready to show; status and body are there for callers that need more. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly body: ErrorResponse | null;

  constructor(message: string, status: number, body: ErrorResponse | null) {
    super(message);
    this.status = status;
    this.body = body;
  }
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

/** Reads an error body defensively: proxies and crashes answer with HTML, text or nothing. */
export function parseErrorBody(body: unknown): ErrorResponse | null {
  if (typeof body !== 'object' || body === null) return null;
  const { message, errors, code } = body as { message?: unknown; errors?: unknown; code?: unknown };
  if (typeof message !== 'string') return null;
  const withCode = typeof code === 'string' ? { message, code } : { message };
  if (!Array.isArray(errors)) return withCode;
  return { ...withCode, errors: errors.filter(hasMessage) };
}

function hasMessage(item: unknown): item is { message: string } {
  return (
    typeof item === 'object' && item !== null && typeof (item as { message?: unknown }).message === 'string'
  );
}

/**
 * The message of a failed call (spec 1 §8). `credentialsCall` marks calls that are themselves the
 * sign-in: their 401/403 describe the credentials, so the server's own words are shown.
 */
export function errorMessageFor(status: number, body: ErrorResponse | null, credentialsCall = false): string {
  if (!credentialsCall && status === 401) return 'Unauthorized';
  // A 403 with a known reason says it (issue 9); any other stays 'Forbidden' (spec 1 §8).
  if (!credentialsCall && status === 403)
    return body?.code && EXPLAINED_403.has(body.code) ? body.message : 'Forbidden';
  // Server error bodies are not shown (spec 1 §8).
  if (status >= 500) return `API request failed ${status}`;
  return body?.errors?.[0]?.message || body?.message || `API request failed ${status}`;
}

/** The text to show for any failure: its message, or 'Unexpected Error' when it has none. */
export function messageOf(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return UNEXPECTED_ERROR;
}
