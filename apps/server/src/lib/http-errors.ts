/** An error whose message is safe to show the caller, with the HTTP status to answer with. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: { message: string; [k: string]: unknown }[],
    /** A stable reason the web app acts on (READ_ONLY_ACCESS, FEATURE_NOT_AVAILABLE, ...); sent as `code`. */
    readonly code?: string,
  ) {
    super(message);
  }
}

export const notFound = (what = 'Resource') => new HttpError(404, `${what} not found`);
export const forbidden = () => new HttpError(403, 'Forbidden');
export const unauthorized = (message = 'Unauthorized') => new HttpError(401, message);
export const badRequest = (message: string) => new HttpError(400, message);
