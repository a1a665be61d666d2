import { Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useId } from 'react';

export type MeasurementSystem = 'METRIC' | 'IMPERIAL';
export type TemperatureUnit = 'C' | 'F';

/** An organisation's default units: metric or imperial, and °C or °F. */
export function UnitsFields({
  label,
  measurementSystem,
  temperatureUnit,
  onMeasurementSystem,
  onTemperatureUnit,
}: {
  label: string;
  measurementSystem: MeasurementSystem;
  temperatureUnit: TemperatureUnit;
  onMeasurementSystem: (v: MeasurementSystem) => void;
  onTemperatureUnit: (v: TemperatureUnit) => void;
}) {
  const id = useId();
  return (
    <Group gap="xl" wrap="wrap">
      <Stack gap={4}>
        <Text size="sm" fw={500} id={`${id}-units`}>
          {label}
        </Text>
        <SegmentedControl
          aria-labelledby={`${id}-units`}
          value={measurementSystem}
          onChange={(v) => onMeasurementSystem(v as MeasurementSystem)}
          data={[
            { value: 'METRIC', label: 'Metric' },
            { value: 'IMPERIAL', label: 'Imperial' },
          ]}
        />
      </Stack>
      <Stack gap={4}>
        <Text size="sm" fw={500} id={`${id}-temperature`}>
          Temperatures in
        </Text>
        <SegmentedControl
          aria-labelledby={`${id}-temperature`}
          value={temperatureUnit}
          onChange={(v) => onTemperatureUnit(v as TemperatureUnit)}
          data={[
            { value: 'C', label: '°C' },
            { value: 'F', label: '°F' },
          ]}
        />
      </Stack>
    </Group>
  );
}
