import { Anchor, Table, Text, VisuallyHidden } from '@mantine/core';
import {
  convertTemperature,
  convertTemperatureDelta,
  formatNumber,
  formatPercent,
  type TemperatureUnit,
  textOrNotAvailable,
} from '@sw/domain';
import { ResponsiveTable } from '../../../components/ui/responsive-table';
import { HVAC_FORMULAS } from '../utils/formulas';
import type { HvacPerfRow, HvacSortKey } from '../utils/hvac-rows';
import { PerfSortHeader } from './perf-sort-header';
import { Sparkline } from './sparkline';

/** A highlighted figure (F-033, F-036): bold, in the warning colour, and said in words for screen readers. */
function Flagged({ on, text, why, testId }: { on: boolean; text: string; why: string; testId: string }) {
  return on ? (
    // position: relative keeps the visually hidden reason (absolute) inside the table's scroller; else
    // it lies where the scrolled cell would be and widens the page.
    <Text span size="sm" fw={700} c="red.8" data-testid={testId} data-highlighted="true" pos="relative">
      {text}
      <VisuallyHidden>{` (${why})`}</VisuallyHidden>
    </Text>
  ) : (
    <Text span size="sm" data-testid={testId}>
      {text}
    </Text>
  );
}

const temp = (v: number | null, unit: TemperatureUnit) =>
  v === null ? '-' : `${formatNumber(convertTemperature(v, unit), 1)} °${unit}`;
const delta = (v: number | null, unit: TemperatureUnit) =>
  v === null ? '-' : `${formatNumber(convertTemperatureDelta(v, unit), 1)} °${unit}`;

/** F-030 … F-038: the HVAC performance table. */
export function HvacPerformanceTable({
  rows,
  unit,
  complianceThreshold,
  runtimeThreshold,
  sort,
  dir,
  onSort,
}: {
  rows: readonly HvacPerfRow[];
  unit: TemperatureUnit;
  /** Fractions (F-039). */
  complianceThreshold: number;
  runtimeThreshold: number;
  sort: HvacSortKey;
  dir: 'asc' | 'desc';
  onSort: (key: HvacSortKey) => void;
}) {
  const header = { sort, dir, onSort };
  const below = `below ${formatPercent(complianceThreshold * 100, 0)}`;
  const above = `above ${formatNumber(runtimeThreshold * 24, 0)} h a day`;
  return (
    <ResponsiveTable minWidth={1240}>
      <Table verticalSpacing="xs" fz="sm" striped highlightOnHover aria-label="HVAC performance">
        <Table.Thead>
          <Table.Tr>
            <PerfSortHeader column="equipment" label="Equipment" {...header} />
            <PerfSortHeader column="type" label="Type" {...header} />
            <PerfSortHeader column="site" label="Site" {...header} />
            <PerfSortHeader column="vendor" label="Manufacturer/Model" {...header} />
            <PerfSortHeader
              column="compliance"
              label="Setpoint Compliance"
              numeric
              formula={HVAC_FORMULAS.compliance}
              {...header}
            />
            <Table.Th>Compliance Trend</Table.Th>
            <PerfSortHeader
              column="avgTemp"
              label="Space Temperature"
              numeric
              formula={HVAC_FORMULAS.avgTemp}
              {...header}
            />
            <PerfSortHeader
              column="deviation"
              label="Deviation from Setpoint"
              numeric
              formula={HVAC_FORMULAS.deviation}
              {...header}
            />
            <PerfSortHeader
              column="coolingHours"
              label="Daily Cooling Runtime (hrs)"
              numeric
              formula={HVAC_FORMULAS.coolingHours}
              {...header}
            />
            <PerfSortHeader
              column="heatingHours"
              label="Daily Heating Runtime (hrs)"
              numeric
              formula={HVAC_FORMULAS.heatingHours}
              {...header}
            />
            <PerfSortHeader
              column="energy"
              label="Energy Consumed (KWh)"
              numeric
              formula={HVAC_FORMULAS.energy}
              {...header}
            />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.equipmentId} data-testid="hvac-performance-row">
              <Table.Td miw={150}>
                {/* F-030: the equipment page opens in a new tab. */}
                <Anchor href={r.href} target="_blank" rel="noopener noreferrer" size="sm" fw={600}>
                  {r.equipmentTitle}
                </Anchor>
              </Table.Td>
              <Table.Td>{r.typeTitle}</Table.Td>
              <Table.Td>{r.siteTitle}</Table.Td>
              <Table.Td>
                <Text size="sm">{textOrNotAvailable(r.vendor)}</Text>
                {r.model && (
                  <Text size="xs" c="dimmed">
                    {r.model}
                  </Text>
                )}
              </Table.Td>
              <Table.Td ta="right">
                <Flagged
                  on={r.complianceBelow}
                  text={r.compliance === null ? 'N/A' : formatPercent(r.compliance, 1)}
                  why={below}
                  testId="cell-compliance"
                />
              </Table.Td>
              <Table.Td>
                <Sparkline
                  points={r.trend}
                  threshold={complianceThreshold}
                  label={`Daily compliance of ${r.equipmentTitle}: ${r.trend
                    .map(
                      (p) =>
                        `${p.date.slice(5)} ${p.value === null ? 'no data' : formatPercent(p.value * 100, 0)}`,
                    )
                    .join(', ')}`}
                />
              </Table.Td>
              <Table.Td ta="right">{temp(r.avgTemp, unit)}</Table.Td>
              <Table.Td ta="right">{delta(r.deviation, unit)}</Table.Td>
              <Table.Td ta="right">
                <Flagged
                  on={r.coolingAbove}
                  text={r.coolingHours === null ? '-' : formatNumber(r.coolingHours, 1)}
                  why={above}
                  testId="cell-cooling"
                />
              </Table.Td>
              <Table.Td ta="right">
                <Flagged
                  on={r.heatingAbove}
                  text={r.heatingHours === null ? '-' : formatNumber(r.heatingHours, 1)}
                  why={above}
                  testId="cell-heating"
                />
              </Table.Td>
              <Table.Td ta="right">{r.energy === null ? '-' : formatNumber(r.energy, 1)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ResponsiveTable>
  );
}
