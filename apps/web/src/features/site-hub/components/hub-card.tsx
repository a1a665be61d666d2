import { Anchor, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useId } from 'react';
import { ErrorState } from '../../../components/ui/error-state';
import { HowCalculated } from '../../../components/ui/how-calculated';
import type { CardState } from '../utils/card-state';

export interface HubLink {
  label: string;
  to: string;
  search?: Record<string, unknown>;
}

/**
 * One analytics page of the site: its headline figure over the hub's days with the figure's
 * 'How is this calculated?', and the link to the page (opened on the same days, so it shows the same
 * figure).
 */
export function HubCard({
  title,
  period,
  formula,
  explanation,
  state,
  link,
  testId,
}: {
  title: string;
  /** The days the figure covers, in words. */
  period: string;
  formula: string;
  explanation?: ReactNode;
  state: CardState;
  link: HubLink;
  testId: string;
}) {
  const id = useId();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={id} data-testid={testId}>
      <Stack gap={6} h="100%">
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <Stack gap={0}>
            <Title order={2} fz="h4" id={id}>
              {title}
            </Title>
            <Text size="xs" c="dimmed">
              {period}
            </Text>
          </Stack>
          <HowCalculated label={title} formula={formula}>
            {explanation}
          </HowCalculated>
        </Group>
        <CardBody state={state} />
        {state.state !== 'not-applicable' && (
          <Anchor
            component={Link}
            to={link.to}
            search={link.search as never}
            size="sm"
            fw={600}
            mt="auto"
            data-testid="hub-link"
          >
            {link.label} →
          </Anchor>
        )}
      </Stack>
    </Paper>
  );
}

function CardBody({ state }: { state: CardState }) {
  switch (state.state) {
    case 'loading':
      return (
        <Group gap="xs" role="status" py={6} data-testid="hub-loading">
          <Loader size="xs" type="dots" />
          <Text size="sm" c="dimmed">
            Calculating…
          </Text>
        </Group>
      );
    case 'error':
      return <ErrorState message={state.message} onRetry={state.retry} />;
    case 'not-applicable':
    case 'empty':
      return (
        <Stack gap={2} data-testid={`hub-${state.state}`}>
          <Text fz={26} fw={700} lh={1.2} c="dimmed">
            {state.state === 'empty' ? '-' : 'N/A'}
          </Text>
          <Text size="sm" c="dimmed">
            {state.message}
          </Text>
        </Stack>
      );
    case 'ready':
      return (
        <Stack gap={2}>
          <Text fz={30} fw={700} lh={1.2} style={{ fontVariantNumeric: 'tabular-nums' }}>
            <span data-testid="hub-value">{state.value}</span>
            {state.unit && state.value !== 'N/A' && (
              <Text span fz="md" fw={500} c="dimmed" ml={6}>
                {state.unit}
              </Text>
            )}
          </Text>
          <Text size="sm" c="dimmed" data-testid="hub-detail">
            {state.detail}
          </Text>
        </Stack>
      );
  }
}
