import {
  ActionIcon,
  Box,
  Group,
  Loader,
  Menu,
  Progress,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { PRODUCT_NAME } from '../../../components/ui/brand';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { DownloadIcon, ReportIcon } from '../../../components/ui/icons';
import { ResponsiveTable } from '../../../components/ui/responsive-table';
import { useZonedFormat } from '../../../components/ui/zoned-time';
import { deleteReportFile, downloadReportFile } from '../api/downloads-api';
import { useReportFiles } from '../api/use-report-files';
import { REFETCH_AFTER_DELETE_MS, REPORT_FILES_KEY, useReportJobs } from '../api/use-report-jobs';
import {
  type DownloadRow,
  downloadRows,
  formatProgress,
  formatSize,
  searchRows,
} from '../utils/download-rows';
import { markDeleted, markOpened, useFileMarks } from '../utils/file-marks';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';

const messageOf = (err: unknown) => (err instanceof Error ? err.message : 'API request failed');

/** B-062: the file list loads 3 s after the page opens. */
export const INITIAL_LOAD_DELAY_MS = 3000;

function StatusCell({ row }: { row: DownloadRow }) {
  if (row.status === 'generating')
    return (
      <Stack gap={4}>
        <Group gap={6} wrap="nowrap">
          <Loader size={14} aria-hidden="true" />
          <Text size="sm">generating...</Text>
          {row.progress !== null && (
            <Text size="sm" c="dimmed">
              {formatProgress(row.progress)}
            </Text>
          )}
        </Group>
        {/* How much of the file is made, as the worker reports it on REPORTS_STATUS. */}
        {row.progress !== null && (
          <Progress
            value={Number.parseInt(formatProgress(row.progress), 10)}
            size="sm"
            w={120}
            aria-label={`Progress of ${row.name}`}
          />
        )}
      </Stack>
    );
  if (row.status === 'failed')
    return (
      <Text size="sm" c="red.8">
        Failed - {row.message ?? 'Please try again later'}
      </Text>
    );
  return (
    <Text size="sm" c="teal.9">
      Success
    </Text>
  );
}

/** My Downloads (spec 1 §2, B-040 … B-063): the caller's report files and the jobs still being made. */
export function DownloadsPage() {
  useDocumentTitle(`My Downloads · ${PRODUCT_NAME}`);
  const client = useQueryClient();
  const format = useZonedFormat();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), INITIAL_LOAD_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  // The top bar's tracker follows each unfinished job live, and reads the list every 10 s while this
  // page is open (use-follow-report-jobs.ts): a job started elsewhere appears without a reload.
  const jobs = useReportJobs();
  // After the jobs: the file list is checked against the jobs that had succeeded (use-report-files.ts).
  const files = useReportFiles(ready && jobs.isFetched);
  const marks = useFileMarks();
  const [query, setQuery] = useState('');
  const [deleting, setDeleting] = useState<DownloadRow | null>(null);
  const [busy, setBusy] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const rows = useMemo(
    () => searchRows(downloadRows(files.data?.files ?? [], jobs.data ?? [], marks), query),
    [files.data, jobs.data, marks, query],
  );

  const download = async (row: DownloadRow) => {
    if (!row.fileId) {
      console.info('No fileId presented');
      return;
    }
    if (await downloadReportFile({ fileId: row.fileId, fileName: row.name })) markOpened(row.fileId);
  };
  const confirmDelete = async () => {
    if (!deleting?.fileId) return;
    setBusy(true);
    setDeleteError(null);
    try {
      await deleteReportFile(deleting.fileId);
      // The counter falls (the top bar's tracker follows the marks), and the file's finished job,
      // listed for 10 minutes more, no longer shows it.
      markDeleted(deleting.fileId);
      setDeleting(null);
      setTimeout(
        () => void client.invalidateQueries({ queryKey: REPORT_FILES_KEY }),
        REFETCH_AFTER_DELETE_MS,
      );
    } catch (err) {
      setDeleteError(`The report was not deleted: ${messageOf(err)}`);
    } finally {
      setBusy(false);
    }
  };

  const loading = !ready || files.isPending;
  return (
    <Stack gap="md">
      {/* B-040: the page's title, drawn as its one tab. */}
      <Box style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Title
          order={1}
          size="h4"
          style={{
            display: 'inline-block',
            padding: '6px 12px',
            borderBottom: '2px solid var(--mantine-primary-color-filled)',
            marginBottom: -1,
          }}
        >
          My Downloads
        </Title>
      </Box>
      <TextInput
        label="Quick Search"
        placeholder="Name or type (3 characters or more)"
        value={query}
        onChange={(e) => setQuery(e.currentTarget.value)}
        maw={360}
      />
      {files.isError ? (
        <ErrorState message={messageOf(files.error)} onRetry={() => void files.refetch()} />
      ) : loading && rows.length === 0 ? (
        <Group gap="xs" role="status" aria-label="Loading your files">
          <Loader size="sm" />
          <Text size="sm" c="dimmed">
            Loading your files…
          </Text>
        </Group>
      ) : rows.length === 0 ? (
        <EmptyState
          title={query.trim().length >= 3 ? 'No matching files' : 'No reports yet'}
          subtitle={
            query.trim().length >= 3
              ? 'No file name or type contains your search'
              : 'Reports you generate appear here, ready to download'
          }
        />
      ) : (
        <ResponsiveTable minWidth={720}>
          <Table highlightOnHover verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Date Created</Table.Th>
                <Table.Th>Size</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.key}>
                  <Table.Td>
                    <Group gap={6} wrap="nowrap">
                      {/* Kept at its size when a long name wraps (phone cards). */}
                      <Box component="span" display="flex" style={{ flexShrink: 0 }}>
                        <ReportIcon size={16} />
                      </Box>
                      <Text size="sm" fw={row.emphasised ? 700 : 400} style={{ overflowWrap: 'anywhere' }}>
                        {row.name}
                      </Text>
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{format(row.createdAt, 'dd MMM, yyyy HH:mm')}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{formatSize(row.size)}</Text>
                  </Table.Td>
                  <Table.Td>
                    <StatusCell row={row} />
                  </Table.Td>
                  <Table.Td>
                    {row.status === 'success' && row.fileId && (
                      <Group gap={4} wrap="nowrap" justify="flex-end">
                        <Tooltip label="Download">
                          <ActionIcon
                            variant="subtle"
                            aria-label={`Download ${row.name}`}
                            onClick={() => void download(row)}
                          >
                            <DownloadIcon size={18} />
                          </ActionIcon>
                        </Tooltip>
                        <Menu position="bottom-end" withinPortal>
                          <Menu.Target>
                            <ActionIcon
                              variant="subtle"
                              color="gray"
                              aria-label={`More actions for ${row.name}`}
                            >
                              ⋮
                            </ActionIcon>
                          </Menu.Target>
                          <Menu.Dropdown>
                            <Menu.Item
                              color="red"
                              onClick={() => {
                                setDeleteError(null);
                                setDeleting(row);
                              }}
                            >
                              Delete
                            </Menu.Item>
                          </Menu.Dropdown>
                        </Menu>
                      </Group>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ResponsiveTable>
      )}
      <ConfirmDeleteDialog
        fileName={deleting?.name ?? null}
        busy={busy}
        error={deleteError}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
