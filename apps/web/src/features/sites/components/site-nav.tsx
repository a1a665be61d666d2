import { Group, UnstyledButton } from '@mantine/core';
import type { SiteFeatures } from '@sw/contracts';
import { Link, useRouterState } from '@tanstack/react-router';
import classes from '../../../components/ui/link-tabs.module.css';

/** The site's pages; Dashboard and Incidents show when the site's navigation features include them (D-054). */
export function SiteNav({ siteId, features }: { siteId: number; features: SiteFeatures | undefined }) {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const nav = new Set(features?.SITE_NAV ?? []);
  const base = `/sites/${siteId}`;
  const tabs = [
    { to: base, label: 'Overview', show: true },
    { to: `${base}/dashboard`, label: 'Dashboard', show: nav.has('DASHBOARD') },
    { to: `${base}/insights`, label: 'Insights', show: true },
    { to: `${base}/incidents`, label: 'Incidents', show: nav.has('INCIDENTS') },
    {
      to: `${base}/analytics/temperature-compliance`,
      label: 'Temperature Compliance',
      show: nav.has('TEMPERATURE_COMPLIANCE'),
    },
  ].filter((t) => t.show);
  return (
    <nav aria-label="Site pages">
      <Group gap={0} className={classes.bar}>
        {tabs.map((t) => (
          <UnstyledButton
            key={t.to}
            component={Link}
            to={t.to}
            className={classes.tab}
            data-active={pathname === t.to || undefined}
            aria-current={pathname === t.to ? 'page' : undefined}
          >
            {t.label}
          </UnstyledButton>
        ))}
      </Group>
    </nav>
  );
}
