import { Button, Paper, SimpleGrid, Stack } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import type { Site, SiteFeatures } from '@sw/contracts';
import { useRef, useState } from 'react';
import { EmptyState } from '../../components/ui/empty-state';
import { useCurrentUser } from '../../features/auth/api/get-current-user';
import { EditDashboardBar } from '../../features/dashboard-edit/components/edit-dashboard-bar';
import { useRemovalFocus } from '../../features/dashboard-edit/hooks/use-removal-focus';
import { useSiteTileLayout } from '../../features/dashboard-edit/hooks/use-site-tile-layout';
import { removedTiles, visibleTiles } from '../../features/dashboard-edit/utils/tile-layout';
import { type DashboardTile, DashboardTileView, TILE_TITLES, withDataFirst } from './sites-dashboard-tiles';
import { SiteShell } from './sites-site-shell';

/**
 * The site's tiles with the user's removals applied (C-027, A-071): an 'Edit dashboard' mode in
 * which any tile can be removed and removed tiles restored; removals are saved in the user's
 * dashboard profile, per site.
 */
function SiteDashboardTiles({ site, features }: { site: Site; features: SiteFeatures | undefined }) {
  const user = useCurrentUser();
  const layout = useSiteTileLayout(user.data, site.id);
  const [editing, setEditing] = useState(false);
  const grid = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const focusAfterRemoval = useRemovalFocus(grid, toggle, layout.hidden.size);
  // Escape also leaves edit mode; focus goes to the toggle, as the button it was on disappears.
  useWindowEvent('keydown', (e) => {
    if (e.key !== 'Escape' || !editing || e.defaultPrevented) return;
    setEditing(false);
    toggle.current?.focus();
  });

  const cards = withDataFirst(features?.SITE_CARD ?? ['ACTIVE_INCIDENTS']);
  const offered: DashboardTile[] = features?.SITE_COMPONENT.includes('ENERGY_CHART')
    ? [...cards, 'ENERGY_CHART']
    : cards;
  const shown = visibleTiles(offered, layout.hidden);
  const removed = removedTiles(offered, layout.hidden).map((key) => ({ key, title: TILE_TITLES[key] }));
  const chart = shown.includes('ENERGY_CHART');
  const edit = (tile: DashboardTile) => ({
    editing,
    onRemove: () => {
      focusAfterRemoval(shown.indexOf(tile));
      layout.hide(tile);
    },
  });

  return (
    <Stack gap="md" ref={grid}>
      <EditDashboardBar
        editing={editing}
        ready={layout.ready}
        saving={layout.saving}
        removed={removed}
        onToggle={() => setEditing((e) => !e)}
        onRestore={layout.restore}
        toggleRef={toggle}
      />
      {shown.length === 0 ? (
        <Paper withBorder radius="md" p="xl">
          <Stack align="center">
            <EmptyState title="All tiles are removed" subtitle="Restore them to see this site's figures." />
            <Button variant="light" onClick={() => layout.restore('all')}>
              Restore all tiles
            </Button>
          </Stack>
        </Paper>
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {shown
              .filter((t) => t !== 'ENERGY_CHART')
              .map((tile) => (
                <DashboardTileView key={tile} tile={tile} site={site} edit={edit(tile)} />
              ))}
          </SimpleGrid>
          {chart && <DashboardTileView tile="ENERGY_CHART" site={site} edit={edit('ENERGY_CHART')} />}
        </>
      )}
    </Stack>
  );
}

/** /sites/{id}/dashboard: the site's cards, in the order its features list them (D-054..D-057). */
export function SiteDashboardPage() {
  return (
    <SiteShell page="Site Dashboard">
      {(site, features) => <SiteDashboardTiles site={site} features={features} />}
    </SiteShell>
  );
}
