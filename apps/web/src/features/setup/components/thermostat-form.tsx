import { Alert, Button, Group, Select, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import type { SetupEquipment, SetupGateway, SetupThermostat } from '@sw/contracts/setup';
import { useState } from 'react';
import { useSetupQuery, useSetupWrite } from '../api/setup-query';
import { apiFieldErrors, type FieldErrors } from '../utils/field-errors';
import { checkThermostat, EMPTY_THERMOSTAT, type ThermostatFormValues } from '../utils/thermostat-values';

/**
 * Adds the thermostat of an HVAC item: the device that reports through one of the site's gateways
 * and takes the controls pages' commands. Its set points and schedule are set on those pages.
 */
export function ThermostatForm({
  item,
  onSaved,
  onCancel,
}: {
  item: SetupEquipment;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const gateways = useSetupQuery<SetupGateway[]>('gateways', { siteId: item.siteId });
  const [values, setValues] = useState<ThermostatFormValues>(EMPTY_THERMOSTAT);
  const [errors, setErrors] = useState<FieldErrors>({});
  const write = useSetupWrite<SetupThermostat>();
  const set = <K extends keyof ThermostatFormValues>(key: K, value: ThermostatFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  const submit = () => {
    const { body, errors: problems } = checkThermostat(values);
    if (problems) return setErrors(problems);
    setErrors({});
    write.mutate(
      { method: 'POST', path: `equipment/${item.id}/thermostat`, body },
      { onSuccess: onSaved, onError: (e) => setErrors(apiFieldErrors(e)) },
    );
  };
  const noGateway = gateways.data?.length === 0;

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          It is named "{item.title} Thermostat". Its set points, working mode and schedule are set on the
          controls pages.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label="Device uuid"
            description="Its id in the gateway's readings"
            required
            value={values.uuid}
            onChange={(e) => set('uuid', e.currentTarget.value)}
            error={errors.uuid}
          />
          <Select
            label="Gateway"
            description="It reports through this gateway and takes its commands from it"
            required
            data={(gateways.data ?? []).map((g) => ({ value: String(g.id), label: g.title }))}
            value={values.gatewayId}
            onChange={(v) => set('gatewayId', v)}
            placeholder={gateways.isPending ? 'Loading…' : noGateway ? 'The site has no gateway' : 'Choose'}
            error={errors.gatewayId ?? (gateways.isError ? gateways.error.message : undefined)}
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
          <TextInput
            label="Display name"
            description="Shown on the controls pages"
            value={values.displayName}
            onChange={(e) => set('displayName', e.currentTarget.value)}
            error={errors.displayName}
          />
          <Switch
            label="Heat pump"
            description="One compressor heats and cools"
            checked={values.heatPump}
            onChange={(e) => set('heatPump', e.currentTarget.checked)}
            error={errors.heatPump}
            mt="md"
          />
        </SimpleGrid>
        {noGateway && (
          <Alert color="yellow" variant="light">
            Add a gateway to the site first (Gateways & sensors).
          </Alert>
        )}
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
            Add thermostat
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
