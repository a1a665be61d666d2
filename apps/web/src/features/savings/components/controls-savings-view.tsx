import { Stack, Text } from '@mantine/core';
import { formatDate } from '@sw/domain';
import { useMemo, useState } from 'react';
import { TileCard } from '../../../components/tiles/tile-card';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { ListPagination } from '../../../components/ui/list-pagination';
import { useControlsSavings } from '../api/get-controls-savings';
import { equipmentRows, pageOf, siteRows } from '../utils/savings-rows';
import type { SavingsSearch } from '../utils/savings-search';
import { EquipmentSavingsTable } from './equipment-savings-table';
import { SavingsFigures } from './savings-figures';
import { SiteSavingsTable } from './site-savings-table';

const EQUIPMENT_PAGE = 20;

export const periodLabel = (p: { from: string; to: string }) =>
  `${formatDate(`${p.from}T12:00:00`)} – ${formatDate(`${p.to}T12:00:00`)}`;

/** /org-controls-savings: the organisation's savings by site and by equipment over the period. */
export function ControlsSavingsView({
  orgId,
  period,
  search,
}: {
  orgId: number | null;
  period: { from: string; to: string };
  search: SavingsSearch;
}) {
  const report = useControlsSavings(
    orgId === null ? null : { orgId, from: period.from, to: period.to, siteIds: search.sites ?? [] },
  );
  const sites = useMemo(() => siteRows(report.data), [report.data]);
  const equipment = useMemo(() => equipmentRows(report.data), [report.data]);
  const [page, setPage] = useState(1);
  const shown = pageOf(equipment, page, EQUIPMENT_PAGE);
  const loading = report.isPending;
  if (report.isError)
    return <ErrorState message={report.error.message} onRetry={() => void report.refetch()} />;
  const dim = { opacity: report.isPlaceholderData ? 0.6 : 1 };
  return (
    <Stack gap="md" style={dim}>
      {loading && (
        <Text size="sm" role="status">
          Data is loading...
        </Text>
      )}
      <SavingsFigures report={report.data} loading={loading} />
      <TileCard
        title="Savings by Site"
        subtitle={`${periodLabel(period)} · each site’s own local days`}
        tooltip="Sites with controlled equipment first by the energy saved; controlled equipment without an energy sub-meter is counted but cannot be measured."
        testId="savings-by-site"
      >
        {!loading && sites.length === 0 ? (
          <EmptyState title="No sites" subtitle="No sites match the filters." />
        ) : (
          <SiteSavingsTable rows={sites} loading={loading} />
        )}
      </TileCard>
      <TileCard
        title="Savings by Equipment"
        subtitle={`${equipment.length} controlled equipment with an energy sub-meter`}
        testId="savings-by-equipment"
      >
        {!loading && equipment.length === 0 ? (
          <EmptyState
            title="No controlled equipment"
            subtitle="No equipment of these sites has a thermostat or a schedule and an energy sub-meter."
          />
        ) : (
          <Stack gap="sm">
            <EquipmentSavingsTable rows={shown.rows} loading={loading} />
            <ListPagination page={shown.page} pages={shown.pages} onPage={setPage} />
          </Stack>
        )}
      </TileCard>
    </Stack>
  );
}
