import { Alert, Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { OrganizationCreate } from '@sw/contracts/setup';
import { useState } from 'react';
import { useSetupWrite } from '../api/setup-query';
import { apiFieldErrors, check, type FieldErrors } from '../utils/field-errors';
import type { OrganizationRow } from './organization-list-table';
import { TimezoneSelect } from './timezone-select';
import { UnitsFields } from './units-fields';

/**
 * A new organisation (operations organisation 275): its name and the defaults its sites and users
 * start from. Its administrator is invited from inside it (Open, then People).
 */
export function OrganizationListForm({
  onSaved,
  onCancel,
}: {
  onSaved: (org: OrganizationRow) => void;
  onCancel: () => void;
}) {
  const [values, setValues] = useState({
    title: '',
    country: '',
    timeZone: 'UTC',
    measurementSystem: 'METRIC' as 'METRIC' | 'IMPERIAL',
    temperatureUnit: 'C' as 'C' | 'F',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const write = useSetupWrite<OrganizationRow>();
  const set = <K extends keyof typeof values>(k: K, v: (typeof values)[K]) => {
    setValues((x) => ({ ...x, [k]: v }));
    // A field's message goes once it is changed; the rest stay until the next try.
    setErrors(({ [k]: _, ...rest }) => rest);
  };

  const submit = () => {
    const body = { ...values, country: values.country || null };
    const checked = check(OrganizationCreate, body);
    if (checked.errors) return setErrors(checked.errors);
    setErrors({});
    write.mutate(
      { method: 'POST', path: 'organizations', body },
      { onSuccess: onSaved, onError: (e) => setErrors(apiFieldErrors(e)) },
    );
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
            value={values.title}
            onChange={(e) => set('title', e.currentTarget.value)}
            error={errors.title}
          />
          <TextInput
            label="Country"
            description="Two letters (ISO 3166), e.g. US"
            maxLength={2}
            value={values.country}
            onChange={(e) => set('country', e.currentTarget.value.toUpperCase())}
            error={errors.country}
          />
        </SimpleGrid>
        <TimezoneSelect
          label="Default time zone"
          description="Its new sites start in this zone"
          value={values.timeZone}
          onChange={(z) => set('timeZone', z)}
          error={errors.timeZone}
        />
        <UnitsFields
          label="Units"
          measurementSystem={values.measurementSystem}
          temperatureUnit={values.temperatureUnit}
          onMeasurementSystem={(v) => set('measurementSystem', v)}
          onTemperatureUnit={(v) => set('temperatureUnit', v)}
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
            Create organisation
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
