import { Alert, Button, Grid, PasswordInput, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { FirstAdminRequest } from '@sw/contracts/setup';
import { useState } from 'react';
import { useCreateFirstAdmin } from '../api/installation';
import { apiFieldErrors, check, type FieldErrors } from '../utils/field-errors';
import { TimezoneSelect } from './timezone-select';

const guessZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/**
 * The one-time link's form (a clean installation): the first organisation and its administrator.
 * On success the caller signs in with the same email and password.
 */
export function FirstAdminForm({
  token,
  onCreated,
}: {
  token: string;
  onCreated: (credentials: { email: string; password: string }) => void;
}) {
  const [v, setV] = useState({
    title: '',
    country: '',
    timeZone: guessZone(),
    firstName: '',
    lastName: '',
    email: '',
    password: '',
    verify: '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const create = useCreateFirstAdmin();
  const set = (k: keyof typeof v, value: string) => setV((x) => ({ ...x, [k]: value }));

  const submit = () => {
    const body = {
      token,
      organization: { title: v.title, country: v.country || null, timeZone: v.timeZone },
      administrator: { email: v.email, firstName: v.firstName, lastName: v.lastName, password: v.password },
    };
    const checked = check(FirstAdminRequest, body);
    const problems: FieldErrors = { ...(checked.errors ?? {}) };
    if (v.password !== v.verify) problems.verify = 'Passwords do not match';
    if (Object.keys(problems).length) return setErrors(problems);
    setErrors({});
    create.mutate(body, {
      onSuccess: () => onCreated({ email: v.email.trim(), password: v.password }),
      onError: (e) => setErrors(apiFieldErrors(e)),
    });
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
        <Title order={2} fz="h4">
          Your organisation
        </Title>
        <TextInput
          label="Organisation name"
          required
          value={v.title}
          onChange={(e) => set('title', e.currentTarget.value)}
          error={errors['organization.title']}
        />
        <Grid>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <TextInput
              label="Country"
              description="Two letters, e.g. IN"
              maxLength={2}
              value={v.country}
              onChange={(e) => set('country', e.currentTarget.value.toUpperCase())}
              error={errors['organization.country']}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 8 }}>
            <TimezoneSelect
              label="Time zone"
              description="Where most of your sites are"
              value={v.timeZone}
              onChange={(z) => set('timeZone', z)}
              error={errors['organization.timeZone']}
            />
          </Grid.Col>
        </Grid>
        <Title order={2} fz="h4">
          You, its administrator
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="First name"
            required
            value={v.firstName}
            onChange={(e) => set('firstName', e.currentTarget.value)}
            error={errors['administrator.firstName']}
          />
          <TextInput
            label="Last name"
            required
            value={v.lastName}
            onChange={(e) => set('lastName', e.currentTarget.value)}
            error={errors['administrator.lastName']}
          />
        </SimpleGrid>
        <TextInput
          label="Email"
          type="email"
          required
          autoComplete="username"
          value={v.email}
          onChange={(e) => set('email', e.currentTarget.value)}
          error={errors['administrator.email']}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <PasswordInput
            label="Password"
            description="At least 12 characters"
            required
            autoComplete="new-password"
            value={v.password}
            onChange={(e) => set('password', e.currentTarget.value)}
            error={errors['administrator.password']}
          />
          <PasswordInput
            label="Password again"
            required
            autoComplete="new-password"
            value={v.verify}
            onChange={(e) => set('verify', e.currentTarget.value)}
            error={errors.verify}
          />
        </SimpleGrid>
        {(errors._ || errors.token) && (
          <Alert color="red" variant="light" role="alert">
            {errors._ ?? 'This link is not valid: use the newest link the server printed.'}
          </Alert>
        )}
        <Button type="submit" loading={create.isPending}>
          Create organisation and administrator
        </Button>
        <Text size="xs" c="dimmed">
          You can add sites, devices, rules and people in Setup once you are signed in.
        </Text>
      </Stack>
    </form>
  );
}
