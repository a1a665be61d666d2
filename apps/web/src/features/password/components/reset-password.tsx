import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { isApiError } from '../../../lib/api-error';
import { InviterReplyTo } from './inviter-reply-to';
import { NewPasswordForm } from './new-password-form';

interface Props {
  token: string | undefined;
  email: string | undefined;
  /** The inviter's address, when the link names one. */
  invitedBy?: string | undefined;
  onSuccess: () => void;
}

/**
 * /new-password: the reset link carries the token and the account's email. When the link also names
 * an inviter (invitedBy) and its token is invalid (the link is incomplete, or the server refuses the
 * token with 401), the error shows the inviter's reply-to address, as on /user-invite-email.
 */
export function ResetPassword({ token, email, invitedBy, onSuccess }: Props) {
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
          {invitedBy !== undefined && (
            <Text size="sm" mt={4}>
              <InviterReplyTo invitedBy={invitedBy} />
            </Text>
          )}
        </Alert>
      )}
      <NewPasswordForm
        email={email ?? ''}
        token={token ?? ''}
        enabled={complete}
        submitLabel="Set password and sign in"
        onSuccess={onSuccess}
        errorDetail={
          invitedBy === undefined
            ? undefined
            : (error) => (isApiError(error, 401) ? <InviterReplyTo invitedBy={invitedBy} /> : null)
        }
      />
    </Stack>
  );
}
