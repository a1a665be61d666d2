import { Alert, Button, Group, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';

/**
 * C-059 (decision): an email link carries the organisation it was sent for. When that is not the
 * organisation the user is in, the incident cannot be shown here; the notice says so and offers
 * 'Switch Org' with the id filled in (the server decides whether the user may enter it).
 */
export function OrgMismatchNotice({ orgId }: { orgId: number }) {
  return (
    <Alert color="yellow" variant="light" title="This link is for another organisation" role="status">
      <Group justify="space-between" align="center" gap="sm">
        <Text size="sm">
          The incident in this link belongs to organisation {orgId}. Switch to it to review the incident.
        </Text>
        <Button
          size="xs"
          variant="white"
          renderRoot={(props) => <Link to="/org-switch" search={{ organizationId: orgId }} {...props} />}
        >
          Switch Org
        </Button>
      </Group>
    </Alert>
  );
}
