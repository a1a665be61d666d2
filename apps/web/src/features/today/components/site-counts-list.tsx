import { Group, Pagination, Select, Stack, Text, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { type SiteCountsRequest, useIncidentCountsBySite } from '../api/get-incident-counts-by-site';
import {
  DEFAULT_ROW_LIMIT,
  normalizeSiteCount,
  pageOf,
  ROW_LIMIT_OPTIONS,
  rankSiteCounts,
  SITE_SEARCH_MIN,
  searchSiteCounts,
} from '../utils/site-counts';
import { SiteCountsTable } from './site-counts-table';

/** C-054 (decision): a full-width list has room for 45 characters, like the annual tables. */
const TITLE_MAX = 45;

export interface SiteCountsListProps {
  request: SiteCountsRequest;
  label: string;
  /** Shown when no site has a counted incident. */
  emptyTitle?: string;
  /** From the URL (spec 2 §5): page defaults to 1, rowLimit to 10 (C-039). */
  page: number;
  rowLimit: number | undefined;
  onPaging: (paging: { page: number; rowLimit: number }) => void;
}

/** C-008 … C-010: the searchable, paginated list of sites and their incident counts. */
export function SiteCountsList({
  request,
  label,
  emptyTitle = 'No Active Incidents',
  page,
  rowLimit = DEFAULT_ROW_LIMIT,
  onPaging,
}: SiteCountsListProps) {
  const [query, setQuery] = useState('');
  const counts = useIncidentCountsBySite(request);
  const ranked = useMemo(
    () => rankSiteCounts((counts.data ?? []).map((c) => normalizeSiteCount(c))),
    [counts.data],
  );
  const found = useMemo(() => searchSiteCounts(ranked, query), [ranked, query]);
  const current = pageOf(found, page, rowLimit);
  const searching = Array.from(query.trim()).length >= SITE_SEARCH_MIN;

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end" gap="sm">
        <TextInput
          label="Search sites"
          placeholder="Type 3 or more characters"
          value={query}
          onChange={(e) => {
            setQuery(e.currentTarget.value);
            if (page !== 1) onPaging({ page: 1, rowLimit });
          }}
          w={{ base: '100%', xs: 280 }}
        />
        <Text size="sm" c="dimmed" aria-live="polite">
          {counts.isPending
            ? '\u00a0'
            : `${found.length} ${found.length === 1 ? 'site' : 'sites'}${searching ? ' found' : ''}`}
        </Text>
      </Group>
      {counts.isError ? (
        <ErrorState message={counts.error.message} onRetry={() => void counts.refetch()} />
      ) : !counts.isPending && found.length === 0 ? (
        searching ? (
          <EmptyState />
        ) : (
          <EmptyState title={emptyTitle} subtitle="No site has incidents in this list." />
        )
      ) : (
        <SiteCountsTable rows={current.rows} titleMax={TITLE_MAX} loading={counts.isPending} label={label} />
      )}
      <Group justify="space-between" gap="sm">
        <Select
          label="Rows per page"
          size="xs"
          w={120}
          data={[...new Set([...ROW_LIMIT_OPTIONS, rowLimit])].sort((a, b) => a - b).map(String)}
          value={String(rowLimit)}
          allowDeselect={false}
          onChange={(v) => onPaging({ page: 1, rowLimit: Number(v ?? DEFAULT_ROW_LIMIT) })}
        />
        {current.pages > 1 && (
          <Pagination
            size="sm"
            total={current.pages}
            value={current.page}
            onChange={(p) => onPaging({ page: p, rowLimit })}
            getControlProps={(control) => ({ 'aria-label': `${control} page` })}
            getItemProps={(p) => ({ 'aria-label': `Page ${p}` })}
          />
        )}
      </Group>
    </Stack>
  );
}
