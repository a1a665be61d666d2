import { useEffect, useState } from 'react';

/**
 * C-015: true for `ms` after a request starts (from mount, and again whenever `requestKey` changes),
 * so that a tile does not flash half-drawn data while thermostats are still reporting in.
 */
export function useLoadingHold(ms: number, requestKey: unknown = null): boolean {
  const [holding, setHolding] = useState(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new request key restarts the hold
  useEffect(() => {
    setHolding(true);
    const timer = window.setTimeout(() => setHolding(false), ms);
    return () => window.clearTimeout(timer);
  }, [ms, requestKey]);
  return holding;
}
