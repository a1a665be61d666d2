import { Anchor, Group, Text, useMantineTheme } from '@mantine/core';
import type { SiteEnergyCompareReport } from '@sw/contracts';
import {
  ENERGY_NOT_APPLICABLE_MESSAGE,
  ENERGY_TILE_PERIOD_DAYS,
  NO_ENERGY_DATA_MESSAGE,
} from '@sw/contracts/constants';
import { formatNumber, topSiteBars } from '@sw/domain';
import { Link, useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { BarEChart, type BarOption } from '../../../components/tiles/bar-echart';
import { ChartLoading } from '../../../components/tiles/chart-loading';
import { TileCard } from '../../../components/tiles/tile-card';
import { ErrorState } from '../../../components/ui/error-state';
import { HowCalculated } from '../../../components/ui/how-calculated';
import { type EnergyPeriod, periodLabel } from '../utils/energy-period';
import { energyTileState } from '../utils/tile-state';
import { TileMessage } from './tile-message';
import { wrappedBarOption } from './wrapped-bars';

/**
 * 'Top Energy Consuming Sites' (E-055 … E-059): the 5 sites with the most kWh over the period as
 * horizontal bars, the 'Average of All Sites' bar in its sorted place, and 'See All' to the
 * organisation sites energy page.
 */
export function TopSitesTile({
  period,
  report,
  applicable,
  error,
  onRetry,
}: {
  period: EnergyPeriod;
  report: SiteEnergyCompareReport | undefined;
  /** False when the organisation has no energy meter (E-060); undefined while that is not known. */
  applicable: boolean | undefined;
  error: Error | null;
  onRetry: () => void;
}) {
  const theme = useMantineTheme();
  const navigate = useNavigate();
  const bars = useMemo(
    () => topSiteBars(report?.top_sites ?? [], report?.average_site_kwh),
    [report?.top_sites, report?.average_site_kwh],
  );
  const option = useMemo<BarOption>(
    () =>
      wrappedBarOption(
        bars.map((b) => ({
          label: b.title,
          value: b.kwh,
          color: b.average ? theme.colors.orange[7] : theme.colors.teal[7],
        })),
      ),
    [bars, theme],
  );

  const state = energyTileState({
    applicable,
    error,
    loaded: report !== undefined,
    hasData: bars.length > 0,
  });
  let body: React.ReactNode;
  if (state === 'not_applicable') body = <TileMessage>{ENERGY_NOT_APPLICABLE_MESSAGE}</TileMessage>;
  else if (state === 'error') body = <ErrorState message={error?.message ?? ''} onRetry={onRetry} />;
  else if (state === 'loading') body = <ChartLoading height={280} />;
  else if (state === 'empty') body = <TileMessage>{NO_ENERGY_DATA_MESSAGE}</TileMessage>;
  else
    body = (
      <BarEChart
        option={option}
        height={Math.max(220, bars.length * 46 + 40)}
        label={`Top energy consuming sites: ${bars.map((b) => `${b.title} ${formatNumber(b.kwh)} kWh`).join(', ')}`}
        onClick={({ dataIndex }) => {
          const bar = bars[dataIndex];
          if (bar?.siteId)
            void navigate({ to: '/sites/$siteId/dashboard', params: { siteId: String(bar.siteId) } });
        }}
      />
    );

  return (
    <TileCard
      eyebrow="Multisite Insights"
      title="Top Energy Consuming Sites"
      subtitle={`Last ${ENERGY_TILE_PERIOD_DAYS} days · ${periodLabel(period)} · kWh`}
      testId="top-sites-tile"
      actions={
        <Group gap={4} wrap="nowrap">
          <HowCalculated
            label="Top Energy Consuming Sites"
            formula="Site kWh = Σ daily kWh of the site's main meter (else the sum of its equipment sub-meters); Average of All Sites = total kWh ÷ number of sites with energy data"
          >
            Each day is the site's own local day (daily rollups). The five sites with the most kWh over the
            period are shown; the average bar takes its place in that order.
          </HowCalculated>
          <Anchor component={Link} to="/org-sites-energy-consumption" size="sm" fw={600}>
            See All
          </Anchor>
        </Group>
      }
    >
      {body}
      {report && bars.length > 0 && applicable !== false && (
        <Text size="xs" c="dimmed">
          {report.sites_with_data} of {report.site_count} sites with energy data · average{' '}
          {formatNumber(report.average_site_kwh)} kWh
        </Text>
      )}
    </TileCard>
  );
}
