import { Alert, Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { type SetupGateway, SetupGatewayCreate, SetupGatewayUpdate } from '@sw/contracts/setup';
import { useState } from 'react';
import { useSetupWrite } from '../api/setup-query';
import { apiFieldErrors, check, type FieldErrors } from '../utils/field-errors';
import { type GatewayFormValues, gatewayBody, gatewayFormValues } from '../utils/gateway-values';
import { type ShownKey, useApiKeyWrite } from './api-key-write';

/**
 * A gateway's form (create on the site, or edit). Creating answers the gateway's API key, which is
 * handed to `onCreated` to be shown once.
 */
export function GatewayForm({
  siteId,
  gateway,
  onSaved,
  onCreated,
  onCancel,
}: {
  siteId: number;
  gateway: SetupGateway | null;
  onSaved: () => void;
  onCreated: (shown: ShownKey) => void;
  onCancel: () => void;
}) {
  const [values, setValues] = useState(() => gatewayFormValues(gateway));
  const [errors, setErrors] = useState<FieldErrors>({});
  const update = useSetupWrite<SetupGateway>();
  const create = useApiKeyWrite(onCreated);
  const set = <K extends keyof GatewayFormValues>(key: K, value: GatewayFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  // Once connected the uuid is the device's identity: a replaced device is a new gateway (server rule).
  const uuidFixed = !!gateway && gateway.status !== 'NEVER_CONNECTED';

  const submit = () => {
    const body = gateway ? gatewayBody(values) : { siteId, ...gatewayBody(values) };
    const checked = check(gateway ? SetupGatewayUpdate : SetupGatewayCreate, body);
    if (checked.errors) return setErrors(checked.errors);
    setErrors({});
    const onError = (e: Error) => setErrors(apiFieldErrors(e));
    if (gateway)
      update.mutate(
        { method: 'PATCH', path: `gateways/${gateway.id}`, body },
        { onSuccess: onSaved, onError },
      );
    else create.mutate({ method: 'POST', path: 'gateways', body }, { onError });
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
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label="Name"
            required
            data-autofocus
            value={values.title}
            onChange={(e) => set('title', e.currentTarget.value)}
            error={errors.title}
          />
          <TextInput
            label="UUID"
            required
            description={
              uuidFixed
                ? 'Fixed since it connected: a replaced device is a new gateway'
                : 'The id the device sends itself under (no spaces)'
            }
            readOnly={uuidFixed}
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
          <TextInput
            label="External id"
            description="Your own key for the gateway (imports match on it)"
            value={values.externalId}
            onChange={(e) => set('externalId', e.currentTarget.value)}
            error={errors.externalId}
          />
        </SimpleGrid>
        {errors._ && (
          <Alert color="red" variant="light" role="alert">
            {errors._}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending || create.isPending}>
            {gateway ? 'Save gateway' : 'Create gateway'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
