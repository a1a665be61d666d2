import { Alert, Button, Group, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { type SetupSpace, SpaceCreate, SpaceUpdate } from '@sw/contracts/setup';
import { useState } from 'react';
import { useSetupWrite } from '../api/setup-query';
import { apiFieldErrors, check, type FieldErrors } from '../utils/field-errors';
import { type SpaceFormValues, spaceBody, spaceFormValues, spaceTypeOptions } from '../utils/space-values';

/** A space's form (create on the site, or edit): its name, kind, description and external id. */
export function SpaceForm({
  siteId,
  space,
  onSaved,
  onCancel,
}: {
  siteId: number;
  space: SetupSpace | null;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const [values, setValues] = useState(() => spaceFormValues(space));
  const [errors, setErrors] = useState<FieldErrors>({});
  const write = useSetupWrite<SetupSpace>();
  const set = <K extends keyof SpaceFormValues>(key: K, value: SpaceFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  const submit = () => {
    const body = space ? spaceBody(values) : { siteId, ...spaceBody(values) };
    const checked = check(space ? SpaceUpdate : SpaceCreate, body);
    if (checked.errors) return setErrors(checked.errors);
    setErrors({});
    write.mutate(
      space
        ? { method: 'PATCH', path: `spaces/${space.id}`, body }
        : { method: 'POST', path: 'spaces', body },
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
            data-autofocus
            value={values.title}
            onChange={(e) => set('title', e.currentTarget.value)}
            error={errors.title}
          />
          <Select
            label="Kind of space"
            data={spaceTypeOptions(space?.spaceType ?? values.spaceType)}
            value={values.spaceType}
            onChange={(v) => v && set('spaceType', v)}
            allowDeselect={false}
            error={errors.spaceType}
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
        <TextInput
          label="External id"
          description="Your own key for the space (imports match on it)"
          value={values.externalId}
          onChange={(e) => set('externalId', e.currentTarget.value)}
          error={errors.externalId}
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
            {space ? 'Save space' : 'Create space'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
