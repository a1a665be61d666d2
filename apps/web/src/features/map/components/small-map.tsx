import { ActionIcon, Box, Group, Paper, Text, Tooltip } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { MapSite } from '../utils/cluster-index';
import { SMALL_MAP, SMALL_MAP_HEIGHT } from '../utils/map-config';
import { MapLegendCounts } from './map-legend';
import { SiteMap } from './site-map';

/** D-015/D-016: a small map (zoom 2–10, cluster radius 35, 18.75rem) whose expand icon opens /map. */
export function SmallMap({
  sites,
  renderPopup,
  title = 'Map',
}: {
  sites: readonly MapSite[];
  renderPopup: (site: MapSite) => ReactNode;
  title?: string;
}) {
  const withIncidents = sites.filter((s) => s.numberActiveIncidents > 0).length;
  return (
    <Paper withBorder radius="md" shadow="xs" p="sm" data-testid="small-map">
      <Group justify="space-between" mb={6} wrap="nowrap">
        <Text fw={600} size="sm">
          {title}
        </Text>
        <Group gap="sm" wrap="nowrap">
          <MapLegendCounts total={sites.length} withIncidents={withIncidents} />
          <Tooltip label="Open the map">
            <ActionIcon component={Link} to="/map" variant="subtle" aria-label="Expand map">
              <ExpandIcon />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
      <Box
        h={SMALL_MAP_HEIGHT}
        style={{ borderRadius: 'var(--mantine-radius-sm)', overflow: 'hidden', isolation: 'isolate' }}
      >
        <SiteMap sites={sites} options={SMALL_MAP} renderPopup={renderPopup} label="Small map of sites" />
      </Box>
    </Paper>
  );
}

function ExpandIcon() {
  return (
    <svg
      width={18}
      height={18}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M16 4h4v4" />
      <path d="M14 10l6 -6" />
      <path d="M8 20h-4v-4" />
      <path d="M4 20l6 -6" />
    </svg>
  );
}
