import { Button, Code, List, Stack, Table, Text } from '@mantine/core';
import type { SetupAuditEntry } from '@sw/contracts/setup';
import { useInfiniteQuery } from '@tanstack/react-query';
import { ErrorState } from '../../../components/ui/error-state';
import { ResponsiveTable } from '../../../components/ui/responsive-table';
import { useZonedFormat } from '../../../components/ui/zoned-time';
import { apiRequest } from '../../../lib/api-client';
import { SETUP_KEY } from '../api/setup-query';
import { actionText, auditChanges } from '../utils/audit-changes';

const PAGE = 50;

/** Who changed what in setup and when, newest first, 50 at a time. */
export function AuditList() {
  const format = useZonedFormat();
  const audit = useInfiniteQuery({
    queryKey: [...SETUP_KEY, 'audit'],
    queryFn: ({ pageParam, signal }) =>
      apiRequest<SetupAuditEntry[]>('/api/v1/setup/audit', {
        signal,
        query: { limit: PAGE, before: pageParam },
      }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => (last.length === PAGE ? last.at(-1)?.id : undefined),
  });
  if (audit.isPending)
    return (
      <Text size="sm" c="dimmed">
        Loading the audit…
      </Text>
    );
  if (audit.isError) return <ErrorState message={audit.error.message} onRetry={() => void audit.refetch()} />;
  const entries = audit.data.pages.flat();
  if (!entries.length)
    return (
      <Text size="sm" c="dimmed">
        No changes yet.
      </Text>
    );
  return (
    <Stack gap="sm">
      <ResponsiveTable minWidth={900}>
        <Table verticalSpacing="xs" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>When</Table.Th>
              <Table.Th>Who</Table.Th>
              <Table.Th>What</Table.Th>
              <Table.Th>Changes</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {entries.map((e) => {
              const changes = auditChanges(e.before, e.after);
              return (
                <Table.Tr key={e.id}>
                  <Table.Td>
                    <Text size="sm">{format(e.at, 'dd MMM, yyyy HH:mm:ss')}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{e.userName ?? (e.userId ? `User ${e.userId}` : 'System')}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {actionText(e.action)}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {e.targetType.toLowerCase().replaceAll('_', ' ')} #{e.targetId}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {changes.length === 0 ? (
                      <Text size="sm" c="dimmed">
                        -
                      </Text>
                    ) : (
                      <List size="xs" spacing={2}>
                        {changes.slice(0, 8).map((c) => (
                          <List.Item key={c.field}>
                            <Code>{c.field}</Code> {c.from && <s>{c.from.slice(0, 60)}</s>}{' '}
                            {c.to && `→ ${c.to.slice(0, 60)}`}
                          </List.Item>
                        ))}
                        {changes.length > 8 && <List.Item>and {changes.length - 8} more</List.Item>}
                      </List>
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </ResponsiveTable>
      {audit.hasNextPage && (
        <Button
          variant="default"
          onClick={() => void audit.fetchNextPage()}
          loading={audit.isFetchingNextPage}
          w="fit-content"
        >
          Show older changes
        </Button>
      )}
    </Stack>
  );
}
