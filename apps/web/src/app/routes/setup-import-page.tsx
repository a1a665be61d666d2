import { Accordion, Alert, Button, FileButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { downloadTemplate, formatOf, useImportDryRun, useImportStart } from '../../features/setup/api/import';
import { ImportColumns } from '../../features/setup/components/import-columns';
import { ImportJobStatus } from '../../features/setup/components/import-job-status';
import { ImportReportView } from '../../features/setup/components/import-report';
import { apiFieldErrors } from '../../features/setup/utils/field-errors';
import { SetupShell } from './setup-shell';

const MAX_BYTES = 50 * 1024 * 1024;
const sizeText = (bytes: number) =>
  bytes < 1024
    ? `${bytes} bytes`
    : bytes < 1024 * 1024
      ? `${(bytes / 1024).toFixed(0)} KB`
      : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * /setup/import: many sites, equipment items and sensors from one CSV or Excel file. A dry run
 * first shows what each row would do and every error; only a valid file can be imported, by a
 * background job whose progress shows here.
 */
export function SetupImportPage() {
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  const dryRun = useImportDryRun();
  const start = useImportStart();

  const choose = (f: File | null) => {
    dryRun.reset();
    setJobId(null);
    setProblem(null);
    if (!f) return setFile(null);
    if (!formatOf(f.name)) return setProblem('Choose a .csv or .xlsx file');
    if (f.size > MAX_BYTES) return setProblem('The file is larger than 50 MB');
    setFile(f);
    dryRun.mutate(f, { onError: (e) => setProblem(apiFieldErrors(e)._ ?? 'The file was refused') });
  };
  const report = dryRun.data;

  return (
    <SetupShell title="Import">
      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          <div>
            <Title order={2} fz="h4">
              Import sites, equipment and sensors
            </Title>
            <Text size="sm" c="dimmed">
              One file, one row per site, equipment item or sensor (the kind column tells them apart), matched
              by your external ids: importing the same file again changes nothing, a changed row updates its
              object. Nothing is written until the whole file is valid.
            </Text>
          </div>
          <Group gap="sm">
            <Text size="sm">Start from a template:</Text>
            <Button variant="default" size="sm" onClick={() => void downloadTemplate('xlsx')}>
              Excel template
            </Button>
            <Button variant="default" size="sm" onClick={() => void downloadTemplate('csv')}>
              CSV template
            </Button>
          </Group>
          <Group gap="sm" align="center">
            <FileButton
              onChange={choose}
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            >
              {(props) => (
                <Button {...props} loading={dryRun.isPending}>
                  {file ? 'Check another file…' : 'Choose a file to check…'}
                </Button>
              )}
            </FileButton>
            {file && (
              <Text size="sm">
                {file.name} ({sizeText(file.size)})
              </Text>
            )}
          </Group>
          {dryRun.isPending && (
            <Text size="sm" c="dimmed" role="status">
              Checking every row (a dry run: nothing is written)…
            </Text>
          )}
          {problem && (
            <Alert color="red" variant="light" role="alert">
              {problem}
            </Alert>
          )}
          {report && <ImportReportView report={report} />}
          {report?.valid && file && !jobId && (
            <Group>
              <Button
                loading={start.isPending}
                onClick={() =>
                  start.mutate(file, {
                    onSuccess: (job) => setJobId(job.id),
                    onError: (e) => setProblem(apiFieldErrors(e)._ ?? 'The import was refused'),
                  })
                }
              >
                Import {report.rowCount.toLocaleString('en-US')} rows
              </Button>
            </Group>
          )}
          {jobId && <ImportJobStatus jobId={jobId} />}
        </Stack>
      </Paper>
      <Accordion variant="contained" radius="md">
        <Accordion.Item value="columns">
          <Accordion.Control>The file's columns</Accordion.Control>
          <Accordion.Panel>
            <ImportColumns />
          </Accordion.Panel>
        </Accordion.Item>
      </Accordion>
    </SetupShell>
  );
}
