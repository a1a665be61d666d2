import { Anchor, Group, List, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { OrgEnergyPdfReport } from '@sw/contracts';
import { EUI_TARGET } from '@sw/contracts/constants';
import { formatNumber, kwhBarsOption, SHORT_MONTH_NAMES } from '@sw/domain';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { BarEChart, type BarOption } from '../../../components/tiles/bar-echart';
import { TileCard } from '../../../components/tiles/tile-card';
import { HowCalculated } from '../../../components/ui/how-calculated';
import { ResponsiveTable } from '../../../components/ui/responsive-table';
import { ANNUAL_KINDS } from '../utils/annual-kinds';
import { monthLabel } from '../utils/annual-rows';
import { FORMULAS, type Formula } from '../utils/formulas';
import { completeness, type OrgMonth, orgMonths, topEuiSites } from '../utils/summary';
import { Figure } from './annual-figures';
import { EstimatedEui, SiteLink } from './annual-table';

const help = (f: Formula) => (
  <HowCalculated label={f.label} formula={f.formula}>
    {f.detail}
  </HowCalculated>
);

const pageLink = (kind: keyof typeof ANNUAL_KINDS, year: number, text: string, view?: 'weather') => (
  <Anchor component={Link} to={ANNUAL_KINDS[kind].path} search={{ year, view } as never} size="sm" fw={600}>
    {text} →
  </Anchor>
);

/** The Summary's headline figures, each linking to its annual page (E-001). */
export function SummaryFigures({ report, period }: { report: OrgEnergyPdfReport; period: string }) {
  const { energy, eui, co2 } = report;
  const year = report.repo_year;
  const above = Object.values(eui.site_eui).filter((s) => s.site_eui_est.above_target).length;
  const est = eui.org_eui_est;
  const w = eui.org_weather;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
      <Stack gap={4}>
        <Figure
          label="Energy Consumption"
          value={formatNumber(energy.org_energy_total)}
          unit="kWh"
          formula={FORMULAS.energyTotal}
          note={`${period} · ${Object.keys(energy.site_dict).length} sites`}
          testId="summary-energy"
        />
        {pageLink('energy', year, 'Annual energy consumption')}
      </Stack>
      <Stack gap={4}>
        <Figure
          label="EUI YTD"
          value={formatNumber(eui.org_eui_existing)}
          unit="kWh/m2"
          formula={FORMULAS.euiYtd}
          note={period}
          testId="summary-eui"
        />
        {pageLink('eui', year, 'Annual energy use intensity')}
      </Stack>
      <Stack gap={4}>
        <Figure
          label="Estimated EUI"
          value={formatNumber(est)}
          unit="kWh/m2"
          formula={FORMULAS.euiEst}
          colour={est === null ? undefined : est > eui.target ? 'red.7' : 'teal.7'}
          note={`Whole year ${year} · ${above} site${above === 1 ? '' : 's'} above ${formatNumber(EUI_TARGET, 0)}${
            w?.eui_normalized != null
              ? ` · weather-normalised ${formatNumber(w.eui_normalized)} over ${w.site_count} sites`
              : ''
          }`}
          testId="summary-eui-est"
        />
        {pageLink('eui', year, 'Weather-normalised EUI', 'weather')}
      </Stack>
      <Stack gap={4}>
        <Figure
          label="CO2 Emissions"
          value={formatNumber(co2.org_co2_total)}
          unit="kg"
          formula={FORMULAS.co2Total}
          note={`${period} · ${formatNumber(co2.org_co2_total / 1000)} t CO2e`}
          testId="summary-co2"
        />
        {pageLink('co2', year, 'Annual CO2 emissions')}
      </Stack>
    </SimpleGrid>
  );
}

