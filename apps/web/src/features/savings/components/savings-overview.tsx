import { Anchor, SimpleGrid, Skeleton, Stack, Table, Text } from '@mantine/core';
import { formatNumber, formatPercent, truncate } from '@sw/domain';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { TileCard } from '../../../components/tiles/tile-card';
import { AnalyticsFigure } from '../../../components/ui/analytics-figure';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { ResponsiveTable } from '../../../components/ui/responsive-table';
import { TableFormulas } from '../../../components/ui/table-formulas';
import { useControlsSavings } from '../api/get-controls-savings';
import { SAVINGS_FORMULAS as F } from '../utils/savings-formulas';
import { overrideRows, siteRows, wasteRows } from '../utils/savings-rows';
import type { SavingsSearch } from '../utils/savings-search';
import { periodLabel } from './controls-savings-view';
import { FigureTh, NumberTd } from './savings-cells';
import { SiteSavingsTable } from './site-savings-table';

const TOP = 10;

const loadingRows = (cols: number) =>
  ['a', 'b', 'c'].map((k) => (
    <Table.Tr key={k}>
      <Table.Td colSpan={cols}>
        <Skeleton height={12} radius="sm" />
      </Table.Td>
    </Table.Tr>
  ));

/**
 * /savings (E-066, decided): what controls saved, what is still wasted outside opening hours, and which
 * equipment was taken off its schedule, over the period.
 */
