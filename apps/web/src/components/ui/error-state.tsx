import { Alert, Button, Group, Text } from '@mantine/core';

/** A failed load with its message and, when given, a way to try again. */
export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <Alert color="red" variant="light" title="Could not load" role="alert">
      <Group justify="space-between" align="center">
        <Text size="sm">{message}</Text>
        {onRetry && (
          <Button size="xs" variant="white" color="red" onClick={onRetry}>
            Try again
          </Button>
        )}
      </Group>
    </Alert>
  );
}
