import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
import { PASSWORD_MIN_LENGTH } from '@sw/contracts/constants';
import { type FormEvent, useState } from 'react';
import { useChangePassword } from '../api/change-password';
import { type ChangeErrors, type ChangeValues, validateChange } from '../utils/change-form';
import {
  authErrorText,
  outcomeOf,
  PASSWORD_CHANGE_FAILED,
  type PasswordChangeOutcome,
} from '../utils/change-password-outcome';

/** Spec 1 §2 change-password form: current, new and verify; success goes to / and reloads. */
export function ChangePasswordForm({ userId }: { userId: number }) {
  const [values, setValues] = useState<ChangeValues>({
    oldPassword: '',
    newPassword: '',
    newPasswordVerify: '',
  });
  const [errors, setErrors] = useState<ChangeErrors>({});
  const change = useChangePassword(userId);
  const outcome: PasswordChangeOutcome = change.isError ? outcomeOf(change.error) : 'no';
  const serverMessage = change.error?.message;

  const edit = (field: keyof ChangeValues) => (event: { currentTarget: HTMLInputElement }) => {
    const value = event.currentTarget.value;
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A new request clears the previous outcome (spec 1 §4).
    change.reset();
    const found = validateChange(values);
    setErrors(found);
    if (Object.keys(found).length > 0 || change.isPending) return;
    change.mutate(values);
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Change password">
      <Stack gap="md">
        {outcome === 'error' && (
          <Alert color="red" variant="light" role="alert">
            {PASSWORD_CHANGE_FAILED}
          </Alert>
        )}
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          value={values.oldPassword}
          onChange={edit('oldPassword')}
          error={errors.oldPassword ?? (outcome === 'authError' ? authErrorText(serverMessage) : undefined)}
        />
        <PasswordInput
          label="New password"
          description={`At least ${PASSWORD_MIN_LENGTH} characters`}
          autoComplete="new-password"
          value={values.newPassword}
          onChange={edit('newPassword')}
          error={errors.newPassword}
        />
        <PasswordInput
          label="Verify new password"
          autoComplete="new-password"
          value={values.newPasswordVerify}
          onChange={edit('newPasswordVerify')}
          error={errors.newPasswordVerify}
        />
        <Button type="submit" loading={change.isPending || change.isSuccess} size="md">
          Change password
        </Button>
      </Stack>
    </form>
  );
}
