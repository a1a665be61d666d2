import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import type { LoginResponse } from '@sw/contracts';
import { Link } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { useLogin } from '../api/login';
import { restoredLockEmail, useLoginLock } from '../hooks/use-login-lock';
import { type LoginErrors, type LoginValues, validateLogin } from '../utils/login-validation';
import { signInErrorMessage } from '../utils/sign-in-error';
import { LoginLockAlert, SignInErrorAlert } from './login-alerts';

export function LoginForm({ onSuccess }: { onSuccess: (response: LoginResponse) => void }) {
  // A lock restored on load brings its email along, so that the countdown shows at once (spec 1 §4).
  const [values, setValues] = useState<LoginValues>(() => ({ email: restoredLockEmail(), password: '' }));
  const [errors, setErrors] = useState<LoginErrors>({});
  const lock = useLoginLock(values.email);
  const login = useLogin({ onSuccess });
  const locked = lock.view.kind !== 'normal';

  const change = (field: keyof LoginValues) => (event: { currentTarget: HTMLInputElement }) => {
    const value = event.currentTarget.value;
    setValues((v) => ({ ...v, [field]: value }));
    // A corrected field stops complaining at once; the others keep their message until submit.
    setErrors((e) => ({ ...e, [field]: undefined }));
    if (login.isError) login.reset();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateLogin(values);
    setErrors(found);
    if (Object.keys(found).length > 0 || login.isPending || locked) return;
    const email = values.email.trim();
    login.mutate({ email, password: values.password }, { onError: (error) => lock.record(error, email) });
  };

  return (
    // noValidate: the browser's own email check would stop the submit before ours can speak.
    <form onSubmit={submit} noValidate aria-label="Sign in">
      <Stack gap="md">
        {locked ? (
          <LoginLockAlert view={lock.view} onClear={lock.clear} />
        ) : (
          login.isError && <SignInErrorAlert message={signInErrorMessage(login.error)} />
        )}
        <TextInput
          label="Email"
          type="email"
          autoComplete="username"
          placeholder="you@company.com"
          value={values.email}
          onChange={change('email')}
          error={errors.email}
          autoFocus
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          placeholder="Your password"
          value={values.password}
          onChange={change('password')}
          error={errors.password}
        />
        <Group justify="flex-end" mt={-8}>
          <Anchor component={Link} to="/forgot-password" size="sm">
            Forgot password?
          </Anchor>
        </Group>
        <Button type="submit" fullWidth size="md" loading={login.isPending} disabled={locked}>
          Sign in
        </Button>
      </Stack>
    </form>
  );
}
