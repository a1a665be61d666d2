import { Anchor, Group, Text } from '@mantine/core';
import type { Site } from '@sw/contracts';
import { Link } from '@tanstack/react-router';
import { TileCard } from '../../../../components/tiles/tile-card';

/** The site's active incidents, linking to its incident list. */
export function ActiveIncidentsCard({ site }: { site: Site }) {
  const n = site.numberActiveIncidents;
  return (
    <TileCard
      title="Active Incidents"
      testId="site-active-incidents"
      actions={
        <Anchor component={Link} to={`/sites/${site.id}/incidents`} size="sm">
          See All
        </Anchor>
      }
    >
      <Group align="baseline" gap="xs">
        <Text fz={40} fw={700} c={n > 0 ? 'red.7' : 'teal.7'} lh={1}>
          {n}
        </Text>
        <Text c="dimmed" size="sm">
          {n === 1 ? 'incident is active' : 'incidents are active'}
        </Text>
      </Group>
      {n === 0 && (
        <Text size="sm" c="dimmed">
          No Active Incidents
        </Text>
      )}
    </TileCard>
  );
}
