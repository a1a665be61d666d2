import { Alert, Button, Group, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { type SetupOrganization, SetupOrganizationUpdate } from '@sw/contracts/setup';
import { useState } from 'react';
import { useSetupWrite } from '../api/setup-query';
import { apiFieldErrors, check, type FieldErrors } from '../utils/field-errors';
import { TimezoneSelect } from './timezone-select';
import { UnitsFields } from './units-fields';

/** The organisation's name, description, country and the defaults its new sites and users start from. */
export function OrganizationForm({ org }: { org: SetupOrganization }) {
  const [values, setValues] = useState({
    title: org.title,
    description: org.description ?? '',
    country: org.country ?? '',
    timeZone: org.timeZone,
    measurementSystem: org.measurementSystem,
    temperatureUnit: org.temperatureUnit,
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saved, setSaved] = useState(false);
  const write = useSetupWrite<SetupOrganization>();
  const set = <K extends keyof typeof values>(k: K, v: (typeof values)[K]) => {
    setSaved(false);
    setValues((x) => ({ ...x, [k]: v }));
  };
  const submit = () => {
    const body = { ...values, country: values.country || null, description: values.description || null };
    const checked = check(SetupOrganizationUpdate, body);
    if (checked.errors) return setErrors(checked.errors);
    setErrors({});
    write.mutate(
      { method: 'PATCH', path: 'organization', body },
      { onSuccess: () => setSaved(true), onError: (e) => setErrors(apiFieldErrors(e)) },
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
      <Stack gap="md" maw={760}>
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
            description="Two letters (ISO 3166)"
            maxLength={2}
            value={values.country}
            onChange={(e) => set('country', e.currentTarget.value.toUpperCase())}
            error={errors.country}
          />
        </SimpleGrid>
        <Textarea
          label="Description"
          autosize
          minRows={2}
          value={values.description}
          onChange={(e) => set('description', e.currentTarget.value)}
          error={errors.description}
        />
        <TimezoneSelect
          label="Default time zone"
          description="New sites start in this zone"
          value={values.timeZone}
          onChange={(z) => set('timeZone', z)}
          error={errors.timeZone}
        />
        <UnitsFields
          label="Default units"
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
        <Group justify="flex-end" gap="sm">
          {saved && (
            <Text size="sm" c="teal.8" role="status">
              Saved
            </Text>
          )}
          <Button type="submit" loading={write.isPending}>
            Save organisation
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
