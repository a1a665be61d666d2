import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import type { LoginResponse } from '@sw/contracts';
import { type FormEvent, useState } from 'react';
import { useLogin } from '../api/login';
import { type LoginErrors, type LoginValues, validateLogin } from '../utils/login-validation';
import { signInErrorMessage } from '../utils/sign-in-error';

export function LoginForm({ onSuccess }: { onSuccess: (response: LoginResponse) => void }) {
  const [values, setValues] = useState<LoginValues>({ email: '', password: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  const login = useLogin({ onSuccess });

  const change = (field: keyof LoginValues) => (event: { currentTarget: HTMLInputElement }) => {
    const value = event.currentTarget.value;
    setValues((v) => ({ ...v, [field]: value }));
    // A corrected field stops complaining at once; the others keep their message until submit.
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateLogin(values);
    setErrors(found);
    if (Object.keys(found).length > 0 || login.isPending) return;
    login.mutate({ email: values.email.trim(), password: values.password });
  };

  return (
    // noValidate: the browser's own email check would stop the submit before ours can speak.
    <form onSubmit={submit} noValidate aria-label="Sign in">
      <Stack gap="md">
        {login.isError && (
          <Alert color="red" variant="light" role="alert">
            {signInErrorMessage(login.error)}
          </Alert>
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
        <Button type="submit" fullWidth size="md" mt="xs" loading={login.isPending}>
          Sign in
        </Button>
      </Stack>
    </form>
  );
}
