import { SimpleGrid } from '@mantine/core';
import type { ControlsSavingsReport } from '@sw/contracts';
import { formatNumber, formatPercent } from '@sw/domain';
import { AnalyticsFigure } from '../../../components/ui/analytics-figure';
import { SAVINGS_FORMULAS as F } from '../utils/savings-formulas';

/** The organisation's controls savings over the period: saved, %, CO2 avoided, energy used. */
export function SavingsFigures({
  report,
  loading,
}: {
  report: ControlsSavingsReport | undefined;
  loading: boolean;
}) {
  const org = report?.org;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
      <AnalyticsFigure
        label="Energy Saved by Controls"
        value={formatNumber(org?.saved_kwh)}
        unit="kWh"
        formula={F.saved.formula}
        explanation={F.saved.explanation}
        loading={loading}
        testId="figure-saved"
      />
      <AnalyticsFigure
        label="Savings"
        value={formatPercent(org?.saved_percent)}
        formula={F.percent.formula}
        explanation={F.percent.explanation}
        footer={org ? `Without controls: ${formatNumber(org.baseline_kwh)} kWh` : undefined}
        loading={loading}
        testId="figure-percent"
      />
      <AnalyticsFigure
        label="CO2 Avoided"
        value={formatNumber(org?.co2_saved_kg)}
        unit="kg CO2e"
        formula={F.co2.formula}
        explanation={F.co2.explanation}
        loading={loading}
        testId="figure-co2"
      />
      <AnalyticsFigure
        label="Energy Used by Controlled Equipment"
        value={formatNumber(org?.actual_kwh)}
        unit="kWh"
        formula={F.actual.formula}
        explanation={F.actual.explanation}
        loading={loading}
        testId="figure-used"
      />
    </SimpleGrid>
  );
}
