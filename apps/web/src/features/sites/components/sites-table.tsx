import {
  Anchor,
  Badge,
  Group,
  Pagination,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Site } from '@sw/contracts';
import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { ResponsiveTable } from '../../../components/ui/responsive-table';
import { useSites } from '../api/get-sites';
import { useNow } from '../hooks/use-now';
import {
  DEFAULT_SITE_SORT,
  filterSites,
  localTime,
  pageOf,
  type SiteSort,
  type SiteSortKey,
  sortSites,
} from '../utils/site-list';
import { SiteCards } from './site-cards';
import { SiteThumb } from './site-image';
import { SiteStatusBadge } from './site-status-badge';

interface Column {
  label: string;
  sort?: SiteSortKey;
  numeric?: boolean;
}
// D-033: the list's columns.
const COLUMNS: readonly Column[] = [
  { label: 'Site', sort: 'title' },
  { label: 'Country' },
  { label: 'Status', sort: 'status' },
  { label: 'Active incidents', sort: 'incidents', numeric: true },
  { label: 'Local time', numeric: true },
];
const PLACEHOLDER_ROWS = Array.from({ length: 8 }, (_, i) => `placeholder-${i}`);

/** The organisation's sites: search, sort and pages, with loading, failure and empty states. */
export function SitesTable() {
  const sites = useSites();
  const mobile = useMediaQuery('(max-width: 48em)');
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<SiteSort>(DEFAULT_SITE_SORT);
  const [page, setPage] = useState(1);
  const now = useNow();
  const shown = useMemo(
    () => sortSites(filterSites(sites.data ?? [], query), sort),
    [sites.data, query, sort],
  );
  const current = pageOf(shown, page);

  if (sites.isError) return <ErrorState message={sites.error.message} onRetry={() => void sites.refetch()} />;
  if (sites.data?.length === 0) {
    return <EmptyState title="No sites yet" subtitle="Sites of your organisation will appear here." />;
  }
  const toggle = (key: SiteSortKey) => {
    setPage(1);
    setSort((s) =>
      s.key === key
        ? { key, direction: s.direction === 'asc' ? 'desc' : 'asc' }
        : { key, direction: key === 'incidents' ? 'desc' : 'asc' },
    );
  };

  return (
    <Stack gap="sm" p={mobile ? 0 : 'md'}>
      <TextInput
        placeholder="Search sites by name, address or country"
        aria-label="Search sites"
        value={query}
        onChange={(e) => {
          setQuery(e.currentTarget.value);
          setPage(1);
        }}
        maw={420}
      />
      {sites.data && shown.length === 0 ? (
        <EmptyState />
      ) : mobile ? (
        sites.data ? (
          <SiteCards sites={current.rows} />
        ) : (
          <Skeleton h={240} radius="md" />
        )
      ) : (
        <ResponsiveTable minWidth={760}>
          <Table
            striped
            highlightOnHover
            verticalSpacing="xs"
            horizontalSpacing="md"
            aria-busy={sites.isPending}
          >
            <Table.Thead>
              <Table.Tr>
                {COLUMNS.map((c) => (
                  <SortableTh key={c.label} column={c} sort={sort} onSort={toggle} />
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {sites.data ? (
                current.rows.map((s) => <SiteRow key={s.id} site={s} now={now} />)
              ) : (
                <LoadingRows />
              )}
            </Table.Tbody>
          </Table>
        </ResponsiveTable>
      )}
      {current.pages > 1 && (
        <Group justify="flex-end">
          <Pagination
            total={current.pages}
            value={current.page}
            onChange={setPage}
            size="sm"
            aria-label="Site pages"
            // Every button named for assistive technology: the arrows are icons only.
            getControlProps={(control) => ({ 'aria-label': `${control} page` })}
            getItemProps={(p) => ({ 'aria-label': `Page ${p}` })}
          />
        </Group>
      )}
    </Stack>
  );
}

function SortableTh({
  column,
  sort,
  onSort,
}: {
  column: Column;
  sort: SiteSort;
  onSort: (k: SiteSortKey) => void;
}) {
  const active = column.sort !== undefined && sort.key === column.sort;
  const ariaSort = active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined;
  // nowrap: 'Active incidents' must not break onto two lines at 1280 px.
  const style = { whiteSpace: 'nowrap' as const };
  if (!column.sort) {
    return (
      <Table.Th ta={column.numeric ? 'right' : undefined} style={style}>
        {column.label}
      </Table.Th>
    );
  }
  const key = column.sort;
  return (
    <Table.Th ta={column.numeric ? 'right' : undefined} style={style} aria-sort={ariaSort}>
      <UnstyledButton onClick={() => onSort(key)} fw={700} fz="sm">
        {column.label}{' '}
        {active ? (
          sort.direction === 'asc' ? (
            '▲'
          ) : (
            '▼'
          )
        ) : (
          <Text span c="dimmed" fz="xs">
            ↕
          </Text>
        )}
      </UnstyledButton>
    </Table.Th>
  );
}

function SiteRow({ site, now }: { site: Site; now: Date }) {
  return (
    <Table.Tr>
      <Table.Td>
        <Group gap="sm" wrap="nowrap">
          <SiteThumb images={site.images} title={site.title} />
          <Stack gap={0} miw={0}>
            <Anchor component={Link} to={`/sites/${site.id}`} fw={600} size="sm">
              {site.title}
            </Anchor>
            {/* Missing values show '-' (spec 1 §8). */}
            <Text size="xs" c="dimmed" lineClamp={1}>
              {site.address || '-'}
            </Text>
          </Stack>
        </Group>
      </Table.Td>
      <Table.Td>{site.country || '-'}</Table.Td>
      <Table.Td miw={150}>
        <SiteStatusBadge status={site.status} />
      </Table.Td>
      <Table.Td ta="right">
        {site.numberActiveIncidents > 0 ? (
          <Badge
            component={Link}
            to={`/sites/${site.id}/incidents`}
            color="red"
            variant="filled"
            radius="sm"
            style={{ cursor: 'pointer' }}
          >
            {site.numberActiveIncidents}
          </Badge>
        ) : (
          <Text size="sm" c="dimmed">
            0
          </Text>
        )}
      </Table.Td>
      <Table.Td ta="right" title={site.timeZone}>
        <Text size="sm" ff="monospace">
          {localTime(site.timeZone, now)}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}

function LoadingRows() {
  return PLACEHOLDER_ROWS.map((key) => (
    <Table.Tr key={key}>
      {COLUMNS.map((c) => (
        <Table.Td key={c.label}>
          {c.numeric ? (
            <Skeleton height={14} width={32} radius="sm" ml="auto" />
          ) : (
            <Skeleton height={14} radius="sm" />
          )}
        </Table.Td>
      ))}
    </Table.Tr>
  ));
}
