import { Button, Table, Text } from '@mantine/core';
import type { SiteComplianceSensor } from '@sw/contracts';
import { formatNumber, formatPercent, formatTemperature, type TemperatureUnit } from '@sw/domain';
import { ResponsiveTable } from '../../../components/ui/responsive-table';
import { reviewState } from '../utils/excursions';

/** The site page's sensors, least compliant first; 'View' shows one in detail below. */
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
    <ResponsiveTable minWidth={900}>
      <Table verticalSpacing="xs" fz="sm" highlightOnHover aria-label="Temperature compliance by sensor">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Equipment · Sensor</Table.Th>
            <Table.Th>Range</Table.Th>
            <Table.Th ta="right">Compliance</Table.Th>
            <Table.Th ta="right">Out-of-range hours</Table.Th>
            <Table.Th ta="right">Defrost hours (excused)</Table.Th>
            <Table.Th ta="right">Defrost cycles a day</Table.Th>
            <Table.Th ta="right">Excursions to review</Table.Th>
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
  );
}
