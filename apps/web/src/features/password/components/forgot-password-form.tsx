import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { messageOf } from '../../../lib/api-error';
import { emailProblem, sameEmail } from '../../../lib/email';
import { useRequestPasswordReset } from '../api/request-password-reset';

/**
 * Spec 1 §2/§4: loading, then sent. The confirmation (and an error) belongs to the email it was sent
 * for: editing the address hides it, typing the same address back shows it again.
 */
export function ForgotPasswordForm() {
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [lastEmail, setLastEmail] = useState<string | null>(null);
  const reset = useRequestPasswordReset();
  const current = sameEmail(lastEmail, email);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = emailProblem(email);
    setFieldError(problem);
    if (problem || reset.isPending) return;
    const address = email.trim();
    setLastEmail(address);
    reset.mutate({ email: address, website: window.location.origin });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Reset password">
      <Stack gap="md">
        {current && reset.isSuccess && (
          <Alert color="teal" variant="light" title="Check your email" role="status">
            {reset.data.message}
          </Alert>
        )}
        {current && reset.isError && (
          <Alert color="red" variant="light" role="alert">
            {messageOf(reset.error)}
          </Alert>
        )}
        <Text size="sm" c="dimmed">
          Enter the email of your account and we will send you a link to choose a new password.
        </Text>
        <TextInput
          label="Email"
          type="email"
          autoComplete="username"
          placeholder="you@company.com"
          value={email}
          onChange={(e) => {
            setEmail(e.currentTarget.value);
            setFieldError(null);
          }}
          error={fieldError}
          autoFocus
        />
        <Button type="submit" fullWidth size="md" loading={reset.isPending}>
          {current && reset.isSuccess ? 'Send again' : 'Send reset link'}
        </Button>
        <Text size="sm" ta="center">
          <Anchor component={Link} to="/login">
            Back to sign in
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
