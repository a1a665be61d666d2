import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import type { AsyncReportState } from '../../lib/async-report';
import { ErrorState } from './error-state';

/**
 * What an asynchronous report shows until its data is ready: 'Data is loading...' with its progress
 * and the seconds so far, or why it stopped (failed, or not ready after the polling limit) with a way
 * to ask again. Renders nothing once the report is ready.
 */
export function ReportProgress({ report, what }: { report: AsyncReportState<unknown>; what: string }) {
  if (report.phase === 'ready' || report.phase === 'idle') return null;
  if (report.phase === 'failed')
    return (
      <ErrorState message={report.error ?? `The ${what} could not be computed`} onRetry={report.retry} />
    );
  if (report.phase === 'timeout')
    return (
      <Stack gap={4} role="alert">
        <Text size="sm">The {what} is taking longer than expected.</Text>
        <Group>
          <Button size="xs" variant="light" onClick={report.retry}>
            Ask again
          </Button>
        </Group>
      </Stack>
    );
  const percent = Math.round(report.progress * 100);
  return (
    <Stack gap={4} role="status" aria-live="polite" data-testid="report-progress">
      <Text size="sm">Data is loading...</Text>
      <Progress
        value={Math.max(5, percent)}
        animated
        aria-label={`${what}: ${percent} % computed`}
        size="sm"
      />
      <Text size="xs" c="dimmed">
        {report.elapsedSeconds} s
      </Text>
    </Stack>
  );
}
