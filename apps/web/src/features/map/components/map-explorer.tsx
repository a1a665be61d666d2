import { Box, Button, Collapse, Group, Paper, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type ReactNode, useMemo, useRef, useState } from 'react';
import type { MapSite } from '../utils/cluster-index';
import { MAIN_MAP } from '../utils/map-config';
import { MapLegendRadio, type SiteFilter } from './map-legend';
import { MapSearch } from './map-search';
import { SiteMap, type SiteMapHandle } from './site-map';

/**
 * The /map page's map (D-001..D-012): clustered sites, the search box, the legend filter and
 * 'View all sites', which fits every shown site in view (D-003).
 */
export function MapExplorer({
  sites,
  renderPopup,
}: {
  sites: readonly MapSite[];
  renderPopup: (site: MapSite) => ReactNode;
}) {
  const [filter, setFilter] = useState<SiteFilter>('ALL');
  // On a phone the legend folds away so that the map stays visible; it opens on demand.
  const mobile = useMediaQuery('(max-width: 48em)');
  const [legendOpen, setLegendOpen] = useState(false);
  const map = useRef<SiteMapHandle>(null);
  const panel = useRef<HTMLDivElement>(null);
  const shown = useMemo(
    () => (filter === 'ALL' ? sites : sites.filter((s) => s.numberActiveIncidents > 0)),
    [sites, filter],
  );

  return (
    <Box pos="relative" h="100%" style={{ isolation: 'isolate' }}>
      <SiteMap
        ref={map}
        sites={shown}
        options={MAIN_MAP}
        rememberView
        renderPopup={renderPopup}
        label="Map of sites"
        overlay={panel}
      />
      <Paper
        ref={panel}
        shadow="md"
        radius="md"
        p="sm"
        withBorder
        pos="absolute"
        top={12}
        left={12}
        w="min(20rem, calc(100% - 24px))"
        style={{ zIndex: 10 }}
      >
        <Stack gap="sm">
          <MapSearch sites={shown} onSelect={(s) => map.current?.focusSite(s)} />
          <Collapse expanded={!mobile || legendOpen}>
            <MapLegendRadio value={filter} onChange={setFilter} />
          </Collapse>
          <Group gap="xs" grow>
            <Button size="xs" variant="light" onClick={() => map.current?.fitAll()}>
              View all sites
            </Button>
            {mobile && (
              <Button
                size="xs"
                variant="default"
                onClick={() => setLegendOpen((o) => !o)}
                aria-expanded={legendOpen}
              >
                {legendOpen ? 'Hide legend' : 'Legend'}
              </Button>
            )}
          </Group>
        </Stack>
      </Paper>
    </Box>
  );
}
