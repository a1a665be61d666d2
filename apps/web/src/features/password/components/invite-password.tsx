import { Alert, Loader, Stack, Text } from '@mantine/core';
import { useInviteToken } from '../api/check-invite-token';
import { INVITE_EXPIRED, inviteErrorMessage, TOKEN_EXPIRED_EMAIL } from '../utils/invite-status';
import { InviterReplyTo } from './inviter-reply-to';
import { NewPasswordForm } from './new-password-form';

interface Props {
  token: string | undefined;
  invitedBy: string | undefined;
  onSuccess: () => void;
}

/** /user-invite-email: the link is checked on load (spec 1 §4), then the user chooses a password. */
export function InvitePassword({ token, invitedBy, onSuccess }: Props) {
  const check = useInviteToken(token);
  if (token && check.isPending) {
    return (
      <Stack align="center" py="lg" gap="xs">
        <Loader size="sm" aria-label="Checking your invitation" />
        <Text size="sm" c="dimmed">
          Checking your invitation…
        </Text>
      </Stack>
    );
  }
  const error = !token ? INVITE_EXPIRED : check.isError ? inviteErrorMessage(check.error) : null;
  return (
    <Stack gap="md">
      {error && (
        <Alert color="red" variant="light" role="alert" title={error}>
          <InviterReplyTo invitedBy={invitedBy} />
        </Alert>
      )}
      <NewPasswordForm
        email={error ? TOKEN_EXPIRED_EMAIL : (check.data?.email ?? '')}
        token={token ?? ''}
        enabled={!error && Boolean(check.data)}
        submitLabel="Set password and sign in"
        onSuccess={onSuccess}
      />
    </Stack>
  );
}