function monthlyOption(months: readonly OrgMonth[]): BarOption {
  // Months not complete are lighter: their totals are not final.
  return kwhBarsOption(
    months
      .filter((m) => m.state !== 'future')
      .map((m) => ({
        axisLabel: SHORT_MONTH_NAMES[Number(m.month.slice(5, 7)) - 1]!,
        label: monthLabel(m.month),
        kwh: m.kwh,
        note: m.state === 'complete' ? '' : m.state === 'partial' ? ' (not complete)' : ' (no data)',
        faded: m.state !== 'complete',
      })),
    { color: '#087f5b', barMaxWidth: 36, missing: '-' },
  ) as BarOption;
}

/** The organisation's energy month by month, months not complete lighter. */
export function OrgMonthlyTile({ report }: { report: OrgEnergyPdfReport }) {
  const months = useMemo(() => orgMonths(report.energy), [report.energy]);
  const shown = months.filter((m) => m.state !== 'future');
  const partial = shown.filter((m) => m.state !== 'complete').map((m) => monthLabel(m.month));
  return (
    <TileCard
      title="Monthly Energy"
      subtitle={`All sites, kWh per month of ${report.repo_year}`}
      actions={help(FORMULAS.monthlyOrg)}
      testId="summary-monthly"
    >
      <BarEChart
        option={monthlyOption(months)}
        height={240}
        label={`Energy per month: ${shown
          .map((m) => `${monthLabel(m.month)} ${m.kwh === null ? 'no data' : `${formatNumber(m.kwh)} kWh`}`)
          .join(', ')}`}
      />
      {partial.length > 0 && (
        <Text size="xs" c="dimmed">
          Not complete (lighter): {partial.join(', ')}
        </Text>
      )}
    </TileCard>
  );
}

/** The five sites with the highest Estimated EUI (E-020 colours), linking to their dashboards. */
export function TopEuiTile({ report }: { report: OrgEnergyPdfReport }) {
  const rows = useMemo(() => topEuiSites(report.eui), [report.eui]);
  return (
    <TileCard
      title="Highest Estimated EUI"
      subtitle={`Whole-year projection, kWh/m2; target ${formatNumber(EUI_TARGET, 0)}`}
      actions={help(FORMULAS.euiEst)}
      testId="summary-top-eui"
    >
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed" role="status">
          No site has a floor area and energy data this year.
        </Text>
      ) : (
        <ResponsiveTable>
          <Table
            verticalSpacing={6}
            horizontalSpacing="xs"
            fz="sm"
            aria-label="Sites with the highest Estimated EUI"
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Site</Table.Th>
                <Table.Th ta="right" style={{ whiteSpace: 'nowrap' }}>
                  EUI (YTD) {help(FORMULAS.euiYtd)}
                </Table.Th>
                <Table.Th ta="right">Estimated EUI</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.siteId}>
                  <Table.Td>
                    <SiteLink row={row} />
                  </Table.Td>
                  <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                    {formatNumber(row.total)}
                  </Table.Td>
                  <Table.Td ta="right">
                    <EstimatedEui row={row} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ResponsiveTable>
      )}
      {pageLink('eui', report.repo_year, 'Every site')}
    </TileCard>
  );
}

/** How much of the year's data is in: complete sites, and the sites with the most days missing. */
export function CompletenessTile({ report }: { report: OrgEnergyPdfReport }) {
  const c = useMemo(() => completeness(report.energy), [report.energy]);
  return (
    <TileCard
      title="Data Completeness"
      subtitle={`${c.complete} of ${c.sites} sites have every day of ${report.repo_year} so far`}
      actions={help(FORMULAS.completeness)}
      testId="summary-completeness"
    >
      {c.missing.length === 0 ? (
        <Text size="sm" role="status">
          Every site has data on every day so far.
        </Text>
      ) : (
        <List size="sm" spacing={4} listStyleType="none">
          {c.missing.slice(0, 5).map(({ row, missingDays }) => (
            <List.Item key={row.siteId}>
              <Group gap={6} wrap="nowrap" justify="space-between">
                <SiteLink row={row} />
                <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {missingDays} day{missingDays === 1 ? '' : 's'} missing
                </Text>
              </Group>
            </List.Item>
          ))}
        </List>
      )}
      {pageLink('energy', report.repo_year, 'Month by month')}
    </TileCard>
  );
}
