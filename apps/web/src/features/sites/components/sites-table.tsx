import { Badge, EmptyState, Skeleton, Table, Text } from '@mantine/core';
import type { Site } from '@sw/contracts';
import { ErrorState } from '../../../components/ui/error-state';
import { useSites } from '../api/get-sites';
import { SiteStatusBadge } from './site-status-badge';

const COLUMNS = ['Site', 'Address', 'Time zone', 'Status', 'Active incidents'] as const;
const NUMERIC: ReadonlySet<string> = new Set(['Active incidents']);
// Stable keys for the placeholder rows shown while the list loads.
const PLACEHOLDER_ROWS = Array.from({ length: 8 }, (_, i) => `placeholder-${i}`);

/** The organisation's sites, with loading, failure and empty states. */
export function SitesTable() {
  const sites = useSites();
  if (sites.isError) return <ErrorState message={sites.error.message} onRetry={() => void sites.refetch()} />;
  if (sites.data?.length === 0) {
    return (
      <EmptyState py="xl" title="No sites yet" description="Sites of your organisation will appear here." />
    );
  }
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover verticalSpacing="sm" horizontalSpacing="md" aria-busy={sites.isPending}>
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((c) => (
              <Table.Th key={c} ta={NUMERIC.has(c) ? 'right' : undefined}>
                {c}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sites.data ? sites.data.map((s) => <SiteRow key={s.id} site={s} />) : <LoadingRows />}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function SiteRow({ site }: { site: Site }) {
  return (
    <Table.Tr>
      <Table.Td fw={600}>{site.title}</Table.Td>
      {/* Missing values show '-' (spec 1 §8). */}
      <Table.Td>{site.address || '-'}</Table.Td>
      <Table.Td>
        <Text size="sm" c="dimmed">
          {site.timeZone || '-'}
        </Text>
      </Table.Td>
      <Table.Td miw={150}>
        <SiteStatusBadge status={site.status} />
      </Table.Td>
      <Table.Td ta="right">
        {site.numberActiveIncidents > 0 ? (
          <Badge color="red" variant="filled" radius="sm">
            {site.numberActiveIncidents}
          </Badge>
        ) : (
          <Text size="sm" c="dimmed">
            0
          </Text>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

function LoadingRows() {
  return PLACEHOLDER_ROWS.map((key) => (
    <Table.Tr key={key}>
      {COLUMNS.map((c) => (
        <Table.Td key={c}>
          {NUMERIC.has(c) ? (
            <Skeleton height={14} width={32} radius="sm" ml="auto" />
          ) : (
            <Skeleton height={14} radius="sm" />
          )}
        </Table.Td>
      ))}
    </Table.Tr>
  ));
}
