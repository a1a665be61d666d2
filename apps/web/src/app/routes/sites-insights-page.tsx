import { Stack } from '@mantine/core';
import { EnergyTodayChartCard } from './sites-energy-chart';
import { SiteShell } from './sites-site-shell';
import { TemperatureChartCard } from './sites-temperature-chart';

/** /sites/{id}/insights (D-027): the site's charts, as its components allow (D-054). */
export function SiteInsightsPage() {
  return (
    <SiteShell page="Site Insights">
      {(site, features) => {
        const components = new Set(features?.SITE_COMPONENT ?? []);
        // Until the features have loaded every chart shows; a site without them hides them after.
        const show = (c: 'TEMPERATURE_CHART' | 'ENERGY_CHART') => !features || components.has(c);
        return (
          <Stack gap="md">
            {show('TEMPERATURE_CHART') && <TemperatureChartCard site={site} />}
            {show('ENERGY_CHART') && <EnergyTodayChartCard site={site} />}
          </Stack>
        );
      }}
    </SiteShell>
  );
}
