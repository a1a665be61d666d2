import { CloseButton, Group, Paper, Skeleton, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Incident } from '@sw/contracts';
import { useState } from 'react';
import { ErrorState } from '../../../components/ui/error-state';
import { isApiError } from '../../../lib/api-error';
import { useIncident } from '../api/get-incident';
import type { NamedIncidentInfo } from '../utils/incident-names';
import { IncidentCards } from './incident-cards';
import { IncidentsTable } from './incidents-table';

/**
 * The Review section of an email link (C-060, C-061): the incident the email named, loaded with
 * GET /api/v1/incidents/{id}, above the main list; it can be closed.
 */
export function ReviewSection({
  incidentId,
  namesOf,
  multiSite,
  now,
  onClose,
  onDismiss,
  foreignOrganization,
}: {
  incidentId: number;
  namesOf: (incident: Incident) => NamedIncidentInfo;
  multiSite: boolean;
  now: Date;
  onClose: () => void;
  onDismiss: (incident: Incident) => void;
  /** The link is for another organisation: its incident cannot be read here (see OrgMismatchNotice). */
  foreignOrganization: boolean;
}) {
  const mobile = useMediaQuery('(max-width: 48em)') ?? false;
  const incident = useIncident(foreignOrganization ? undefined : incidentId);
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(() => new Set([incidentId]));
  const toggle = (id: number) =>
    setExpanded((s) => {
      const next = new Set(s);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  let body: React.ReactNode;
  if (foreignOrganization) {
    body = (
      <Text size="sm" c="dimmed">
        This incident belongs to another organisation.
      </Text>
    );
  } else if (incident.isPending) {
    body = <Skeleton height={48} radius="sm" />;
  } else if (incident.isError) {
    body = isApiError(incident.error, 404) ? (
      <Text size="sm" c="dimmed">
        Incident {incidentId} was not found: it may have been removed, or be at a site you cannot see.
      </Text>
    ) : (
      <ErrorState message={incident.error.message} onRetry={() => void incident.refetch()} />
    );
  } else {
    const List = mobile ? IncidentCards : IncidentsTable;
    body = (
      <List
        incidents={[incident.data]}
        namesOf={namesOf}
        multiSite={multiSite}
        expanded={expanded}
        onToggle={toggle}
        onDismiss={onDismiss}
        now={now}
        label="Incident to review"
      />
    );
  }

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="incident-review-title">
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="h4" id="incident-review-title">
          Review
        </Title>
        <CloseButton aria-label="Close review" onClick={onClose} />
      </Group>
      {body}
    </Paper>
  );
}
