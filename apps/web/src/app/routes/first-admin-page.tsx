import { Alert, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useLogin } from '../../features/auth/api/login';
import { useInstallationState } from '../../features/setup/api/installation';
import { FirstAdminForm } from '../../features/setup/components/first-admin-form';
import { PublicCard } from '../layout/public-card';

/** The key of the one-time link (`/first-admin#key=…`): in the hash, so no server log ever sees it. */
const keyFromHash = () => new URLSearchParams(window.location.hash.replace(/^#/, '')).get('key');

/**
 * /first-admin: a clean installation's first organisation and administrator (the link the server
 * prints at its first start). Once made, it signs in and opens Setup.
 */
export function FirstAdminPage() {
  const [key] = useState(keyFromHash);
  const state = useInstallationState();
  const navigate = useNavigate();
  const login = useLogin({ onSuccess: () => void navigate({ to: '/setup', replace: true }) });
  return (
    <PublicCard
      title="Set up this installation"
      subtitle="Create your organisation and its first administrator."
    >
      {state.data && !state.data.needsFirstAdmin ? (
        <Alert color="blue" variant="light" title="Already set up">
          This installation has an administrator. <a href="/login">Sign in</a> instead.
        </Alert>
      ) : !key ? (
        <Alert color="red" variant="light" title="The link is incomplete">
          Open the whole link the server printed when it started (it ends with #key=…), or run{' '}
          <Text span ff="monospace">
            npm run admin:create
          </Text>{' '}
          on the server.
        </Alert>
      ) : (
        <FirstAdminForm token={key} onCreated={(c) => login.mutate(c)} />
      )}
    </PublicCard>
  );
}
