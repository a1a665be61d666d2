import { Alert, Progress, Stack, Text } from '@mantine/core';
import { useImportJob } from '../api/import';
import { countsText, issuePlace } from '../utils/import-text';

const STATE_TEXT = {
  QUEUED: 'Waiting for the worker…',
  VALIDATING: 'Checking the whole file again…',
  APPLYING: 'Writing…',
  SUCCEEDED: 'Imported',
  FAILED: 'Not imported',
} as const;

/** An import job as it runs (checked once a second): its state, rows done, and what it did. */
export function ImportJobStatus({ jobId }: { jobId: string }) {
  const job = useImportJob(jobId);
  if (!job.data)
    return (
      <Text size="sm" c="dimmed">
        Starting the import…
      </Text>
    );
  const j = job.data;
  const percent = j.state === 'SUCCEEDED' ? 100 : Math.round(j.progress * 100);
  return (
    <Stack gap="xs" data-testid="import-job" role="status">
      <Text size="sm" fw={600}>
        {STATE_TEXT[j.state]}
        {j.state === 'APPLYING' &&
          ` ${j.rowsDone.toLocaleString('en-US')} of ${j.rowCount.toLocaleString('en-US')} rows`}
      </Text>
      {j.state !== 'FAILED' && (
        <Progress value={percent} animated={j.state !== 'SUCCEEDED'} aria-label="Import progress" />
      )}
      {j.state === 'SUCCEEDED' && j.counts && (
        <Text size="sm">
          Sites: {countsText(j.counts.sites)}. Equipment: {countsText(j.counts.equipment)}. Sensors:{' '}
          {countsText(j.counts.sensors)}.
        </Text>
      )}
      {j.state === 'FAILED' && (
        <Alert color="red" variant="light" title="The import stopped">
          <Stack gap={4}>
            {j.message && <Text size="sm">{j.message}</Text>}
            {j.errors.slice(0, 20).map((e) => (
              <Text size="sm" key={`${e.row}-${e.column}-${e.message}`}>
                {issuePlace(e)}: {e.message}
              </Text>
            ))}
            {j.errorCount > 20 && (
              <Text size="sm">and {(j.errorCount - 20).toLocaleString('en-US')} more</Text>
            )}
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}