export function SavingsOverview({
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
  const waste = useMemo(() => wasteRows(sites).slice(0, TOP), [sites]);
  const overrides = useMemo(() => overrideRows(report.data), [report.data]);
  const loading = report.isPending;
  if (report.isError)
    return <ErrorState message={report.error.message} onRetry={() => void report.refetch()} />;
  const org = report.data?.org;
  const sameFilters = { from: search.from, to: search.to, sites: search.sites };
  return (
    <Stack gap="md" style={{ opacity: report.isPlaceholderData ? 0.6 : 1 }}>
      {loading && (
        <Text size="sm" role="status">
          Data is loading...
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <AnalyticsFigure
          label="Saved by Controls"
          value={formatNumber(org?.saved_kwh)}
          unit="kWh"
          formula={F.saved.formula}
          explanation={F.saved.explanation}
          loading={loading}
          testId="figure-saved"
          footer={
            org && (
              <>
                {formatPercent(org.saved_percent)} of the energy without controls ·{' '}
                {formatNumber(org.co2_saved_kg)} kg CO2e avoided
              </>
            )
          }
        />
        <AnalyticsFigure
          label="Non-Operating-Hour Waste"
          value={formatNumber(org?.noh_waste_kwh)}
          unit="kWh"
          formula={F.waste.formula}
          explanation={F.waste.explanation}
          loading={loading}
          testId="figure-waste"
          footer={
            org && (
              <>
                of {formatNumber(org.noh_kwh_sites)} kWh used while closed ·{' '}
                {formatNumber(org.co2_noh_waste_kg)} kg CO2e
              </>
            )
          }
        />
        <AnalyticsFigure
          label="Override Hours"
          value={formatNumber(org?.override_hours)}
          unit="h"
          formula={F.overrides.formula}
          explanation={F.overrides.explanation}
          loading={loading}
          testId="figure-overrides"
          footer={org && `${overrides.length} equipment taken off its schedule`}
        />
      </SimpleGrid>

      <TileCard
        title="Controls Savings by Site"
        subtitle={periodLabel(period)}
        testId="savings-sites"
        actions={
          <Anchor
            component={Link}
            to="/org-controls-savings"
            search={sameFilters as never}
            size="sm"
            fw={600}
          >
            See All
          </Anchor>
        }
      >
        {!loading && sites.length === 0 ? (
          <EmptyState subtitle="No sites match the filters." />
        ) : (
          <SiteSavingsTable rows={sites.slice(0, TOP)} loading={loading} />
        )}
      </TileCard>

      <Stack gap="md">
        <TileCard
          title="Non-Operating-Hour Waste"
          subtitle="Sites whose closed-hours load stays high"
          testId="savings-waste"
          actions={
            <Anchor component={Link} to="/dashboard/noh_energy_consumption" size="sm" fw={600}>
              NOH Efficiency Analysis
            </Anchor>
          }
        >
          {!loading && waste.every((r) => r.nohWasteKwh === 0) ? (
            <EmptyState
              title="No waste"
              subtitle="Every site’s closed-hours load is below half its open-hours load."
            />
          ) : (
            <Stack gap={4}>
              <TableFormulas
                what="Non-operating-hour waste by site"
                items={[
                  { label: 'NOH waste', ...F.waste },
                  { label: 'Closed-hours share', formula: 'closed-hours kWh ÷ site kWh' },
                  { label: 'Closed/open load', ...F.loadRatio },
                ]}
              />
              <ResponsiveTable minWidth={520}>
                <Table
                  verticalSpacing={6}
                  horizontalSpacing="xs"
                  fz="sm"
                  aria-label="Non-operating-hour waste by site"
                  aria-busy={loading}
                >
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th miw={160}>Site</Table.Th>
                      <FigureTh
                        label="NOH Waste (kWh)"
                        formula={F.waste.formula}
                        explanation={F.waste.explanation}
                      />
                      <FigureTh
                        label="Closed-Hours Share"
                        formula="Closed-hours share = closed-hours kWh ÷ site kWh"
                      />
                      <FigureTh
                        label="Closed/Open Load"
                        formula={F.loadRatio.formula}
                        explanation={F.loadRatio.explanation}
                      />
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {loading
                      ? loadingRows(4)
                      : waste
                          .filter((r) => r.nohWasteKwh > 0)
                          .map((r) => (
                            <Table.Tr key={r.siteId}>
                              <Table.Td>
                                <Text size="sm" title={r.title}>
                                  {truncate(r.title, 45)}
                                </Text>
                              </Table.Td>
                              <NumberTd value={r.nohWasteKwh} strong />
                              <NumberTd value={r.nohShare === null ? null : r.nohShare * 100} percent />
                              <NumberTd value={r.loadRatio === null ? null : r.loadRatio * 100} percent />
                            </Table.Tr>
                          ))}
                  </Table.Tbody>
                </Table>
              </ResponsiveTable>
            </Stack>
          )}
        </TileCard>

        <TileCard
          title="Overrides"
          subtitle="Equipment taken off its schedule: local override, manual mode, forced on or off"
          testId="savings-overrides"
        >
          {!loading && overrides.length === 0 ? (
            <EmptyState title="No overrides" subtitle="Every controlled equipment followed its schedule." />
          ) : (
            <Stack gap={4}>
              <TableFormulas
                what="Overrides by equipment"
                items={[{ label: 'Override hours', ...F.overrides }]}
              />
              <ResponsiveTable minWidth={440}>
                <Table
                  verticalSpacing={6}
                  horizontalSpacing="xs"
                  fz="sm"
                  aria-label="Overrides by equipment"
                  aria-busy={loading}
                >
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th miw={150}>Equipment</Table.Th>
                      <Table.Th miw={150}>Site</Table.Th>
                      <FigureTh
                        label="Override Hours"
                        formula={F.overrides.formula}
                        explanation={F.overrides.explanation}
                      />
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {loading
                      ? loadingRows(3)
                      : overrides.slice(0, TOP).map((r) => (
                          <Table.Tr key={r.equipmentId}>
                            <Table.Td>
                              <Text size="sm" fw={600} title={r.title}>
                                {truncate(r.title, 35)}
                              </Text>
                            </Table.Td>
                            <Table.Td>
                              <Text size="sm" title={r.siteTitle}>
                                {truncate(r.siteTitle, 45)}
                              </Text>
                            </Table.Td>
                            <NumberTd value={r.hours} strong />
                          </Table.Tr>
                        ))}
                  </Table.Tbody>
                </Table>
              </ResponsiveTable>
            </Stack>
          )}
        </TileCard>
      </Stack>
    </Stack>
  );
}
