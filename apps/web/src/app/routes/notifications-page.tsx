import { Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useNavigate, useRouterState, useSearch } from '@tanstack/react-router';
import { useCallback } from 'react';
import { PRODUCT_NAME } from '../../components/ui/brand';
import { EmptyState } from '../../components/ui/empty-state';
import { NotificationTabs } from '../../features/incidents/components/notification-tabs';
import { useNotificationSites } from '../../features/notifications/api/get-sites';
import { NotificationList } from '../../features/notifications/components/notification-list';
import { SitePicker } from '../../features/notifications/components/site-picker';
import {
  type NotificationListSearch,
  notificationListSearch,
} from '../../features/notifications/utils/notification-search';
import { parseSearch } from '../../lib/search-params';
import { useUserZone } from '../../lib/time-zone';
import { keepOtherKeys } from './keep-search';

/** The URL keys the notification list manages; any other key is kept for the other tabs (C-002). */
const LIST_KEYS = ['from', 'to', 'sites', 'sentinelTypes', 'state', 'severity', 'siteId', 'page', 'rowLimit'];

function useListSearch() {
  const search = notificationListSearch(useSearch({ strict: false }) as Record<string, unknown>);
  const searchStr = useRouterState({ select: (s) => s.location.searchStr });
  const navigate = useNavigate();
  const setSearch = useCallback(
    (next: NotificationListSearch) =>
      void navigate({
        to: '.',
        search: keepOtherKeys(parseSearch(searchStr), LIST_KEYS, { ...next }) as never,
      }),
    [navigate, searchStr],
  );
  return { search, setSearch, timeZone: useUserZone() };
}

/** /notifications, /notifications/list and /dashboard/notifications: every notification sent (C-003). */
export function NotificationsPage() {
  useDocumentTitle(`Notifications · ${PRODUCT_NAME}`);
  const { search, setSearch, timeZone } = useListSearch();
  return (
    <Stack gap="md">
      <NotificationTabs />
      <NotificationList search={search} onSearch={setSearch} timeZone={timeZone} />
    </Stack>
  );
}

/** /notifications/my-view?siteId=…: the same list for one site; a site picker without siteId. */
export function NotificationsMyViewPage() {
  const { search, setSearch, timeZone } = useListSearch();
  const sites = useNotificationSites();
  const site = sites.data?.find((s) => s.id === search.siteId);
  useDocumentTitle(`${site ? `${site.title} · ` : ''}My View · ${PRODUCT_NAME}`);
  const pick = (siteId: number) => setSearch({ ...search, siteId, sites: undefined, page: 1 });
  let body: React.ReactNode;
  if (search.siteId === undefined) body = <SitePicker onPick={pick} />;
  else if (sites.data && !site)
    body = <EmptyState title="Site not found" subtitle="This site does not exist or you cannot see it." />;
  else
    body = (
      <NotificationList
        search={search}
        onSearch={setSearch}
        timeZone={timeZone}
        siteId={search.siteId}
        subtitle={site?.title}
      />
    );
  return (
    <Stack gap="md">
      <NotificationTabs />
      {body}
    </Stack>
  );
}
