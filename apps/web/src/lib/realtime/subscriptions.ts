import type { Interest, SubscribeRequest } from '@sw/contracts';
import { interestOf } from '@sw/contracts/constants';

/**
 * Spec 1 §5 (B-009 … B-011, B-014): a subscription needs vendor and uuid (SENSOR_READINGS,
 * DEVICE_STATUS), a jobId (REPORTS_STATUS) or an equipment or space id (INCIDENT_INFO); otherwise the
 * spec's warning is logged and nothing is subscribed. Unknown channels are warned about and ignored.
 */
export function checkSubscription(
  req: SubscribeRequest,
  warn: (message: string) => void = (m) => console.warn(m),
): Interest | null {
  const r = interestOf(req);
  if (r.ok) return r.interest;
  warn(r.warning);
  return null;
}
