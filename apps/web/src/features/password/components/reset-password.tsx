import { Alert, Anchor, Stack } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { NewPasswordForm } from './new-password-form';

interface Props {
  token: string | undefined;
  email: string | undefined;
  onSuccess: () => void;
}

/** /new-password: the reset link carries the token and the account's email. */
export function ResetPassword({ token, email, onSuccess }: Props) {
  const complete = Boolean(token && email);
  return (
    <Stack gap="md">
      {!complete && (
        <Alert color="red" variant="light" role="alert" title="This link is incomplete">
          Open the link from your email again, or{' '}
          <Anchor component={Link} to="/forgot-password">
            ask for a new one
          </Anchor>
          .
        </Alert>
      )}
      <NewPasswordForm
        email={email ?? ''}
        token={token ?? ''}
        enabled={complete}
        submitLabel="Set password and sign in"
        onSuccess={onSuccess}
      />
    </Stack>
  );
}
