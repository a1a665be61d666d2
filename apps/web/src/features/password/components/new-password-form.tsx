import { Alert, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { PASSWORD_MIN_LENGTH } from '@sw/contracts/constants';
import { type FormEvent, type ReactNode, useState } from 'react';
import { messageOf } from '../../../lib/api-error';
import { useConfirmEmailPassword } from '../api/confirm-email-password';
import { type NewPasswordErrors, type NewPasswordValues, validateNewPassword } from '../utils/password-form';

interface Props {
  /** The account's email, or what to show instead when it is unknown ('Token expired'). */
  email: string;
  token: string;
  /** False while the link is being checked or when it is dead. */
  enabled: boolean;
  submitLabel: string;
  onSuccess: () => void;
  /** More to say under a refused request (e.g. whom to ask for a new link). */
  errorDetail?: (error: unknown) => ReactNode;
}

/** The password and verification fields shared by reset and invitation (spec 1 §2). */
export function NewPasswordForm({ email, token, enabled, submitLabel, onSuccess, errorDetail }: Props) {
  const [values, setValues] = useState<NewPasswordValues>({ password: '', passwordVerify: '' });
  const [errors, setErrors] = useState<NewPasswordErrors>({});
  const confirm = useConfirmEmailPassword({ onSuccess });
  const detail = confirm.isError && errorDetail ? errorDetail(confirm.error) : null;

  const change = (field: keyof NewPasswordValues) => (event: { currentTarget: HTMLInputElement }) => {
    const value = event.currentTarget.value;
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateNewPassword(values);
    setErrors(found);
    if (Object.keys(found).length > 0 || confirm.isPending || !enabled) return;
    confirm.mutate({ email, token, ...values });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Choose a password">
      <Stack gap="md">
        {confirm.isError && (
          <Alert color="red" variant="light" role="alert">
            {messageOf(confirm.error)}
            {detail && (
              <Text size="sm" mt={4}>
                {detail}
              </Text>
            )}
          </Alert>
        )}
        <TextInput label="Email" value={email} readOnly variant="filled" autoComplete="username" />
        <PasswordInput
          label="New password"
          description={`At least ${PASSWORD_MIN_LENGTH} characters`}
          autoComplete="new-password"
          value={values.password}
          onChange={change('password')}
          error={errors.password}
          disabled={!enabled}
          autoFocus
        />
        <PasswordInput
          label="Verify password"
          autoComplete="new-password"
          value={values.passwordVerify}
          onChange={change('passwordVerify')}
          error={errors.passwordVerify}
          disabled={!enabled}
        />
        <Button type="submit" fullWidth size="md" loading={confirm.isPending} disabled={!enabled}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
