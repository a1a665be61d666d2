import type { Incident } from '@sw/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { getRealtimeClient } from '../../../lib/realtime';
import { getIncident, INCIDENT_KEY } from '../api/get-incident';
import { INCIDENT_LISTS_KEY, type IncidentsRequest, incidentsQueryOptions } from '../api/get-incidents';
import { mergeIncident } from '../utils/incident-cache';
import { belongsToQuery } from '../utils/live-merge';

/**
 * Live incidents (C-111, C-112): follows INCIDENT_INFO for each equipment/space id while mounted. A
 * push carries a summary only, so the incident is read again (GET /api/v1/incidents/{id}); then it
 * replaces the held incident of the same id in every list and in the Review incident, or, when the
 * list loaded with `req` does not hold it and it belongs there, is appended; lists are re-sorted.
 */
export function useLiveIncidents(
  resourceIds: readonly number[],
  req: IncidentsRequest | null,
  openEnded: boolean,
): void {
  const queryClient = useQueryClient();
  const current = useRef({ req, openEnded });
  current.current = { req, openEnded };
  const key = resourceIds.join(',');

  useEffect(() => {
    if (!key) return;
    const client = getRealtimeClient();
    client.start();
    // Several pushes for one incident (escalation and a resolution in a burst) make one read.
    const pending = new Map<number, Promise<void>>();
    let alive = true;

    const refresh = (incidentId: number, belongs: boolean) => {
      if (pending.has(incidentId)) return;
      const job = getIncident(incidentId)
        .then((incident: Incident) => {
          if (!alive) return;
          queryClient.setQueriesData<Incident[]>({ queryKey: INCIDENT_LISTS_KEY }, (list) =>
            list ? mergeIncident(list, incident) : list,
          );
          const { req: r } = current.current;
          if (belongs && r) {
            queryClient.setQueryData<Incident[]>(incidentsQueryOptions(r).queryKey, (list) =>
              list ? mergeIncident(list, incident, { append: true }) : list,
            );
          }
          if (queryClient.getQueryData([...INCIDENT_KEY, incidentId]))
            queryClient.setQueryData([...INCIDENT_KEY, incidentId], incident);
        })
        .catch(() => {
          // Gone or out of scope meanwhile (404): nothing to merge; the next load shows the truth.
        })
        .finally(() => pending.delete(incidentId));
      pending.set(incidentId, job);
    };

    const stops = key.split(',').map((id) =>
      client.subscribe({ channel: 'INCIDENT_INFO', resourceId: Number(id) }, (event) => {
        if (event.type !== 'INCIDENT_INFO') return;
        const { req: r, openEnded: open } = current.current;
        refresh(event.payload.incidentId, r !== null && belongsToQuery(event.payload, r, open));
      }),
    );
    return () => {
      alive = false;
      for (const stop of stops) stop();
    };
  }, [key, queryClient]);
}
