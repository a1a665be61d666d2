import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Menu,
  Modal,
  Paper,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';

import type { ReportSchedule } from '@sw/contracts';
import { REPORT_TEMPLATE_INFO } from '@sw/contracts/report-centre';
import { useState } from 'react';
import { ErrorState } from '../../../components/ui/error-state';
import { ResponsiveTable } from '../../../components/ui/responsive-table';
import { useZonedFormat } from '../../../components/ui/zoned-time';
import { useReportSchedules, useScheduleActions } from '../api/schedules-api';
import { whenText } from '../utils/schedule-text';

const FORMAT_LABEL = { PDF: 'PDF', CSV: 'CSV', EXCEL: 'Excel' } as const;

/** The caller's scheduled reports: when they run, to whom, what the last run did; run, pause, delete. */
export function SchedulesList({ onRan }: { onRan: () => void }) {
  const schedules = useReportSchedules();
  const actions = useScheduleActions();
  const format = useZonedFormat();
  const [deleting, setDeleting] = useState<ReportSchedule | null>(null);
  const failed = actions.update.error ?? actions.remove.error ?? actions.runNow.error;

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="schedules-title">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="schedules-title">
          Scheduled reports
        </Title>
        {schedules.isPending ? (
          <Text size="sm" c="dimmed">
            Loading your schedules…
          </Text>
        ) : schedules.isError ? (
          <ErrorState message={schedules.error.message} onRetry={() => void schedules.refetch()} />
        ) : schedules.data.length === 0 ? (
          <Text size="sm" c="dimmed">
            No scheduled reports yet: fill in a report above and choose ‘Schedule…’ to have it made and
            emailed every day, week or month.
          </Text>
        ) : (
          <ResponsiveTable minWidth={900}>
            <Table verticalSpacing="sm" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Runs</Table.Th>
                  <Table.Th>Recipients</Table.Th>
                  <Table.Th>Next run</Table.Th>
                  <Table.Th>Last run</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {schedules.data.map((s) => (
                  <Table.Tr key={s.id} data-schedule-id={s.id}>
                    <Table.Td>
                      <Text size="sm" fw={600}>
                        {s.title}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {REPORT_TEMPLATE_INFO[s.request.reportTemplate]?.title ?? s.request.reportTemplate} ·{' '}
                        {FORMAT_LABEL[s.format]}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{whenText(s)}</Text>
                      <Text size="xs" c="dimmed">
                        {s.timeZone}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{s.recipients.map((r) => r.name).join(', ')}</Text>
                    </Table.Td>
                    <Table.Td>
                      {s.paused ? (
                        <Badge color="gray" variant="light">
                          Paused
                        </Badge>
                      ) : s.nextRunAt ? (
                        <Text size="sm">{format(s.nextRunAt, 'dd MMM, yyyy HH:mm')}</Text>
                      ) : (
                        '-'
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">
                        {s.lastRunAt ? format(s.lastRunAt, 'dd MMM, yyyy HH:mm') : 'Not yet'}
                      </Text>
                      {s.lastOutcome && (
                        <Text size="xs" c="dimmed">
                          {s.lastOutcome}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4} justify="flex-end" wrap="nowrap">
                        <Button
                          size="xs"
                          variant="default"
                          loading={actions.runNow.isPending && actions.runNow.variables === s.id}
                          onClick={() => actions.runNow.mutate(s.id, { onSuccess: onRan })}
                        >
                          Run now
                        </Button>
                        <Menu position="bottom-end" withinPortal>
                          <Menu.Target>
                            <ActionIcon
                              variant="subtle"
                              color="gray"
                              aria-label={`More actions for ${s.title}`}
                            >
                              ⋮
                            </ActionIcon>
                          </Menu.Target>
                          <Menu.Dropdown>
                            <Menu.Item
                              onClick={() =>
                                actions.update.mutate({ id: s.id, patch: { paused: !s.paused } })
                              }
                            >
                              {s.paused ? 'Resume' : 'Pause'}
                            </Menu.Item>
                            <Menu.Item color="red" onClick={() => setDeleting(s)}>
                              Delete
                            </Menu.Item>
                          </Menu.Dropdown>
                        </Menu>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ResponsiveTable>
        )}
        {failed && (
          <Text size="sm" c="red.8" role="alert">
            {failed.message}
          </Text>
        )}
      </Stack>
      <Modal opened={deleting !== null} onClose={() => setDeleting(null)} title="Delete schedule" centered>
        <Text size="sm">
          ‘{deleting?.title}’ will no longer be made or sent. Files already made stay in My Downloads.
        </Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setDeleting(null)}>
            Cancel
          </Button>
          <Button
            color="red"
            loading={actions.remove.isPending}
            onClick={() =>
              deleting && actions.remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })
            }
          >
            Delete
          </Button>
        </Group>
      </Modal>
    </Paper>
  );
}
