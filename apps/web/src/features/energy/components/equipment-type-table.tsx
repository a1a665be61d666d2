import { Button, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { formatNumber } from '@sw/domain';
import { HowCalculated } from '../../../components/ui/how-calculated';
import { ResponsiveTable } from '../../../components/ui/responsive-table';
import { TYPE_FORMULAS as F } from '../utils/energy-formulas';
import type { TypeRow } from '../utils/equipment-rows';
import { PhoneFormulas } from './phone-formulas';

/** E-063: energy by equipment type across the sites, each type drilling to its equipment. */
export function EquipmentTypeTable({
  rows,
  selected,
  onSelect,
}: {
  rows: readonly TypeRow[];
  selected: number | undefined;
  onSelect: (typeId: number | undefined) => void;
}) {
  const th = (label: string, formula?: string) => (
    <Table.Th ta={formula ? 'right' : undefined} style={{ verticalAlign: 'bottom' }}>
      <Group gap={2} wrap="wrap" justify={formula ? 'flex-end' : 'flex-start'} align="flex-end">
        <span>{label}</span>
        {formula && <HowCalculated label={label} formula={formula} />}
      </Group>
    </Table.Th>
  );
  return (
    <Stack gap="xs">
      <PhoneFormulas items={Object.values(F)} />
      <ResponsiveTable minWidth={860}>
        <Table striped highlightOnHover verticalSpacing="xs" fz="sm" data-testid="equipment-type-table">
          <Table.Thead>
            <Table.Tr>
              {th('Equipment Type')}
              {th('Group')}
              {th(F.kwh.label, F.kwh.formula)}
              {th(F.sites.label, F.sites.formula)}
              {th(F.equipment.label, F.equipment.formula)}
              {th(F.avgSite.label, F.avgSite.formula)}
              {th(F.avgEquipment.label, F.avgEquipment.formula)}
              <Table.Th>
                <VisuallyHidden>Equipment list</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr
                key={r.typeId}
                data-testid="equipment-type-row"
                bg={selected === r.typeId ? 'teal.0' : undefined}
              >
                <Table.Td fw={600}>{r.title}</Table.Td>
                <Table.Td>
                  {r.group}
                  {r.typeGroup !== r.group && (
                    <Text span c="dimmed" size="xs">
                      {' '}
                      · {r.typeGroup}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td ta="right" fw={600}>
                  {formatNumber(r.kwh)}
                </Table.Td>
                <Table.Td ta="right">{r.sites}</Table.Td>
                <Table.Td ta="right">{r.equipment}</Table.Td>
                <Table.Td ta="right">{formatNumber(r.avgSite)}</Table.Td>
                <Table.Td ta="right">{formatNumber(r.avgEquipment)}</Table.Td>
                <Table.Td>
                  <Button
                    size="compact-xs"
                    variant={selected === r.typeId ? 'filled' : 'light'}
                    onClick={() => onSelect(selected === r.typeId ? undefined : r.typeId)}
                    aria-pressed={selected === r.typeId}
                    aria-label={`${selected === r.typeId ? 'Show all equipment' : 'Show equipment'}: ${r.title}`}
                  >
                    {selected === r.typeId ? 'All' : 'Equipment'}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ResponsiveTable>
    </Stack>
  );
}
