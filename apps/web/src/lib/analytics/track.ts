import type { AnalyticsEventRequest } from '@sw/contracts';
import { currentOrganizationId } from '../current-organization';
import { hasToken } from '../session';
import { storage } from '../storage';
import { type FilterValues, filterAppliedProperties } from './filters';
import { type ReportGenerationProps, reportGenerationProperties } from './report-generation';
import { sendAnalyticsEvent } from './send-event';
import { nextSession, parseSession } from './session';

const SESSION_KEY = 'analyticsSession';

/** Analytics must never disturb the user: failures are dropped. */
const ignore = () => {};

type EventName = AnalyticsEventRequest['name'];
type Properties = AnalyticsEventRequest['properties'];

function newSessionId(): string {
  // randomUUID needs a secure context; plain-http deployments fall back to a v4 UUID built by hand.
  if (typeof crypto.randomUUID === 'function' && window.isSecureContext) return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Records a product analytics event (spec 1 §7) for the signed-in user: fire and forget, failures are
 * ignored (analytics must never disturb the user). The first event of a session also records a
 * 'user visit'. Every event carries the organisation's audience tag (A-150: 'internal' for 275,
 * else 'external'), from the organisation of the access token.
 */
export function track(name: EventName, properties: Properties = {}): void {
  if (!hasToken()) return;
  const { session, isNew } = nextSession(parseSession(storage.get(SESSION_KEY)), Date.now(), newSessionId);
  storage.set(SESSION_KEY, JSON.stringify(session));
  const organizationId = currentOrganizationId();
  // The domain rules arrive with the signed-in pages: imported here, they would more than double the
  // first chunk, which the sign-in page loads too (date formatting and time zones come with them).
  import('@sw/domain').then(({ orgAudience }) => {
    const audience = orgAudience(organizationId);
    if (isNew) send({ name: 'user visit', sessionId: session.id, properties: { audience } });
    send({ name, sessionId: session.id, properties: { ...properties, audience } });
  }, ignore);
}

function send(event: AnalyticsEventRequest): void {
  sendAnalyticsEvent(event).catch(ignore);
}

/** A page view: the path only, never the query (it can carry tokens and emails). */
export const trackPageView = (pathname: string) => track('page view', { path: pathname });

/**
 * 'Filter Applied': the user changed a page's filters. Only filter values are sent (never the
 * rest of the query), with the page and which filters changed.
 */
export const trackFilterApplied = (
  filters: FilterValues,
  context: { path?: string; changed?: readonly string[] } = {},
) => track('Filter Applied', filterAppliedProperties(filters, context));

/** 'report generation': the user asked for a report (the reports issue calls this). */
export const trackReportGeneration = (props: ReportGenerationProps) =>
  track('report generation', reportGenerationProperties(props));
