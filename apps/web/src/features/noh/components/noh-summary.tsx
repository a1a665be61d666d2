import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { OrgNohReport } from '@sw/contracts';
import { formatNumber } from '@sw/domain';
import type { ReactNode } from 'react';
import { HowCalculated } from '../../../components/ui/how-calculated';
import { formatWhPerM2 } from '../utils/noh-format';
import { NOH_HELP } from '../utils/noh-help';
import { EfficiencyBadge } from './efficiency-badge';

function Figure({
  label,
  help,
  children,
  unit,
}: {
  label: string;
  help: { formula: string; text: string };
  children: ReactNode;
  unit?: string;
}) {
  return (
    <Paper withBorder radius="md" p="sm" data-testid="noh-figure" aria-label={label} component="section">
      <Stack gap={4}>
        <Group gap={2} wrap="nowrap" justify="space-between" align="flex-start">
          <Text size="sm" c="dimmed" fw={600} lh={1.3}>
            {label}
          </Text>
          <HowCalculated label={label} formula={help.formula}>
            {help.text}
          </HowCalculated>
        </Group>
        <Group gap={6} align="baseline" wrap="wrap" style={{ rowGap: 0 }}>
          {children}
          {unit && (
            <Text size="sm" c="dimmed">
              {unit}
            </Text>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

const Value = ({ children }: { children: ReactNode }) => (
  <Text fz="xl" fw={700} style={{ fontVariantNumeric: 'tabular-nums' }} data-testid="noh-figure-value">
    {children}
  </Text>
);

/** E-037, E-038: the six summary figures of the organisation (or of the sites chosen). */
export function NohSummary({ report }: { report: OrgNohReport }) {
  const org = report.by_org;
  const total = org.op_hour.energy_total + org.non_op_hour.energy_total;
  return (
    <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" data-testid="noh-summary">
      <Figure label="NOH Efficiency %" help={NOH_HELP.efficiency}>
        <EfficiencyBadge value={org.noh_efficiency} size="lg" naTitle="No site has non-operating hours" />
      </Figure>
      <Figure label="Total Energy Consumption" help={NOH_HELP.total} unit="kWh">
        <Value>{formatNumber(total)}</Value>
      </Figure>
      <Figure label="Operating Hour Consumption" help={NOH_HELP.op} unit="kWh">
        <Value>{formatNumber(org.op_hour.energy_total)}</Value>
      </Figure>
      <Figure label="Non-Operating Hour Consumption" help={NOH_HELP.noh} unit="kWh">
        <Value>{formatNumber(org.non_op_hour.energy_total)}</Value>
      </Figure>
      <Figure
        label="Operating Hourly EUI"
        help={NOH_HELP.opEui}
        unit={report.org_hourly_eui_in === null ? undefined : 'Wh/m2'}
      >
        <Value>{formatWhPerM2(report.org_hourly_eui_in)}</Value>
      </Figure>
      <Figure
        label="Non-Operating Hourly EUI"
        help={NOH_HELP.nohEui}
        unit={report.org_hourly_eui_out === null ? undefined : 'Wh/m2'}
      >
        <Value>{formatWhPerM2(report.org_hourly_eui_out)}</Value>
      </Figure>
    </SimpleGrid>
  );
}
