import { Skeleton, Table, Text, Tooltip } from '@mantine/core';
import { truncate } from '@sw/domain';
import { AnchorLink } from '../../../components/tiles/anchor-link';
import { ResponsiveTable } from '../../../components/ui/responsive-table';
import { TableFormulas } from '../../../components/ui/table-formulas';
import { SAVINGS_FORMULAS as F } from '../utils/savings-formulas';
import type { SiteSavingsRow } from '../utils/savings-rows';
import { FigureTh, NumberTd } from './savings-cells';

const SITE_TITLE_MAX = 45;

/** Controls savings of each site, largest saving first. */
export function SiteSavingsTable({ rows, loading }: { rows: readonly SiteSavingsRow[]; loading: boolean }) {
  return (
    <>
      <TableFormulas
        what="Savings by site"
        items={[
          { label: 'Used', ...F.actual },
          { label: 'Without controls', ...F.baseline },
          { label: 'Saved', ...F.saved },
          { label: 'Saved (%)', ...F.percent },
          { label: 'CO2 avoided', ...F.co2 },
          { label: 'Override hours', ...F.overrides },
        ]}
      />
      <ResponsiveTable minWidth={860}>
        <Table
          verticalSpacing={6}
          horizontalSpacing="xs"
          fz="sm"
          highlightOnHover
          aria-label="Savings by site"
          aria-busy={loading}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th miw={200}>Site</Table.Th>
              <Table.Th ta="right" style={{ verticalAlign: 'bottom' }}>
                Controlled Equipment
              </Table.Th>
              <FigureTh label="Used (kWh)" formula={F.actual.formula} explanation={F.actual.explanation} />
              <FigureTh
                label="Without Controls (kWh)"
                formula={F.baseline.formula}
                explanation={F.baseline.explanation}
              />
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
                    <Table.Td colSpan={8}>
                      <Skeleton height={12} radius="sm" />
                    </Table.Td>
                  </Table.Tr>
                ))
              : rows.map((r) => (
                  <Table.Tr key={r.siteId}>
                    <Table.Td>
                      <Tooltip label={r.title} disabled={r.title.length <= SITE_TITLE_MAX}>
                        <AnchorLink
                          to="/sites/$siteId"
                          params={{ siteId: String(r.siteId) }}
                          size="sm"
                          fw={600}
                        >
                          {truncate(r.title, SITE_TITLE_MAX)}
                        </AnchorLink>
                      </Tooltip>
                    </Table.Td>
                    <Table.Td ta="right">
                      <Text size="sm" span>
                        {r.equipment}
                      </Text>
                      {r.unmetered > 0 && (
                        <Text size="xs" c="dimmed" span ml={4}>
                          (+{r.unmetered} not metered)
                        </Text>
                      )}
                    </Table.Td>
                    <NumberTd value={r.equipment ? r.actualKwh : null} />
                    <NumberTd value={r.equipment ? r.baselineKwh : null} />
                    <NumberTd value={r.equipment ? r.savedKwh : null} signed strong />
                    <NumberTd value={r.savedPercent} percent signed />
                    <NumberTd value={r.equipment ? r.co2Kg : null} signed />
                    <NumberTd value={r.overrideHours} />
                  </Table.Tr>
                ))}
          </Table.Tbody>
        </Table>
      </ResponsiveTable>
    </>
  );
}
