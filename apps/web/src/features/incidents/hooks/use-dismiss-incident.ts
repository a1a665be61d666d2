import { notifications } from '@mantine/notifications';
import type { Incident } from '@sw/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-error';
import { dismissNotification } from '../api/dismiss-notification';
import { INCIDENT_KEY } from '../api/get-incident';
import { INCIDENT_LISTS_KEY } from '../api/get-incidents';
import { applyDismissal, mergeIncident, notificationToDismiss } from '../utils/incident-cache';

export interface DismissVariables {
  incident: Incident;
  comment: string;
  /** The notification an email link named (C-059), dismissed in preference to the newest. */
  notificationId?: number;
}

/** Raised when an incident has no notification left to dismiss. */
export const NOTHING_TO_DISMISS = 'This incident has no notification left to dismiss.';

/**
 * Dismisses an incident through its newest undismissed notification (C-099) and, on success, puts the
 * dismissed incident in place in every cached incident list and in the Review incident (C-101), so
 * that each list shows it dismissed without a reload. A failure is reported with the server's own
 * message (C-106); a 409 (dismissed meanwhile, e.g. in another tab) also refreshes the incident.
 */
export function useDismissIncident({ onSuccess }: { onSuccess?: (incident: Incident) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ incident, comment, notificationId }: DismissVariables) => {
      const id = notificationToDismiss(incident, notificationId);
      if (id === null) throw new ApiError(NOTHING_TO_DISMISS, 409, null);
      return applyDismissal(incident, await dismissNotification(id, comment.trim()));
    },
    onSuccess: (dismissed) => {
      queryClient.setQueriesData<Incident[]>({ queryKey: INCIDENT_LISTS_KEY }, (list) =>
        list ? mergeIncident(list, dismissed) : list,
      );
      queryClient.setQueryData([...INCIDENT_KEY, dismissed.incidentId], dismissed);
      onSuccess?.(dismissed);
    },
    onError: (error, { incident }) => {
      notifications.show({
        color: 'red',
        title: 'Could not dismiss the notification',
        message: error.message,
      });
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: INCIDENT_LISTS_KEY });
        void queryClient.invalidateQueries({ queryKey: [...INCIDENT_KEY, incident.incidentId] });
      }
    },
  });
}
