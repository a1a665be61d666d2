import { Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { EnrichedNotification } from '@sw/contracts';
import { useMemo, useState } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { ListPagination } from '../../../components/ui/list-pagination';
import { pageOf } from '../../../lib/page-slice';
import { type NotificationsRequest, useEnrichedNotifications } from '../api/get-notifications';
import { listPeriod } from '../utils/notification-period';
import { shownNotifications } from '../utils/notification-rows';
import {
  type NotificationFilterPatch,
  type NotificationListSearch,
  withNotificationFilters,
} from '../utils/notification-search';
import { NotificationCards } from './notification-cards';
import { NotificationDismissDialog } from './notification-dismiss-dialog';
import { NotificationFilters } from './notification-filters';
import { NotificationsTable } from './notifications-table';

export interface NotificationListProps {
  search: NotificationListSearch;
  onSearch: (next: NotificationListSearch) => void;
  /** The viewer's zone: the period's days are read in it. */
  timeZone: string;
  /** One site only (my-view): no Site column or site filter. */
  siteId?: number;
  subtitle?: string;
}

/**
 * C-003 decision: every notification sent in the period (default last 7 days), newest first, with
 * filters, paging from the URL and a Dismiss checkbox per notification.
 */
export function NotificationList({ search, onSearch, timeZone, siteId, subtitle }: NotificationListProps) {
  const mobile = useMediaQuery('(max-width: 48em)') ?? false;
  const multiSite = siteId === undefined;
  // Recomputed when the period in the URL changes; "now" is the moment it was chosen.
  const period = useMemo(
    () => listPeriod({ from: search.from, to: search.to }, timeZone, new Date()),
    [search.from, search.to, timeZone],
  );
  const request: NotificationsRequest = {
    from: period.from,
    to: period.to,
    siteIds: siteId !== undefined ? [siteId] : search.sites,
    sentinelTypes: search.sentinelTypes,
    state: search.state,
  };
  const list = useEnrichedNotifications(request);
  const shown = useMemo(() => shownNotifications(list.data ?? [], search), [list.data, search]);
  const page = pageOf(shown, search.page, search.rowLimit);
  const [dismissing, setDismissing] = useState<EnrichedNotification | null>(null);
  const onFilters = (patch: NotificationFilterPatch) => onSearch(withNotificationFilters(search, patch));

  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Title order={1} fz="h2">
          Notifications
        </Title>
        <Text size="sm" c="dimmed" data-testid="notification-count">
          {subtitle ? `${subtitle} · ` : ''}
          {list.data ? `${shown.length} notifications sent, newest first` : '\u00a0'}
        </Text>
      </Stack>
      <NotificationFilters
        search={search}
        period={period}
        timeZone={timeZone}
        multiSite={multiSite}
        onChange={onFilters}
      />
      <Paper
        withBorder={!mobile}
        radius="md"
        p={0}
        bg={mobile ? 'transparent' : undefined}
        style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}
        aria-busy={list.isFetching}
      >
        {renderBody()}
      </Paper>
      <ListPagination page={page.page} pages={page.pages} onPage={(p) => onSearch({ ...search, page: p })} />
      <NotificationDismissDialog notification={dismissing} onClose={() => setDismissing(null)} />
    </Stack>
  );

  // A function, not a component: a component declared here would remount the list on every render.
  function renderBody() {
    if (list.error && !list.data)
      return <ErrorState message={list.error.message} onRetry={() => void list.refetch()} />;
    if (!list.data)
      return (
        <Stack gap="xs" p="md" aria-label="Loading notifications">
          {[0, 1, 2, 3, 4].map((i) => (
            <Skeleton key={i} height={28} />
          ))}
        </Stack>
      );
    if (shown.length === 0) return <EmptyState />;
    const props = { rows: page.rows, multiSite, onDismiss: setDismissing, label: 'Notifications sent' };
    return mobile ? <NotificationCards {...props} /> : <NotificationsTable {...props} />;
  }
}
