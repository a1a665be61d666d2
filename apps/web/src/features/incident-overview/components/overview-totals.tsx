import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { IncidentCountBySite } from '@sw/contracts';
import { formatNumber } from '@sw/domain';
import { overviewTotals } from '../utils/overview-tiles';

/** C-055 (decision): the big numbers of the period above the tiles. */
export function OverviewTotals({ data }: { data: readonly IncidentCountBySite[] | undefined }) {
  const t = overviewTotals(data ?? []);
  const figures = [
    { label: 'Total Incidents', value: t.incidents },
    { label: 'New', value: t.new },
    { label: 'Existing', value: t.existing },
    { label: 'Resolved', value: t.resolved },
    { label: 'Sites with Incidents', value: t.sites },
  ];
  return (
    <SimpleGrid cols={{ base: 2, xs: 3, md: 5 }} spacing="sm" aria-label="Period totals">
      {figures.map((f) => (
        <Paper key={f.label} withBorder radius="md" p="sm" shadow="xs">
          <Text size="xs" c="dimmed" fw={600} tt="uppercase" style={{ letterSpacing: '0.04em' }}>
            {f.label}
          </Text>
          <Text fz={28} fw={700} lh={1.2} style={{ fontVariantNumeric: 'tabular-nums' }}>
            {data ? formatNumber(f.value, 0) : '–'}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
