import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { AnnualCo2Report, AnnualEnergyReport, AnnualEuiReport } from '@sw/contracts';
import { EUI_TARGET } from '@sw/contracts/constants';
import { formatNumber, MISSING_VALUE } from '@sw/domain';
import type { ReactNode } from 'react';
import { HowCalculated } from '../../../components/ui/how-calculated';
import type { AnnualKind } from '../utils/annual-kinds';
import type { AnnualView } from '../utils/annual-search';
import { FORMULAS, type Formula } from '../utils/formulas';
import { formatSigned } from '../utils/weather-text';

/** One summary figure: label, value with unit, its formula, a line under it. */
export function Figure({
  label,
  value,
  unit,
  formula,
  note,
  colour,
  testId,
}: {
  label: string;
  value: string;
  unit: string;
  formula: Formula;
  note?: ReactNode;
  colour?: string;
  testId?: string;
}) {
  return (
    <Paper withBorder radius="md" p="md" data-testid={testId} style={{ flex: 1 }}>
      <Stack gap={2}>
        <Group gap={4} wrap="nowrap">
          <Text size="sm" c="dimmed" fw={500}>
            {label}
          </Text>
          <HowCalculated label={formula.label} formula={formula.formula}>
            {formula.detail}
          </HowCalculated>
        </Group>
        <Text fz={26} fw={700} c={colour} lh={1.2} style={{ fontVariantNumeric: 'tabular-nums' }}>
          {value}
          {value !== MISSING_VALUE && (
            <>
              {' '}
              <Text span fz="sm" fw={500} c="dimmed">
                {unit}
              </Text>
            </>
          )}
        </Text>
        {note && (
          <Text size="xs" c="dimmed">
            {note}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

type Report = AnnualEnergyReport | AnnualEuiReport | AnnualCo2Report;

/**
 * E-010 … E-012: the page's summary figure(s) for the sites chosen: energy in kWh; 'EUI YTD' and
 * 'Estimated EUI' in kWh/m2 (and in the weather view the organisation's normalised EUI, weather
 * effect and change); CO2 in kg.
 */
export function AnnualFigures({
  kind,
  report,
  view,
  period,
}: {
  kind: AnnualKind;
  report: Report;
  view: AnnualView;
  /** 'January – November 2026'. */
  period: string;
}) {
  if (kind === 'energy') {
    const r = report as AnnualEnergyReport;
    return (
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <Figure
          label="Energy Consumption"
          value={formatNumber(r.org_energy_total)}
          unit="kWh"
          formula={FORMULAS.energyTotal}
          note={period}
          testId="figure-energy"
        />
      </SimpleGrid>
    );
  }
  if (kind === 'co2') {
    const r = report as AnnualCo2Report;
    return (
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <Figure
          label="CO2 Emissions"
          value={formatNumber(r.org_co2_total)}
          unit="kg"
          formula={FORMULAS.co2Total}
          note={period}
          testId="figure-co2"
        />
      </SimpleGrid>
    );
  }
  const r = report as AnnualEuiReport;
  const est = r.org_eui_est;
  const w = r.org_weather;
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
      <Figure
        label="EUI YTD"
        value={formatNumber(r.org_eui_existing)}
        unit="kWh/m2"
        formula={FORMULAS.euiYtd}
        note={period}
        testId="figure-eui-ytd"
      />
      <Figure
        label="Estimated EUI"
        value={formatNumber(est)}
        unit="kWh/m2"
        formula={FORMULAS.euiEst}
        colour={est === null ? undefined : est > r.target ? 'red.7' : 'teal.7'}
        note={`Whole year ${r.repo_year}; target ${formatNumber(EUI_TARGET, 0)} kWh/m2`}
        testId="figure-eui-est"
      />
      {view === 'weather' && (
        <Figure
          label="Normalised EUI"
          value={formatNumber(w?.eui_normalized ?? null)}
          unit="kWh/m2"
          formula={FORMULAS.normalized}
          note={
            w && w.site_count > 0
              ? `${w.site_count} site${w.site_count === 1 ? '' : 's'} with a weather model: Estimated EUI ${formatNumber(w.eui_est)}, weather effect ${formatSigned(w.weather_effect)}${
                  w.change
                    ? `; change vs ${r.repo_year - 1} ${formatSigned(w.change.eui_change)} (weather ${formatSigned(w.change.weather)}, site ${formatSigned(w.change.site)})`
                    : ''
                }`
              : 'No site has a usable weather model'
          }
          testId="figure-eui-normalized"
        />
      )}
    </SimpleGrid>
  );
}
