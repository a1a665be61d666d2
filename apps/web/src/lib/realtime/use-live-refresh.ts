import type { RealtimeEvent } from '@sw/contracts';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { onLiveEvent, throttle } from './live-events';

/**
 * How often at most a screen reads its live figures again while its devices report: often enough
 * to follow every minute's report of real devices, rarely enough that a busy organisation (tens of
 * messages a second) costs one request per query every few seconds.
 */
export const LIVE_REFRESH_MS = 5_000;

/** Which sites a screen shows: a list of ids, or every site of the organisation. */
export type LiveSites = readonly number[] | 'ALL';

/** A device of one of `sites` reported (readings or a status change). */
export function reportsFrom(sites: LiveSites): (event: RealtimeEvent) => boolean {
  const ids = sites === 'ALL' ? null : new Set(sites);
  return (event) =>
    (event.type === 'SENSOR_READINGS' || event.type === 'DEVICE_STATUS') &&
    (ids === null || ids.has(event.payload.siteId));
}

/**
 * Reads the queries under each of `queryKeys` again (those on screen; the others are marked stale) whenever
 * a live event matches, at most once per `intervalMs`. The figures then move as messages arrive,
 * and they stay the server's: a site's status or a thermostat's temperature is computed there from
 * every device, which one message alone cannot tell. `match` may change between renders.
 */
export function useLiveRefresh(
  queryKeys: readonly QueryKey[],
  match: (event: RealtimeEvent) => boolean,
  intervalMs = LIVE_REFRESH_MS,
): void {
  const client = useQueryClient();
  const latest = useRef(match);
  latest.current = match;
  const keys = JSON.stringify(queryKeys);
  useEffect(() => {
    const list = JSON.parse(keys) as QueryKey[];
    if (list.length === 0) return;
    const refresh = throttle(() => {
      for (const queryKey of list) void client.invalidateQueries({ queryKey });
    }, intervalMs);
    const stop = onLiveEvent((event) => {
      if (latest.current(event)) refresh.trigger();
    });
    return () => {
      stop();
      refresh.cancel();
    };
  }, [client, keys, intervalMs]);
}
