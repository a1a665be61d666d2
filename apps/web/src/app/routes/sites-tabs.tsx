import { Group, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Link, useRouterState } from '@tanstack/react-router';
import classes from '../../components/ui/link-tabs.module.css';

/**
 * The sites list and the map as two tabs (D-014, D-032): 'List' on desktop, 'Sites' on mobile, and
 * 'Map'. Links, not ARIA tabs: each is a page of its own. The list tab keeps /list when that is where
 * the user is.
 */
export function SitesTabs() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const mobile = useMediaQuery('(max-width: 48em)');
  const listPath = pathname === '/list' ? '/list' : '/sites';
  const tabs = [
    {
      path: listPath,
      label: mobile ? 'Sites' : 'List',
      active: pathname === '/sites' || pathname === '/list',
    },
    { path: '/map', label: 'Map', active: pathname === '/map' },
  ];
  return (
    <nav aria-label="Sites views">
      <Group gap={0} className={classes.bar}>
        {tabs.map((tab) => (
          <UnstyledButton
            key={tab.path}
            component={Link}
            to={tab.path}
            className={classes.tab}
            data-active={tab.active || undefined}
            aria-current={tab.active ? 'page' : undefined}
          >
            {tab.label}
          </UnstyledButton>
        ))}
      </Group>
    </nav>
  );
}
