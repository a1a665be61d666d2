import { Group, Select, Stack } from '@mantine/core';
import type { Site } from '@sw/contracts';
import { useState } from 'react';
import { EmptyState } from '../../components/ui/empty-state';
import { useCurrentUser } from '../../features/auth/api/get-current-user';
import {
  EnergyActivityChart,
  SensorActivityChart,
  ThermostatActivityChart,
  ThermostatRuntimeChart,
} from '../../features/charts';
import { useChartThermostats } from '../../features/charts/api/get-chart-thermostats';
import { chartComments } from './chart-comments';
import { MonitoringViewTabs, PeriodControl, useMonitoringWindow } from './monitoring-views';

/** The chart views of /monitoring/sites/{id}/{view} (docs/decisions.md, Charts (issue 12)). */
export const SITE_CHART_VIEWS = ['energy', 'sensors', 'thermostats'] as const;
export type SiteChartView = (typeof SITE_CHART_VIEWS)[number];
const LABELS: Record<SiteChartView, string> = {
  energy: 'Energy',
  sensors: 'Sensors',
  thermostats: 'Thermostats',
};

/** A site's charts (G.2–G.8) under the monitoring path: energy, sensors, or one thermostat at a time. */
export function SiteMonitoringCharts({ site, view }: { site: Site; view: SiteChartView }) {
  const { window, days, setDays } = useMonitoringWindow();
  const user = useCurrentUser();
  const unit = user.data?.temperatureUnit ?? 'C';
  const thermostats = useChartThermostats(site.id);
  const [chosen, setChosen] = useState<number | null>(null);
  const list = thermostats.data ?? [];
  const t = list.find((x) => x.thermostatId === chosen) ?? list[0];
  const ref = t && {
    thermostatId: t.thermostatId,
    title: `${t.equipmentTitle} · ${t.displayName ?? t.thermostatTitle}`,
    siteId: site.id,
    heatPump: t.heatPump,
    vendorControlFrom: t.vendorControlFrom,
  };
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <MonitoringViewTabs
          active={view}
          views={SITE_CHART_VIEWS.map((v) => ({
            view: v,
            label: LABELS[v],
            to: `/monitoring/sites/${site.id}/${v}`,
          }))}
        />
        <PeriodControl days={days} setDays={setDays} />
      </Group>
      {view === 'energy' && (
        <EnergyActivityChart
          target={{ kind: 'site', id: site.id }}
          title={site.title}
          siteId={site.id}
          timeZone={site.timeZone}
          window={window}
          comments={chartComments}
        />
      )}
      {view === 'sensors' && (
        <SensorActivityChart
          scope={{ siteId: site.id }}
          siteId={site.id}
          timeZone={site.timeZone}
          window={window}
          temperatureUnit={unit}
          comments={chartComments}
        />
      )}
      {view === 'thermostats' && (
        <>
          {list.length > 1 && (
            <Select
              label="Thermostat"
              data={list.map((x) => ({
                value: String(x.thermostatId),
                label: `${x.equipmentTitle} · ${x.displayName ?? x.thermostatTitle}`,
              }))}
              value={t ? String(t.thermostatId) : null}
              onChange={(v) => setChosen(v ? Number(v) : null)}
              allowDeselect={false}
              maw={420}
              size="sm"
            />
          )}
          {ref ? (
            <>
              <ThermostatActivityChart
                thermostat={ref}
                timeZone={site.timeZone}
                window={window}
                temperatureUnit={unit}
                comments={chartComments}
              />
              <ThermostatRuntimeChart
                thermostat={ref}
                timeZone={site.timeZone}
                window={window}
                comments={chartComments}
              />
            </>
          ) : (
            thermostats.data && (
              <EmptyState compact title="No thermostats" subtitle="This site has no thermostats to chart." />
            )
          )}
        </>
      )}
    </Stack>
  );
}
