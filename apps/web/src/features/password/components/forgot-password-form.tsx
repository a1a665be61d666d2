import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { type FormEvent, useEffect, useState } from 'react';
import { messageOf } from '../../../lib/api-error';
import { emailProblem, sameEmail } from '../../../lib/email';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { cooldownNotice, retryAfterSeconds } from '../utils/reset-cooldown';

/** Seconds left until `until` (ms), ticking every second; 0 once passed or without a limit. */
function useSecondsLeft(until: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return;
    setNow(Date.now());
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, [until]);
  return until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
}

/**
 * Spec 1 §2/§4: loading, then sent. The confirmation (and an error) belongs to the email it was sent
 * for: editing the address hides it, typing the same address back shows it again. 'Send again' within
 * the server's minute says when a new link can be asked for, counting down (issue 9).
 */
export function ForgotPasswordForm() {
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [lastEmail, setLastEmail] = useState<string | null>(null);
  const [sent, setSent] = useState<{ email: string; message: string } | null>(null);
  const [retry, setRetry] = useState<{ email: string; until: number } | null>(null);
  const reset = useRequestPasswordReset();
  const current = sameEmail(lastEmail, email);
  const retryHere = retry && sameEmail(retry.email, email) ? retry.until : null;
  const secondsLeft = useSecondsLeft(retryHere);
  const waiting = retryHere !== null && secondsLeft > 0;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = emailProblem(email);
    setFieldError(problem);
    if (problem || reset.isPending) return;
    const address = email.trim();
    setLastEmail(address);
    reset.mutate(
      { email: address, website: window.location.origin },
      {
        onSuccess: (data) => {
          setSent({ email: address, message: data.message });
          setRetry(null);
        },
        onError: (error) => {
          const seconds = retryAfterSeconds(error);
          if (seconds !== null) setRetry({ email: address, until: Date.now() + seconds * 1000 });
        },
      },
    );
  };

  const sentHere = sent && sameEmail(sent.email, email);
  const cooling = retryAfterSeconds(reset.error) !== null;
  return (
    <form onSubmit={submit} noValidate aria-label="Reset password">
      <Stack gap="md">
        {sentHere && (
          <Alert color="teal" variant="light" title="Check your email" role="status">
            {sent.message}
          </Alert>
        )}
        {waiting && (
          <Alert color="yellow" variant="light" title="Please wait" role="status" aria-live="polite">
            {cooldownNotice(secondsLeft)}
          </Alert>
        )}
        {current && reset.isError && !cooling && (
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
        <Button type="submit" fullWidth size="md" loading={reset.isPending} disabled={waiting}>
          {sentHere ? 'Send again' : 'Send reset link'}
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
