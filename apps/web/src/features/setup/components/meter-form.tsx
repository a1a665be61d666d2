import { Alert, Button, Group, Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import type { SetupEnergyMeter, SetupGateway, SetupSensor } from '@sw/contracts/setup';
import { useState } from 'react';
import { useSetupWrite } from '../api/setup-query';
import { apiFieldErrors, type FieldErrors } from '../utils/field-errors';
import { checkMeter, type MeterFormValues, meterFormValues } from '../utils/meter-values';

/**
 * An energy meter's form (register on the site, or edit): the ENERGY sensor it reports through,
 * what it is, and whether it is the site's main meter.
 */
export function MeterForm({
  siteId,
  meter,
  sensors,
  gateways,
  onSaved,
  onCancel,
}: {
  siteId: number;
  meter: SetupEnergyMeter | null;
  /** The site's ENERGY sensors no other meter uses. */
  sensors: readonly SetupSensor[];
  gateways: readonly SetupGateway[];
  onSaved: () => void;
  onCancel: () => void;
}) {
  const [values, setValues] = useState(() => meterFormValues(meter));
  const [errors, setErrors] = useState<FieldErrors>({});
  const write = useSetupWrite<SetupEnergyMeter>();
  const set = <K extends keyof MeterFormValues>(key: K, value: MeterFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  const submit = () => {
    const { body, errors: problems } = checkMeter(values, meter ? null : siteId);
    if (problems) return setErrors(problems);
    setErrors({});
    write.mutate(
      meter
        ? { method: 'PATCH', path: `energy-meters/${meter.id}`, body }
        : { method: 'POST', path: 'energy-meters', body },
      { onSuccess: onSaved, onError: (e) => setErrors(apiFieldErrors(e)) },
    );
  };
  // A meter usually reports through its sensor's gateway: offered once a sensor is chosen.
  const chooseSensor = (id: string | null) => {
    const gateway = sensors.find((s) => String(s.id) === id)?.gatewayId;
    setValues((v) => ({
      ...v,
      sensorId: id,
      gatewayId: v.gatewayId ?? (gateway ? String(gateway) : null),
    }));
  };

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        <Select
          label="ENERGY sensor"
          description="The site's kWh sensor the meter's readings arrive as; a sensor backs one meter"
          required
          searchable
          data={sensors.map((s) => ({ value: String(s.id), label: `${s.title} (${s.uuid})` }))}
          value={values.sensorId}
          onChange={chooseSensor}
          placeholder={sensors.length ? 'Choose' : 'No free ENERGY sensor on this site'}
          error={errors.sensorId}
        />
        {!sensors.length && (
          <Alert color="yellow" variant="light">
            Every ENERGY sensor of the site already backs a meter. Add one under Gateways & sensors first.
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label="Name"
            required
            value={values.title}
            onChange={(e) => set('title', e.currentTarget.value)}
            error={errors.title}
          />
          <TextInput
            label="Meter uuid"
            description="Its own id, unique among your meters"
            required
            value={values.uuid}
            onChange={(e) => set('uuid', e.currentTarget.value)}
            error={errors.uuid}
          />
          <TextInput
            label="Vendor"
            required
            value={values.vendor}
            onChange={(e) => set('vendor', e.currentTarget.value)}
            error={errors.vendor}
          />
          <TextInput
            label="Model"
            value={values.model}
            onChange={(e) => set('model', e.currentTarget.value)}
            error={errors.model}
          />
          <Select
            label="Gateway"
            data={gateways.map((g) => ({ value: String(g.id), label: g.title }))}
            value={values.gatewayId}
            onChange={(v) => set('gatewayId', v)}
            placeholder="None"
            clearable
            error={errors.gatewayId}
          />
        </SimpleGrid>
        <Switch
          label="Main meter of the site"
          description="The site's energy is its main meter's readings; without a main meter, the sum of its equipment sub-meters. Making this one main makes the site's other main meter a sub-meter."
          checked={values.isSiteMain}
          onChange={(e) => set('isSiteMain', e.currentTarget.checked)}
          error={errors.isSiteMain}
        />
        {errors._ && (
          <Alert color="red" variant="light" role="alert">
            {errors._}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={write.isPending}>
            {meter ? 'Save meter' : 'Register meter'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
