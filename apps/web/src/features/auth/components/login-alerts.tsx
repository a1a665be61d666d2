import { Alert, Button, Group, Text } from '@mantine/core';
import { type LockView, SUSPENDED_MESSAGE } from '../utils/login-lock';

export function SignInErrorAlert({ message }: { message: string }) {
  return (
    <Alert color="red" variant="light" role="alert">
      {message}
    </Alert>
  );
}

/** The lock state of spec 1 §4 with its live countdown; 'Clear' forgets it and reloads. */
export function LoginLockAlert({ view, onClear }: { view: LockView; onClear: () => void }) {
  if (view.kind === 'normal') return null;
  const timed = view.kind === 'time-locked';
  return (
    <Alert
      color={timed ? 'orange' : 'red'}
      variant="light"
      role="alert"
      title={timed ? 'Sign-in paused' : 'Account suspended'}
      data-testid="login-lock"
    >
      <Text size="sm">
        {timed ? (
          <>
            Too many failed attempts. Try again in{' '}
            <Text span fw={700} ff="monospace" data-testid="lock-countdown">
              {view.remainingSeconds}
            </Text>{' '}
            {view.remainingSeconds === 1 ? 'second' : 'seconds'}.
          </>
        ) : (
          SUSPENDED_MESSAGE
        )}
      </Text>
      <Group justify="flex-end" mt="xs">
        <Button size="compact-sm" variant="subtle" color={timed ? 'orange' : 'red'} onClick={onClear}>
          Clear
        </Button>
      </Group>
    </Alert>
  );
}
