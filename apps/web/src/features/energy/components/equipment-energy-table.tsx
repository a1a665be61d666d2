import { Anchor, Stack, Table, Text } from '@mantine/core';
import { formatNumber, formatPercent, truncate } from '@sw/domain';
import { Link } from '@tanstack/react-router';
import { HowCalculated } from '../../../components/ui/how-calculated';
import { ResponsiveTable } from '../../../components/ui/responsive-table';
import { EQUIPMENT_FORMULAS as F } from '../utils/energy-formulas';
import type { EquipmentRow, EquipmentSortKey } from '../utils/equipment-rows';
import type { SortDir } from '../utils/site-rows';
import { PhoneFormulas } from './phone-formulas';
import { SortHeader } from './sort-header';

const TITLE_MAX = 35;

/** E-065: one row per sub-metered equipment (equipment_energy_compare), sortable. */
export function EquipmentEnergyTable({
  rows,
  sort,
  dir,
  onSort,
  linkEquipment,
}: {
  rows: readonly EquipmentRow[];
  sort: EquipmentSortKey;
  dir: SortDir;
  onSort: (key: EquipmentSortKey) => void;
  /** Whether the equipment pages are open to the organisation (EQUIPMENT gate). */
  linkEquipment: boolean;
}) {
  const header = (label: string, column: EquipmentSortKey, formula?: string) => (
    <SortHeader
      label={label}
      column={column}
      sort={sort}
      dir={dir}
      onSort={onSort}
      numeric={formula !== undefined}
      minWidth={formula === undefined ? 120 : 64}
      help={formula && <HowCalculated label={label} formula={formula} />}
    />
  );
  return (
    <Stack gap="xs">
      <PhoneFormulas items={Object.values(F)} />
      <ResponsiveTable minWidth={860}>
        <Table
          striped
          highlightOnHover
          verticalSpacing="xs"
          horizontalSpacing={6}
          fz="xs"
          data-testid="equipment-energy-table"
        >
          <Table.Thead>
            <Table.Tr>
              {header('Equipment', 'equipment')}
              {header('Site', 'site')}
              {header('Type', 'type')}
              {header(F.kwh.label, 'kwh', F.kwh.formula)}
              {header(F.inSched.label, 'inSched', F.inSched.formula)}
              {header(F.outSched.label, 'outSched', F.outSched.formula)}
              {header(F.share.label, 'share', F.share.formula)}
              <Table.Th ta="right" style={{ verticalAlign: 'bottom' }}>
                {F.days.label}
                <HowCalculated label={F.days.label} formula={F.days.formula} />
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r.equipmentId} data-testid="equipment-energy-row">
                <Table.Td>
                  {linkEquipment ? (
                    <Anchor
                      component={Link}
                      to={`/sites/${r.siteId}/equipment/${r.equipmentId}`}
                      fw={600}
                      size="sm"
                      title={r.title}
                    >
                      {truncate(r.title, TITLE_MAX)}
                    </Anchor>
                  ) : (
                    <Text fw={600} size="sm" title={r.title}>
                      {truncate(r.title, TITLE_MAX)}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Anchor component={Link} to={`/sites/${r.siteId}/dashboard`} size="sm">
                    {r.site}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  {r.type}
                  <Text span c="dimmed" size="xs">
                    {' '}
                    · {r.group}
                  </Text>
                </Table.Td>
                <Table.Td ta="right" fw={600}>
                  {formatNumber(r.kwh)}
                </Table.Td>
                <Table.Td ta="right">{formatNumber(r.inSched)}</Table.Td>
                <Table.Td ta="right">{formatNumber(r.outSched)}</Table.Td>
                <Table.Td ta="right">{formatPercent(r.sharePct)}</Table.Td>
                <Table.Td ta="right" c={r.daysWithData < r.daysInPeriod ? 'orange.9' : undefined}>
                  {r.daysWithData} of {r.daysInPeriod}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ResponsiveTable>
    </Stack>
  );
}
