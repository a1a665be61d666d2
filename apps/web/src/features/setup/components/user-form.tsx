import { Alert, Button, Group, MultiSelect, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { type SetupGroup, type SetupUser, SetupUserCreate, SetupUserUpdate } from '@sw/contracts/setup';
import { useState } from 'react';
import { useSetupWrite } from '../api/setup-query';
import { apiFieldErrors, check, type FieldErrors } from '../utils/field-errors';
import { ROLE_LABEL } from '../utils/people-format';

type Role = NonNullable<SetupUser['role']>;
const NO_ROLE = 'NONE';

const ROLE_OPTIONS = [
  { value: NO_ROLE, label: 'No global role (access resources only)' },
  ...(['ADMIN', 'MANAGER', 'VIEWER'] as const).map((r) => ({ value: r, label: ROLE_LABEL[r] })),
];

/**
 * Invites a user (user = null) or edits one. The email is the account's key: it cannot change once
 * invited. Without a global role the user reaches only what access resources give them.
 */
export function UserForm({
  user,
  groups,
  onSaved,
  onCancel,
}: {
  user: SetupUser | null;
  groups: readonly SetupGroup[];
  onSaved: (user: SetupUser) => void;
  onCancel: () => void;
}) {
  const [values, setValues] = useState({
    email: user?.email ?? '',
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    phone: user?.phone ?? '',
    position: user?.position ?? '',
    role: (user?.role ?? NO_ROLE) as Role | typeof NO_ROLE,
    groupIds: user?.groupIds ?? [],
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const write = useSetupWrite<SetupUser>();
  const set = <K extends keyof typeof values>(k: K, v: (typeof values)[K]) => {
    setValues((x) => ({ ...x, [k]: v }));
    // A field's message goes once it is changed; the rest stay until the next try.
    setErrors(({ [k]: _, ...rest }) => rest);
  };

  const submit = () => {
    const { email, ...rest } = values;
    const fields = {
      ...rest,
      phone: rest.phone || null,
      position: rest.position || null,
      role: rest.role === NO_ROLE ? null : rest.role,
    };
    const body = user ? fields : { email, ...fields };
    const checked = check(user ? SetupUserUpdate : SetupUserCreate, body);
    if (checked.errors) return setErrors(checked.errors);
    setErrors({});
    write.mutate(
      user ? { method: 'PATCH', path: `users/${user.id}`, body } : { method: 'POST', path: 'users', body },
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
          label="Email"
          type="email"
          required={!user}
          disabled={!!user}
          description={user ? 'The address cannot change' : 'The invitation link goes to this address'}
          value={values.email}
          onChange={(e) => set('email', e.currentTarget.value)}
          error={errors.email}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label="First name"
            required
            value={values.firstName}
            onChange={(e) => set('firstName', e.currentTarget.value)}
            error={errors.firstName}
          />
          <TextInput
            label="Last name"
            required
            value={values.lastName}
            onChange={(e) => set('lastName', e.currentTarget.value)}
            error={errors.lastName}
          />
          <TextInput
            label="Phone"
            type="tel"
            value={values.phone}
            onChange={(e) => set('phone', e.currentTarget.value)}
            error={errors.phone}
          />
          <TextInput
            label="Position"
            value={values.position}
            onChange={(e) => set('position', e.currentTarget.value)}
            error={errors.position}
          />
        </SimpleGrid>
        <Select
          label="Global role"
          description="A global role reaches every site and wins over access resources"
          data={ROLE_OPTIONS}
          value={values.role}
          onChange={(v) => v && set('role', v as Role | typeof NO_ROLE)}
          allowDeselect={false}
          error={errors.role}
        />
        <MultiSelect
          label="Groups"
          data={groups.map((g) => ({ value: String(g.id), label: g.title }))}
          value={values.groupIds.map(String)}
          onChange={(ids) => set('groupIds', ids.map(Number))}
          placeholder={groups.length ? 'Choose groups' : 'No groups yet'}
          searchable
          error={errors.groupIds}
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
            {user ? 'Save user' : 'Send invitation'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
