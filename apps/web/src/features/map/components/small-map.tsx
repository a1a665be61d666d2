import { ActionIcon, Box, Group, Paper, Text, Tooltip } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { icon } from '../../../components/ui/icons';
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
              <ExpandIcon size={18} stroke={2} />
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

const ExpandIcon = icon(['M16 4h4v4', 'M14 10l6 -6', 'M8 20h-4v-4', 'M4 20l6 -6']);
