import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { NohHourFigures } from '@sw/contracts';
import { formatNumber } from '@sw/domain';
import { formatWhPerM2 } from '../utils/noh-format';
import type { NohRow } from '../utils/noh-rows';
import { EfficiencyBadge } from './efficiency-badge';
import { Contributors, Offenders, SiteLink, StatusBadge } from './noh-sites-table';
import { NohTrend } from './noh-trend';
import { PhoneFormulas } from './phone-formulas';

const num = { fontVariantNumeric: 'tabular-nums' as const };

function Pair({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={num} component="div">
        {children}
      </Text>
    </Stack>
  );
}

function HourGroup({ title, f }: { title: string; f: NohHourFigures }) {
  return (
    <Stack gap={4}>
      <Text size="xs" fw={700} tt="uppercase" c="dimmed" style={{ letterSpacing: '0.04em' }}>
        {title}
      </Text>
      <SimpleGrid cols={2} spacing={6} verticalSpacing={4}>
        <Pair label="Energy (kWh)">{formatNumber(f.energy_total)}</Pair>
        <Pair label="Hours (h)">{formatNumber(f.hours_total)}</Pair>
        <Pair label="Average per Hour (kWh)">
          {f.energy_per_hour === null ? 'N/A' : formatNumber(f.energy_per_hour)}
        </Pair>
        <Pair label="Average Hourly EUI (Wh/m2)">{formatWhPerM2(f.hourly_eui)}</Pair>
      </SimpleGrid>
    </Stack>
  );
}

/**
 * The phone layout of the NOH table (390 px): one card per site with the same figures, grouped,
 * below the figures' formulas (the table's header popovers).
 */
export function NohSiteCards({ rows }: { rows: readonly NohRow[] }) {
  return (
    <Stack gap="sm">
      <PhoneFormulas />
      <Stack gap="sm" data-testid="noh-cards" role="list" aria-label="NOH efficiency by site">
        {rows.map((row) => (
          <Paper
            key={row.siteId}
            withBorder
            radius="md"
            p="sm"
            role="listitem"
            data-testid="noh-row"
            data-site-id={row.siteId}
            data-incomplete={row.incomplete || undefined}
            style={
              row.incomplete
                ? {
                    background:
                      'repeating-linear-gradient(135deg, transparent 0 8px, var(--mantine-color-gray-0) 8px 16px)',
                    borderLeft: '3px solid var(--mantine-color-gray-5)',
                  }
                : undefined
            }
          >
            <Stack gap="xs">
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                <Stack gap={2} align="flex-start" style={{ minWidth: 0 }}>
                  <SiteLink row={row} />
                  <StatusBadge row={row} />
                </Stack>
                <div data-testid="noh-efficiency">
                  <EfficiencyBadge value={row.efficiency} />
                </div>
              </Group>
              <Group justify="space-between" align="flex-end">
                <Pair label="Total Energy (kWh)">{formatNumber(row.totalKwh)}</Pair>
                <Stack gap={0} align="flex-end">
                  <Text size="xs" c="dimmed">
                    Trend (last 6 months)
                  </Text>
                  <NohTrend points={row.trend} />
                </Stack>
              </Group>
              <HourGroup title="Operating Hours" f={row.op} />
              <HourGroup title="Non-Operating Hours" f={row.noh} />
              <Pair label="Key Contributors (Wh/m2)">
                <Contributors row={row} />
              </Pair>
              <Group gap={6}>
                <Text size="xs" c="dimmed">
                  Equipment lower than 20% NOH Efficiency
                </Text>
                <Text size="sm" data-testid="noh-offenders" component="div">
                  <Offenders row={row} />
                </Text>
              </Group>
            </Stack>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
