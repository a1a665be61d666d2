import { Button, Stack, Table, Text } from '@mantine/core';
import type { SiteComplianceSensor } from '@sw/contracts';
import { formatNumber, formatPercent, formatTemperature, type TemperatureUnit } from '@sw/domain';
import { ResponsiveTable } from '../../../components/ui/responsive-table';
import { TableFormulas } from '../../../components/ui/table-formulas';
import { SENSOR_COLUMNS } from '../utils/column-formulas';
import { reviewState } from '../utils/excursions';
import { HelpHeader } from './help-header';

/**
 * The site page's sensors, least compliant first; 'View' shows one in detail below. Each figure's
 * formula is in its header (on a phone, in one list above the cards).
 */
export function SensorTable({
  sensors,
  selected,
  unit,
  onSelect,
}: {
  sensors: readonly SiteComplianceSensor[];
  selected: number | null;
  unit: TemperatureUnit;
  onSelect: (sensorId: number) => void;
}) {
  return (
    <Stack gap={4}>
      <TableFormulas what="Temperature compliance by sensor" items={Object.values(SENSOR_COLUMNS)} />
      <ResponsiveTable minWidth={900}>
        <Table verticalSpacing="xs" fz="sm" highlightOnHover aria-label="Temperature compliance by sensor">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Equipment · Sensor</Table.Th>
              <Table.Th>Range</Table.Th>
              <HelpHeader column={SENSOR_COLUMNS.compliance} numeric />
              <HelpHeader column={SENSOR_COLUMNS.outOfRange} numeric />
              <HelpHeader column={SENSOR_COLUMNS.defrost} numeric />
              <HelpHeader column={SENSOR_COLUMNS.defrostCycles} numeric />
              <HelpHeader column={SENSOR_COLUMNS.toReview} numeric />
              <Table.Th>
                <span className="mantine-VisuallyHidden-root">Details</span>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sensors.map((s) => {
              const open = s.excursions.filter((e) => reviewState(e) === 'open').length;
              const isSelected = s.sensor_id === selected;
              return (
                <Table.Tr
                  key={s.sensor_id}
                  bg={isSelected ? 'var(--mantine-color-teal-0)' : undefined}
                  data-testid="sensor-row"
                >
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {s.equipment_title}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {s.sensor_title}
                    </Text>
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {formatTemperature(s.min_temp, unit)} to {formatTemperature(s.max_temp, unit)}
                  </Table.Td>
                  <Table.Td ta="right" fw={700}>
                    {s.within_compliance === null ? 'N/A' : formatPercent(s.within_compliance, 1)}
                  </Table.Td>
                  <Table.Td ta="right">
                    {formatNumber(s.valid_points - s.compliant_points - s.defrost_points, 0)}
                  </Table.Td>
                  <Table.Td ta="right">{formatNumber(s.defrost_points, 0)}</Table.Td>
                  <Table.Td ta="right">
                    {s.defrost.per_day === null ? '-' : formatNumber(s.defrost.per_day, 1)}
                  </Table.Td>
                  <Table.Td ta="right" c={open > 0 ? 'red.8' : undefined} fw={open > 0 ? 700 : undefined}>
                    {formatNumber(open, 0)}
                  </Table.Td>
                  <Table.Td>
                    <Button
                      size="compact-sm"
                      variant={isSelected ? 'filled' : 'light'}
                      onClick={() => onSelect(s.sensor_id)}
                      aria-pressed={isSelected}
                      aria-label={`View ${s.equipment_title} · ${s.sensor_title}`}
                    >
                      View
                    </Button>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </ResponsiveTable>
    </Stack>
  );
}
