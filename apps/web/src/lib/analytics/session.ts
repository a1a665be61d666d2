/**
 * Spec 1 §9: the analytics session renews after 30 minutes without activity. The same value as the
 * contracts' ANALYTICS_SESSION_MS (checked by a test); not imported, to keep zod out of the shell.
 */
export const ANALYTICS_SESSION_MS = 1_800_000;

export interface AnalyticsSession {
  id: string;
  /** Epoch ms of the last event sent in this session. */
  lastActivity: number;
}

/**
 * The session to use for an event at `now`: the previous one while it is alive (its activity time
 * moved on), else a new one. `isNew` tells the caller to record a user visit (once per session).
 */
export function nextSession(
  previous: AnalyticsSession | null,
  now: number,
  newId: () => string,
): { session: AnalyticsSession; isNew: boolean } {
  const alive =
    previous !== null && now - previous.lastActivity < ANALYTICS_SESSION_MS && now >= previous.lastActivity;
  if (alive) return { session: { id: previous.id, lastActivity: now }, isNew: false };
  return { session: { id: newId(), lastActivity: now }, isNew: true };
}

export function parseSession(raw: string | null): AnalyticsSession | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<AnalyticsSession>;
    return typeof value.id === 'string' && typeof value.lastActivity === 'number'
      ? { id: value.id, lastActivity: value.lastActivity }
      : null;
  } catch {
    return null;
  }
}
