import type { HubFigure } from './hub-figures';

/** What an analytics card shows: its figure, or why there is none yet. */
export type CardState =
  | HubFigure
  | { state: 'loading' }
  | { state: 'error'; message: string; retry: () => void };

/** A query's answer as a card state: not applicable wins (nothing to wait for), then load, error, figure. */
export function cardState<T>(
  q: { data: T | undefined | null; error: Error | null; isPending: boolean; refetch: () => unknown },
  figure: (data: T) => HubFigure,
  notApplicable?: string | null,
): CardState {
  if (notApplicable) return { state: 'not-applicable', message: notApplicable };
  if (q.data) return figure(q.data);
  if (q.error) return { state: 'error', message: q.error.message, retry: () => void q.refetch() };
  return { state: 'loading' };
}
