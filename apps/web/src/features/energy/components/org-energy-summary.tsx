import { SimpleGrid } from '@mantine/core';
import type { SiteEnergyCompareReport } from '@sw/contracts';
import { formatNumber, formatPercent } from '@sw/domain';
import { HowCalculated } from '../../../components/ui/how-calculated';
import { Figure } from './figure';

/** The organisation's figures over the period (E-062: site_total_kwh and the in/out split). */
export function OrgEnergySummary({ report }: { report: SiteEnergyCompareReport }) {
  const split = report.consumption_in_sched + report.consumption_out_sched;
  const share = (x: number) => (split > 0 ? formatPercent((x / split) * 100) : '-');
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm" data-testid="org-energy-summary">
      <Figure
        label="Total Energy Consumption"
        value={formatNumber(report.site_total_kwh)}
        unit="kWh"
        note={`${report.sites_with_data} of ${report.site_count} sites with data`}
        testId="figure-total"
        help={
          <HowCalculated
            label="Total Energy Consumption"
            formula="Total = Σ over sites of site kWh; site kWh = Σ daily kWh of the main meter, else of the equipment sub-meters"
          >
            Each site's own local days from the start to the end of the period (daily rollups).
          </HowCalculated>
        }
      />
      <Figure
        label="Average per Site"
        value={formatNumber(report.average_site_kwh)}
        unit="kWh"
        help={
          <HowCalculated
            label="Average per Site"
            formula="Average = total kWh ÷ number of sites with energy data"
          >
            Sites without any reading in the period are left out rather than counted as 0.
          </HowCalculated>
        }
      />
      <Figure
        label="Energy Intensity"
        value={formatNumber(report.kwh_per_unit_area)}
        unit="kWh/m2"
        help={
          <HowCalculated
            label="Energy Intensity"
            formula="kWh/m2 = Σ kWh of the sites with a floor area ÷ Σ of their floor areas (m2)"
          />
        }
      />
      <Figure
        label="In Schedule"
        value={formatNumber(report.consumption_in_sched)}
        unit="kWh"
        note={`${share(report.consumption_in_sched)} of the split energy`}
        help={
          <HowCalculated
            label="In Schedule"
            formula="In schedule = Σ kWh of readings stamped inside each site's opening hours (open ≤ local time < close)"
          >
            From the energy day split kept with every reading; a site without opening hours counts as open
            around the clock.
          </HowCalculated>
        }
      />
      <Figure
        label="Out of Schedule"
        value={formatNumber(report.consumption_out_sched)}
        unit="kWh"
        note={`${share(report.consumption_out_sched)} of the split energy`}
        help={
          <HowCalculated
            label="Out of Schedule"
            formula="Out of schedule = Σ kWh of readings stamped outside each site's opening hours (closed days included)"
          />
        }
      />
    </SimpleGrid>
  );
}
