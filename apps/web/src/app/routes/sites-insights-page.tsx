import { Anchor, Group, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { EnergyActivityChart } from '../../features/charts';
import { chartComments } from './chart-comments';
import { SiteShell } from './sites-site-shell';
import { TemperatureChartCard } from './sites-temperature-chart';

const DAY = 86_400_000;

/** /sites/{id}/insights (D-027): the site's charts, as its components allow (D-054). */
export function SiteInsightsPage() {
  // Energy Activity over the last 24 hours, fixed when the page opens (zoom and comments keep it).
  const window = useMemo(() => {
    const to = Date.now();
    return { from: to - DAY, to };
  }, []);
  return (
    <SiteShell page="Site Insights">
      {(site, features) => {
        const components = new Set(features?.SITE_COMPONENT ?? []);
        // Until the features have loaded every chart shows; a site without them hides them after.
        const show = (c: 'TEMPERATURE_CHART' | 'ENERGY_CHART' | 'HVAC_CONTROLS') =>
          !features || components.has(c);
        return (
          <Stack gap="md">
            {show('TEMPERATURE_CHART') && <TemperatureChartCard site={site} />}
            {show('ENERGY_CHART') && (
              <EnergyActivityChart
                target={{ kind: 'site', id: site.id }}
                title={site.title}
                siteId={site.id}
                timeZone={site.timeZone}
                window={window}
                comments={chartComments}
              />
            )}
            <Group gap="xs">
              <Text size="sm" c="dimmed">
                More charts:
              </Text>
              <Anchor component={Link} to={`/monitoring/sites/${site.id}/energy`} size="sm">
                Energy
              </Anchor>
              <Anchor component={Link} to={`/monitoring/sites/${site.id}/sensors`} size="sm">
                Sensors
              </Anchor>
              {show('HVAC_CONTROLS') && (
                <Anchor component={Link} to={`/monitoring/sites/${site.id}/thermostats`} size="sm">
                  Thermostats
                </Anchor>
              )}
            </Group>
          </Stack>
        );
      }}
    </SiteShell>
  );
}
