// Auth paths, in a file without zod (see ./index.ts).

/**
 * POST /api/v1/auth/logout (no body): ends the caller's own session. The token answers 401 from then
 * on and its real-time connections close; the user's other sessions go on. Answers 204.
 */
export const LOGOUT_PATH = '/api/v1/auth/logout';
