import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import type { Incident } from '@sw/contracts';
import { Link } from '@tanstack/react-router';
import { ZonedTime } from '../../../components/ui/zoned-time';

const COLOUR = { HIGHEST: 'red', HIGH: 'orange', NORMAL: 'blue' } as const;

/** The equipment's open incidents, newest first, each linking to the site's incident list. */
export function OpenIncidents({ incidents }: { incidents: readonly Incident[] }) {
  if (incidents.length === 0)
    return (
      <Text size="sm" c="dimmed" data-testid="no-open-incidents">
        No open incidents.
      </Text>
    );
  const sorted = [...incidents].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return (
    <Stack gap="xs" data-testid="open-incidents">
      {sorted.map((i) => (
        <Group key={i.id} justify="space-between" wrap="wrap" gap="xs" data-testid="open-incident">
          <Stack gap={0}>
            <Anchor
              component={Link}
              to={`/sites/${i.siteId}/incidents`}
              search={{ incidentId: i.id } as never}
              size="sm"
              fw={600}
            >
              {i.sentinelTitle}
            </Anchor>
            <ZonedTime value={i.createdAt} pattern="dd MMM, yyyy HH:mm" size="xs" />
          </Stack>
          <Badge color={COLOUR[i.incidentPriority]} variant="light">
            {i.incidentPriority}
          </Badge>
        </Group>
      ))}
    </Stack>
  );
}
