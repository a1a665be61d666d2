import { Button, Center, Loader, Paper, Stack, Text } from '@mantine/core';
import { ErrorState } from '../../../components/ui/error-state';
import type { AsyncReportState } from '../../../lib/async-report';

/**
 * F-040, F-055: 'Data is loading...' over the table with the time remaining (`remaining`: the page's
 * rule), or why the report stopped with a way to ask again. Nothing once the report is ready.
 */
export function LoadingOverlay({
  report,
  remaining,
  what,
}: {
  report: AsyncReportState<unknown>;
  remaining: string;
  what: string;
}) {
  if (report.phase === 'ready') return null;
  if (report.phase === 'failed')
    return (
      <ErrorState message={report.error ?? `The ${what} could not be computed`} onRetry={report.retry} />
    );
  return (
    <Paper withBorder radius="md" p="xl" data-testid="loading-overlay">
      <Center>
        {report.phase === 'timeout' ? (
          <Stack gap={6} align="center" role="alert">
            <Text size="sm">The {what} is taking longer than expected.</Text>
            <Button size="xs" variant="light" onClick={report.retry}>
              Ask again
            </Button>
          </Stack>
        ) : (
          <Stack gap={6} align="center" role="status" aria-live="polite">
            <Loader size="sm" aria-hidden />
            <Text fw={600}>Data is loading...</Text>
            <Text size="sm" c="dimmed" data-testid="time-remaining">
              {remaining}
            </Text>
            <Text size="xs" c="dimmed">
              {Math.round(report.progress * 100)} % computed · {report.elapsedSeconds} s so far
            </Text>
          </Stack>
        )}
      </Center>
    </Paper>
  );
}
