import { Anchor, Badge, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useId } from 'react';
import { ErrorState } from '../../../components/ui/error-state';
import type { HubLink } from './hub-card';

export type TaskState =
  | { state: 'loading' }
  | { state: 'error'; message: string; retry: () => void }
  | { state: 'ready'; count: number };

/** One kind of check to carry out at the site: how many wait, the first few, and where to do them. */
export function TaskSection({
  title,
  description,
  state,
  link,
  testId,
  children,
}: {
  title: string;
  description: string;
  state: TaskState;
  link: HubLink;
  testId: string;
  /** The most recent ones, shown when some wait. */
  children?: ReactNode;
}) {
  const id = useId();
  const count = state.state === 'ready' ? state.count : null;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={id} data-testid={testId}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <Stack gap={0}>
            <Title order={2} fz="h4" id={id}>
              {title}
            </Title>
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          </Stack>
          {count !== null && (
            <Badge
              size="lg"
              radius="sm"
              variant="light"
              color={count > 0 ? 'red' : 'teal'}
              style={{ flexShrink: 0 }}
              data-testid="task-count"
              aria-label={`${count} waiting`}
            >
              {count}
            </Badge>
          )}
        </Group>
        {state.state === 'loading' ? (
          <Group gap="xs" role="status" data-testid="task-loading">
            <Loader size="xs" type="dots" />
            <Text size="sm" c="dimmed">
              Data is loading...
            </Text>
          </Group>
        ) : state.state === 'error' ? (
          <ErrorState message={state.message} onRetry={state.retry} />
        ) : state.count > 0 ? (
          children
        ) : (
          <Text size="sm" c="dimmed">
            None at the moment.
          </Text>
        )}
        <Anchor component={Link} to={link.to} search={link.search as never} size="sm" fw={600}>
          {link.label} →
        </Anchor>
      </Stack>
    </Paper>
  );
}
