import { Group, UnstyledButton } from '@mantine/core';
import { Link, useRouterState } from '@tanstack/react-router';
import classes from '../../../components/ui/link-tabs.module.css';
import { parseSearch } from '../../../lib/search-params';
import { activeNotificationTab, NOTIFICATION_TABS } from '../utils/notification-tabs';

/**
 * Overview · Incidents · Notifications (C-001). Switching keeps the current query string (C-002), so
 * a period or site filter set on one tab is still set on the next. Links, not ARIA tabs: each one is a
 * page of its own that can be opened in a new tab or bookmarked.
 */
export function NotificationTabs() {
  const { pathname, searchStr } = useRouterState({
    select: (s) => ({ pathname: s.location.pathname, searchStr: s.location.searchStr }),
  });
  const active = activeNotificationTab(pathname);
  return (
    <nav aria-label="Notifications sections">
      <Group gap={0} className={classes.bar}>
        {NOTIFICATION_TABS.map((tab) => (
          <UnstyledButton
            key={tab.path}
            component={Link}
            to={tab.path}
            // The query string as it stands (C-002), every key kept: the next tab reads those it knows.
            search={parseSearch(searchStr) as never}
            className={classes.tab}
            data-active={tab.path === active || undefined}
            aria-current={tab.path === active ? 'page' : undefined}
          >
            {tab.label}
          </UnstyledButton>
        ))}
      </Group>
    </nav>
  );
}
