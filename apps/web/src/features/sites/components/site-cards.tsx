import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { Site } from '@sw/contracts';
import { Link } from '@tanstack/react-router';
import { SiteThumb } from './site-image';
import { SiteStatusBadge } from './site-status-badge';

/** The sites list on a phone: one card per site instead of a wide table. */
export function SiteCards({ sites }: { sites: readonly Site[] }) {
  return (
    <Stack gap="xs" role="list" aria-label="Sites">
      {sites.map((site) => (
        <Paper key={site.id} withBorder radius="md" p="sm" role="listitem">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <SiteThumb images={site.images} title={site.title} />
            <Stack gap={4} miw={0} style={{ flex: 1 }}>
              <Anchor component={Link} to={`/sites/${site.id}`} fw={600} size="sm" lineClamp={1}>
                {site.title}
              </Anchor>
              <Text size="xs" c="dimmed" lineClamp={1}>
                {site.address || '-'}
              </Text>
              <Group gap="xs">
                <SiteStatusBadge status={site.status} />
                {site.numberActiveIncidents > 0 && (
                  <Badge
                    component={Link}
                    to={`/sites/${site.id}/incidents`}
                    color="red"
                    variant="filled"
                    radius="sm"
                  >
                    {site.numberActiveIncidents} active
                  </Badge>
                )}
              </Group>
            </Stack>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
