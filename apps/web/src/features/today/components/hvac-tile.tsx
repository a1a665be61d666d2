import { HVAC_TILE_LOADING_MS, hvacTileRows } from '@sw/domain';
import { useMemo } from 'react';
import { AnchorLink } from '../../../components/tiles/anchor-link';
import { TileCard } from '../../../components/tiles/tile-card';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { useControllableHvacs } from '../api/get-controllable-hvacs';
import { useLoadingHold } from '../hooks/use-loading-hold';
import { HvacTable } from './hvac-table';

/** C-012 … C-017: the 5 online thermostats to look at first, and the full list behind 'See All'. */
export function HvacTile({ orgId }: { orgId: number | null }) {
  const hvacs = useControllableHvacs(orgId);
  const holding = useLoadingHold(HVAC_TILE_LOADING_MS, orgId);
  const rows = useMemo(() => hvacTileRows(hvacs.data ?? []), [hvacs.data]);
  const loading = holding || hvacs.isPending;
  return (
    <TileCard
      title="HVAC Controls Operations"
      tooltip="Online thermostats: units under local override first, then the warmest spaces."
      testId="hvac-tile"
      actions={
        <AnchorLink to="/hvac-controls-operations" search={{ prev: 'today' }} size="sm" fw={600}>
          See All
        </AnchorLink>
      }
    >
      {hvacs.isError ? (
        <ErrorState message={hvacs.error.message} onRetry={() => void hvacs.refetch()} />
      ) : !loading && rows.length === 0 ? (
        <EmptyState
          compact
          title="No online thermostats"
          subtitle="Thermostats appear here once they report."
        />
      ) : (
        <HvacTable rows={rows} loading={loading} />
      )}
    </TileCard>
  );
}
