import { Skeleton, Table, Text } from '@mantine/core';
import { formatNumber, truncate } from '@sw/domain';
import { AnchorLink } from '../../../components/tiles/anchor-link';
import { ResponsiveTable } from '../../../components/ui/responsive-table';
import { TableFormulas } from '../../../components/ui/table-formulas';
import { SAVINGS_FORMULAS as F } from '../utils/savings-formulas';
import { CONTROL_LABELS, type EquipmentSavingsRow } from '../utils/savings-rows';
import { FigureTh, NumberTd } from './savings-cells';

/** Controls savings of each controlled, sub-metered equipment. */
export function EquipmentSavingsTable({
  rows,
  loading,
}: {
  rows: readonly EquipmentSavingsRow[];
  loading: boolean;
}) {
  return (
    <>
      <TableFormulas
        what="Savings by equipment"
        items={[
          { label: 'Open kW', formula: 'open-hours kWh ÷ opening hours' },
          { label: 'Closed kW', formula: 'closed-hours kWh ÷ closed hours' },
          { label: 'Used', ...F.actual },
          { label: 'Saved', ...F.saved },
          { label: 'Saved (%)', ...F.percent },
          { label: 'CO2 avoided', ...F.co2 },
          { label: 'Override hours', ...F.overrides },
        ]}
      />
      <ResponsiveTable minWidth={880}>
        <Table
          verticalSpacing={6}
          horizontalSpacing="xs"
          fz="sm"
          highlightOnHover
          aria-label="Savings by equipment"
          aria-busy={loading}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th miw={200} style={{ verticalAlign: 'bottom' }}>
                Equipment
              </Table.Th>
              <Table.Th style={{ verticalAlign: 'bottom' }}>Control</Table.Th>
              <FigureTh label="Open kW" formula="Open kW = open-hours kWh ÷ opening hours" />
              <FigureTh label="Closed kW" formula="Closed kW = closed-hours kWh ÷ closed hours" />
              <FigureTh label="Used (kWh)" formula={F.actual.formula} explanation={F.actual.explanation} />
              <FigureTh label="Saved (kWh)" formula={F.saved.formula} explanation={F.saved.explanation} />
              <FigureTh label="Saved (%)" formula={F.percent.formula} explanation={F.percent.explanation} />
              <FigureTh label="CO2 Avoided (kg)" formula={F.co2.formula} explanation={F.co2.explanation} />
              <FigureTh
                label="Override Hours"
                formula={F.overrides.formula}
                explanation={F.overrides.explanation}
              />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {loading
              ? ['a', 'b', 'c', 'd'].map((k) => (
                  <Table.Tr key={k}>
                    <Table.Td colSpan={9}>
                      <Skeleton height={12} radius="sm" />
                    </Table.Td>
                  </Table.Tr>
                ))
              : rows.map((r) => (
                  <Table.Tr key={r.equipmentId}>
                    <Table.Td>
                      <AnchorLink
                        to="/equipment/$equipmentId"
                        params={{ equipmentId: String(r.equipmentId) }}
                        size="sm"
                        fw={600}
                        title={r.title}
                      >
                        {truncate(r.title, 35)}
                      </AnchorLink>
                      <Text size="xs" c="dimmed" title={r.siteTitle}>
                        {r.typeTitle} · {truncate(r.siteTitle, 45)}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      {CONTROL_LABELS[r.control]}
                      {r.daysWithData < r.days && (
                        <Text size="xs" c="dimmed">
                          {formatNumber(r.daysWithData, 0)} of {formatNumber(r.days, 0)} days with data
                        </Text>
                      )}
                    </Table.Td>
                    <NumberTd value={r.opKw} />
                    <NumberTd value={r.nohKw} />
                    <NumberTd value={r.actualKwh} />
                    <NumberTd value={r.savedKwh} signed strong />
                    <NumberTd value={r.savedPercent} percent signed />
                    <NumberTd value={r.co2Kg} signed />
                    <NumberTd value={r.overrideHours} />
                  </Table.Tr>
                ))}
          </Table.Tbody>
        </Table>
      </ResponsiveTable>
    </>
  );
}
