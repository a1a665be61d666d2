import { Group, UnstyledButton } from '@mantine/core';
import { Link, useRouterState } from '@tanstack/react-router';
import classes from '../../../components/ui/link-tabs.module.css';

const TABS = [
  { path: '/setup', label: 'Sites', match: /^\/setup(\/sites(\/|$)|\/?$)/ },
  { path: '/setup/people', label: 'People', match: /^\/setup\/people/ },
  { path: '/setup/import', label: 'Import', match: /^\/setup\/import/ },
  { path: '/setup/organization', label: 'Organisation', match: /^\/setup\/organization$/ },
  { path: '/setup/audit', label: 'Audit', match: /^\/setup\/audit/ },
] as const;

/** The setup application's sections, as links styled as tabs (each is a page). */
export function SetupTabs({ operations }: { operations: boolean }) {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const tabs = operations
    ? [...TABS, { path: '/setup/organizations', label: 'Organisations', match: /^\/setup\/organizations/ }]
    : TABS;
  return (
    <nav aria-label="Setup sections">
      <Group gap={0} className={classes.bar}>
        {tabs.map((tab) => {
          const active = tab.match.test(pathname);
          return (
            <UnstyledButton
              key={tab.path}
              component={Link}
              to={tab.path}
              className={classes.tab}
              data-active={active || undefined}
              aria-current={active ? 'page' : undefined}
            >
              {tab.label}
            </UnstyledButton>
          );
        })}
      </Group>
    </nav>
  );
}
