import { Box, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { formatDate } from '@sw/domain';
import { ErrorState } from '../../../components/ui/error-state';
import { useLicence } from '../api/get-licence';

/**
 * Spec 1 §2 open-source notices: a 'Last Updated on' date (A-121: the file's date, shown as
 * 'dd MMM, yyyy' in UTC, the zone the date was written in) and the notice text.
 */
export function LicenceNotice() {
  const licence = useLicence();
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1} fz="h2">
          Open Source Notices
        </Title>
        <Text size="sm" c="dimmed" data-testid="licence-updated">
          {licence.data ? `Last Updated on ${formatDate(licence.data.lastModified, 'UTC')}` : '\u00a0'}
        </Text>
        <Text size="sm">
          This product includes third-party software. Each package is listed below with its version and
          licence, followed by the licence text its authors ship with it.
        </Text>
      </Stack>
      {licence.isError ? (
        <ErrorState message={licence.error.message} onRetry={() => void licence.refetch()} />
      ) : (
        <Paper withBorder radius="md" p="md" bg="var(--mantine-color-gray-0)">
          {licence.data ? (
            <Box
              component="pre"
              m={0}
              fz="xs"
              ff="monospace"
              style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
              data-testid="licence-text"
            >
              {licence.data.text}
            </Box>
          ) : (
            <Stack gap="xs" aria-busy="true">
              {[80, 95, 60, 90, 70].map((w) => (
                <Skeleton key={w} height={10} width={`${w}%`} />
              ))}
            </Stack>
          )}
        </Paper>
      )}
    </Stack>
  );
}
