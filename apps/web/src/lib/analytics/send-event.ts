import type { AnalyticsEventRequest } from '@sw/contracts';
import { apiRequest } from '../api-client';

/** POST /api/v1/analytics/events (spec 1 §7). Answers 204. */
export function sendAnalyticsEvent(event: AnalyticsEventRequest): Promise<null> {
  return apiRequest<null>('/api/v1/analytics/events', { method: 'POST', body: event });
}
