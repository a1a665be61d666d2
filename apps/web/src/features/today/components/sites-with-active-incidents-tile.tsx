import { Anchor } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { TileCard } from '../../../components/tiles/tile-card';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { useIncidentCountsBySite } from '../api/get-incident-counts-by-site';
import { normalizeSiteCount, rankSiteCounts, SITES_TILE_LIMIT } from '../utils/site-counts';
import { SiteCountsTable } from './site-counts-table';

/** C-054 (decision): the tile has room for 35 characters of a site title, like the overview tile. */
const TITLE_MAX = 35;

/** C-006/C-007: the 5 sites with the most active incidents and 'See All'. */
export function SitesWithActiveIncidentsTile({ from, to }: { from: string; to: string }) {
  const counts = useIncidentCountsBySite({ incidentStatus: 'active', from, to });
  const rows = useMemo(
    () => rankSiteCounts((counts.data ?? []).map((c) => normalizeSiteCount(c))).slice(0, SITES_TILE_LIMIT),
    [counts.data],
  );
  return (
    <TileCard
      title="Sites with Active Incidents"
      tooltip="The sites with the most incidents that are still active, by their current priority."
      testId="sites-active-incidents-tile"
      actions={
        <Anchor component={Link} to="/today/active-incident-counts" size="sm" fw={600}>
          See All
        </Anchor>
      }
    >
      {counts.isError ? (
        <ErrorState message={counts.error.message} onRetry={() => void counts.refetch()} />
      ) : !counts.isPending && rows.length === 0 ? (
        <EmptyState compact title="No Active Incidents" subtitle="Every site is running without incidents." />
      ) : (
        <SiteCountsTable
          rows={rows}
          titleMax={TITLE_MAX}
          loading={counts.isPending}
          label="Sites with Active Incidents"
        />
      )}
    </TileCard>
  );
}
