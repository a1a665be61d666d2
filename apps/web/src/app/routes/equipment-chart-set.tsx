import { Stack } from '@mantine/core';
import type { TimeWindow } from '@sw/domain';
import {
  EnergyActivityChart,
  SensorActivityChart,
  ThermostatActivityChart,
  ThermostatRuntimeChart,
} from '../../features/charts';
import { useChartThermostats } from '../../features/charts/api/get-chart-thermostats';
import { chartComments } from './chart-comments';

export type EquipmentChartKind = 'energy' | 'sensors' | 'thermostat';

/**
 * One equipment's charts (G.2–G.8): energy activity, sensor activity, and per thermostat its activity
 * and run-time charts, each with zoom and comment mode. The equipment page shows them all; the
 * monitoring views one kind at a time.
 */
export function EquipmentChartSet({
  equipment,
  timeZone,
  window,
  temperatureUnit,
  kinds,
}: {
  equipment: { id: number; title: string; siteId: number };
  timeZone: string;
  window: TimeWindow;
  temperatureUnit: 'C' | 'F';
  kinds: readonly EquipmentChartKind[];
}) {
  const thermostats = useChartThermostats(equipment.siteId);
  const own = (thermostats.data ?? []).filter((t) => t.equipmentId === equipment.id);
  return (
    <>
      {kinds.includes('energy') && (
        <EnergyActivityChart
          target={{ kind: 'equipment', id: equipment.id }}
          title={equipment.title}
          siteId={equipment.siteId}
          timeZone={timeZone}
          window={window}
          comments={chartComments}
        />
      )}
      {kinds.includes('sensors') && (
        <SensorActivityChart
          scope={{ equipmentId: equipment.id }}
          siteId={equipment.siteId}
          timeZone={timeZone}
          window={window}
          temperatureUnit={temperatureUnit}
          comments={chartComments}
        />
      )}
      {kinds.includes('thermostat') &&
        own.map((t) => {
          const ref = {
            thermostatId: t.thermostatId,
            title: t.displayName ?? t.thermostatTitle,
            siteId: t.siteId,
            heatPump: t.heatPump,
            vendorControlFrom: t.vendorControlFrom,
          };
          return (
            <Stack key={t.thermostatId} gap="md">
              <ThermostatActivityChart
                thermostat={ref}
                timeZone={timeZone}
                window={window}
                temperatureUnit={temperatureUnit}
                comments={chartComments}
              />
              <ThermostatRuntimeChart
                thermostat={ref}
                timeZone={timeZone}
                window={window}
                comments={chartComments}
              />
            </Stack>
          );
        })}
    </>
  );
}
