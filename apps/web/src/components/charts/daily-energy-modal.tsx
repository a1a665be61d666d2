import { Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { formatNumber, kwhBarsOption } from '@sw/domain';
import { useMemo } from 'react';
import { BarEChart, type BarOption } from '../tiles/bar-echart';
import { ChartLoading } from '../tiles/chart-loading';
import { EmptyState } from '../ui/empty-state';
import { ErrorState } from '../ui/error-state';
import { HowCalculated } from '../ui/how-calculated';
import { type DayBar, dailyBars, dayLabel, monthTitle } from './daily-bars';

/** What the modal needs of the daily series query (a TanStack Query result fits). */
export interface DailySeriesState {
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  data: { readings: readonly { timestamp: number; energy: number }[] } | undefined;
  refetch: () => unknown;
}

export interface DailyEnergyTarget {
  siteId: number;
  siteTitle: string;
  /** 'yyyy-MM', the site's local month. */
  month: string;
  timeZone: string;
}

const figure = (label: string, value: string) => (
  <Stack gap={0}>
    <Text size="xs" c="dimmed">
      {label}
    </Text>
    <Text fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
      {value}
    </Text>
  </Stack>
);

function chartOption(bars: readonly DayBar[]): BarOption {
  return kwhBarsOption(
    bars.map((b) => ({ axisLabel: String(b.dayOfMonth), label: dayLabel(b), kwh: b.kwh })),
  ) as BarOption;
}

/**
 * A site's energy per local day of one month, as a modal (the annual pages' drill-down; reusable
 * wherever a month of a site is shown). The series comes from the page (the time-series service's
 * site energy with daily buckets, which start at the site's midnight), so that this component
 * imports no feature.
 */
export function DailyEnergyModal({
  target,
  series,
  onClose,
}: {
  target: DailyEnergyTarget | null;
  series: DailySeriesState;
  onClose: () => void;
}) {
  const phone = useMediaQuery('(max-width: 48em)');
  const bars = useMemo(
    () => (target && series.data ? dailyBars(target.month, target.timeZone, series.data.readings) : []),
    [target, series.data],
  );
  const measured = bars.filter((b): b is DayBar & { kwh: number } => b.kwh !== null);
  const total = measured.reduce((s, b) => s + b.kwh, 0);
  const highest = measured.reduce<(DayBar & { kwh: number }) | null>(
    (best, b) => (best === null || b.kwh > best.kwh ? b : best),
    null,
  );
  const title = target ? `${target.siteTitle} · ${monthTitle(target.month)}` : '';
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={title}
      size="xl"
      fullScreen={phone}
      centered
      data-testid="daily-energy-modal"
    >
      {target && (
        <Stack gap="sm">
          <Group gap={4} wrap="nowrap">
            <Text size="sm" c="dimmed">
              Energy per day (kWh), the site’s local days ({target.timeZone})
            </Text>
            <HowCalculated
              label="Daily energy"
              formula="Day (kWh) = Σ of the site’s readings over its local day"
            >
              A site’s energy is its main meter, else the sum of its equipment sub-meters. Days start at the
              site’s own midnight; a day without a bar has no reading.
            </HowCalculated>
          </Group>
          {series.isPending ? (
            <ChartLoading height={280} />
          ) : series.isError ? (
            <ErrorState
              message={series.error?.message ?? 'The daily energy could not be loaded'}
              onRetry={() => void series.refetch()}
            />
          ) : measured.length === 0 ? (
            <EmptyState compact subtitle="There is no energy data available in the time period selected" />
          ) : (
            <>
              <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
                {figure('Total', `${formatNumber(total)} kWh`)}
                {figure('Days with data', `${measured.length} of ${bars.length}`)}
                {figure('Average day', `${formatNumber(total / measured.length)} kWh`)}
                {figure(
                  'Highest day',
                  highest ? `${formatNumber(highest.kwh)} kWh (${dayLabel(highest)})` : '-',
                )}
              </SimpleGrid>
              <BarEChart
                option={chartOption(bars)}
                height={phone ? 260 : 300}
                label={`${title}: energy per day, ${measured.length} of ${bars.length} days with data, ${formatNumber(total)} kWh in total`}
              />
            </>
          )}
        </Stack>
      )}
    </Modal>
  );
}
