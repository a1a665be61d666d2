import { Badge, Text } from '@mantine/core';
import type { Sensor } from '@sw/contracts';
import { formatMeasurement } from '@sw/domain';
import { type DataColumn, DataTable } from '../../../components/ui/data-table';
import { ZonedTime } from '../../../components/ui/zoned-time';

const state = (s: Sensor) =>
  s.status === 'INACTIVE'
    ? { label: 'Inactive', colour: 'gray' }
    : s.online
      ? { label: 'Online', colour: 'teal' }
      : { label: 'Offline', colour: 'red' };

const titleCase = (s: string) => s.charAt(0) + s.slice(1).toLowerCase().replaceAll('_', ' ');

const base: DataColumn<Sensor>[] = [
  {
    id: 'sensor',
    header: 'Sensor',
    meta: { minWidth: 200 },
    cell: ({ row }) => (
      <>
        <Text size="sm" fw={600}>
          {row.original.title}
        </Text>
        <Text size="xs" c="dimmed">
          {row.original.uuid}
        </Text>
      </>
    ),
  },
  { id: 'type', header: 'Type', cell: ({ row }) => titleCase(row.original.sensorType) },
  {
    id: 'target',
    header: 'Measures',
    cell: ({ row }) => (row.original.target ? titleCase(row.original.target) : '-'),
  },
  {
    id: 'value',
    header: 'Last value',
    meta: { numeric: true },
    // Each unit with its own precision (°C one decimal, kWh two, …), '-' when it never reported.
    cell: ({ row }) => formatMeasurement(row.original.lastValue, row.original.unit),
  },
  {
    id: 'seen',
    header: 'Last reading',
    meta: { minWidth: 150 },
    cell: ({ row }) =>
      row.original.lastSeenAt ? <ZonedTime value={row.original.lastSeenAt} pattern="dd MMM, HH:mm" /> : '-',
  },
  {
    id: 'status',
    header: 'Status',
    // Room for the whole badge text, which Mantine would otherwise cut short.
    meta: { minWidth: 110 },
    cell: ({ row }) => {
      const s = state(row.original);
      return (
        <Badge color={s.colour} variant="light">
          {s.label}
        </Badge>
      );
    },
  },
];

const where: DataColumn<Sensor>[] = [
  { id: 'equipment', header: 'Equipment', cell: ({ row }) => row.original.equipmentTitle ?? '-' },
  { id: 'space', header: 'Space', cell: ({ row }) => row.original.spaceTitle ?? '-' },
];

/** Sensors with their latest value and state; `withPlace` adds their equipment and space columns. */
export function SensorsTable({
  sensors,
  withPlace = false,
}: {
  sensors: readonly Sensor[];
  withPlace?: boolean;
}) {
  const columns = withPlace ? [base[0]!, ...where, ...base.slice(1)] : base;
  return (
    <DataTable
      columns={columns}
      data={sensors}
      rowKey={(s) => s.id}
      minWidth={withPlace ? 1000 : 760}
      testId="sensors-table"
      rowTestId="sensor-row"
      caption="Sensors"
    />
  );
}
