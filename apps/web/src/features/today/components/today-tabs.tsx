import { Group, UnstyledButton } from '@mantine/core';
import { Link, useRouterState } from '@tanstack/react-router';
import classes from '../../../components/ui/link-tabs.module.css';
import { activeTodayTab, TODAY_TABS } from '../utils/today-tabs';

/** The Today tab bar (C-004/C-005): links, so that each tab can be bookmarked or opened apart. */
export function TodayTabs() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const active = activeTodayTab(pathname);
  return (
    <nav aria-label="Today sections" style={{ overflowX: 'auto' }}>
      <Group gap={0} wrap="nowrap" className={classes.bar}>
        {TODAY_TABS.map((tab) => (
          <UnstyledButton
            key={tab.to}
            component={Link}
            to={tab.to}
            // The HVAC page links back to Today (prev=today, spec 2 §2). Typed loosely: the
            // polymorphic button does not carry the router's route types.
            search={(tab.to === '/hvac-controls-operations' ? { prev: 'today' } : undefined) as never}
            className={classes.tab}
            data-active={tab.to === active || undefined}
            aria-current={tab.to === active ? 'page' : undefined}
          >
            {tab.label}
          </UnstyledButton>
        ))}
      </Group>
    </nav>
  );
}
