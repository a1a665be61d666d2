import { Group, Skeleton, Stack, Text } from '@mantine/core';
import { formatNumber } from '@sw/domain';
import { TileCard } from '../../../../components/tiles/tile-card';
import { ErrorState } from '../../../../components/ui/error-state';
import { useDayRange } from '../../../../lib/use-day-range';
import { useSiteEnergyTotals } from '../../api/get-site-energy';

/** Energy used today so far (the site's midnight to now), from the time-series rollups. */
export function EnergyTodayCard({ siteId, timeZone }: { siteId: number; timeZone: string }) {
  const range = useDayRange(timeZone);
  const totals = useSiteEnergyTotals(siteId, range);
  return (
    <TileCard title="Energy Today" subtitle="Since midnight, site time" testId="site-energy-today">
      {totals.isPending ? (
        <Skeleton h={60} />
      ) : totals.isError ? (
        <ErrorState message={totals.error.message} onRetry={() => void totals.refetch()} />
      ) : (
        <Stack gap={4}>
          <Group align="baseline" gap={6}>
            <Text fz={36} fw={700} lh={1}>
              {formatNumber(totals.data.totalKwh, 0)}
            </Text>
            <Text c="dimmed">kWh</Text>
          </Group>
          <Group gap="lg">
            <Text size="sm">
              <Text span c="dimmed">
                Peak{' '}
              </Text>
              {totals.data.peakKw === null ? '-' : `${formatNumber(totals.data.peakKw, 1)} kW`}
            </Text>
            <Text size="sm">
              <Text span c="dimmed">
                CO2{' '}
              </Text>
              {totals.data.co2Kg === null ? '-' : `${formatNumber(totals.data.co2Kg, 0)} kg`}
            </Text>
          </Group>
        </Stack>
      )}
    </TileCard>
  );
}
