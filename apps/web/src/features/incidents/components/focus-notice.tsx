import { Alert, Button, Group, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { ErrorState } from '../../../components/ui/error-state';
import type { FocusState } from '../hooks/use-focus-incident';

/**
 * What the page says when the incident a link names cannot be the highlighted row (C-059, extended):
 * hidden by the reader's filters ('Show it'), at another site (a link to it there), or not found.
 * Closing the notice drops the link's incidentId and notificationId from the URL.
 */
export function FocusNotice({
  state,
  notificationId,
  onReveal,
  onClose,
}: {
  state: FocusState;
  notificationId: number | undefined;
  onReveal: () => void;
  onClose: () => void;
}) {
  if (state.kind === 'error') return <ErrorState message={state.message} onRetry={state.retry} />;
  if (state.kind === 'hidden')
    return (
      <Notice title="The linked incident is not in this list" onClose={onClose}>
        <Text size="sm">
          ‘{state.incident.sentinelTitle}’ (incident {state.incident.incidentId}) is left out by the filters
          or the period chosen.
        </Text>
        <Button size="xs" variant="white" onClick={onReveal}>
          Show it
        </Button>
      </Notice>
    );
  if (state.kind === 'otherSite')
    return (
      <Notice title="The linked incident is at another site" onClose={onClose}>
        <Text size="sm">
          ‘{state.incident.sentinelTitle}’ (incident {state.incident.incidentId}) is not one of this site's
          incidents.
        </Text>
        <Button
          size="xs"
          variant="white"
          renderRoot={(props) => (
            <Link
              to="/sites/$siteId/incidents"
              params={{ siteId: String(state.incident.siteId) }}
              search={{ incidentId: state.incident.incidentId, notificationId } as never}
              {...props}
            />
          )}
        >
          Open it at its site
        </Button>
      </Notice>
    );
  if (state.kind === 'notFound')
    return (
      <Notice title="The linked incident was not found" onClose={onClose}>
        <Text size="sm">
          Incident {state.incidentId} may have been removed, or be at a site you cannot see.
        </Text>
      </Notice>
    );
  return null;
}

function Notice({
  title,
  onClose,
  children,
}: {
  title: string;
  onClose: () => void;
  children: React.ReactNode;
}) {
  return (
    <Alert
      color="yellow"
      variant="light"
      title={title}
      role="status"
      withCloseButton
      closeButtonLabel="Close notice"
      onClose={onClose}
    >
      <Group justify="space-between" align="center" gap="sm">
        {children}
      </Group>
    </Alert>
  );
}
