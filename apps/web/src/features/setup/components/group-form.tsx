import { Alert, Button, Group, MultiSelect, Stack, Textarea, TextInput } from '@mantine/core';
import { type SetupGroup, SetupGroupCreate, SetupGroupUpdate, type SetupUser } from '@sw/contracts/setup';
import { useState } from 'react';
import { useSetupWrite } from '../api/setup-query';
import { apiFieldErrors, check, type FieldErrors } from '../utils/field-errors';
import { fullName } from '../utils/people-format';

/** Creates (group = null) or edits a user group; the members chosen replace the current ones. */
export function GroupForm({
  group,
  users,
  onSaved,
  onCancel,
}: {
  group: SetupGroup | null;
  users: readonly SetupUser[];
  onSaved: (group: SetupGroup) => void;
  onCancel: () => void;
}) {
  const [values, setValues] = useState({
    title: group?.title ?? '',
    description: group?.description ?? '',
    memberIds: group?.memberIds ?? [],
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const write = useSetupWrite<SetupGroup>();
  const set = <K extends keyof typeof values>(k: K, v: (typeof values)[K]) => {
    setValues((x) => ({ ...x, [k]: v }));
    // A field's message goes once it is changed; the rest stay until the next try.
    setErrors(({ [k]: _, ...rest }) => rest);
  };

  const submit = () => {
    const body = { ...values, description: values.description || null };
    const checked = check(group ? SetupGroupUpdate : SetupGroupCreate, body);
    if (checked.errors) return setErrors(checked.errors);
    setErrors({});
    write.mutate(
      group
        ? { method: 'PATCH', path: `groups/${group.id}`, body }
        : { method: 'POST', path: 'groups', body },
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
        <TextInput
          label="Name"
          required
          value={values.title}
          onChange={(e) => set('title', e.currentTarget.value)}
          error={errors.title}
        />
        <Textarea
          label="Description"
          autosize
          minRows={2}
          value={values.description}
          onChange={(e) => set('description', e.currentTarget.value)}
          error={errors.description}
        />
        <MultiSelect
          label="Members"
          description="Every member gets the group's access"
          data={users.map((u) => ({ value: String(u.id), label: `${fullName(u)} (${u.email})` }))}
          value={values.memberIds.map(String)}
          onChange={(ids) => set('memberIds', ids.map(Number))}
          placeholder="Type a name or email"
          searchable
          error={errors.memberIds}
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
            {group ? 'Save group' : 'Create group'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
