import { Group, Select, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link, useNavigate, useRouterState, useSearch } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { PRODUCT_NAME } from '../../components/ui/brand';
import classes from '../../components/ui/link-tabs.module.css';
import { useCurrentUser } from '../../features/auth/api/get-current-user';
import { useSites } from '../../features/sites/api/get-sites';

const TABS = [
  { path: '/controls', label: 'All controls' },
  { path: '/controls/thermostats', label: 'Thermostats' },
  { path: '/controls/schedule', label: 'Schedule' },
  { path: '/controls/savings', label: 'Savings' },
] as const;

export interface ControlsContext {
  siteId: number;
  siteTitle: string;
  timeZone: string;
  /** MANAGER and ADMIN change working modes (access policy); VIEWERs follow them. */
  canChange: boolean;
}

/**
 * The controls pages' frame (site scoped, A-083): title, the site (the siteId query; the first of
 * the caller's sites when none is named), the four pages as link tabs, then the page's content.
 */
export function ControlsShell({
  title,
  purpose,
  children,
}: {
  title: string;
  purpose: string;
  children: (ctx: ControlsContext) => ReactNode;
}) {
  useDocumentTitle(`${title} · ${PRODUCT_NAME}`);
  const search = useSearch({ strict: false }) as { siteId?: number };
  const navigate = useNavigate();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const sites = useSites();
  const user = useCurrentUser();
  const list = sites.data ?? [];
  const site = list.find((s) => s.id === search.siteId) ?? list[0];
  const role = user.data?.effectiveRole;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Stack gap={2}>
          <Title order={1} fz="h2">
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {purpose}
          </Text>
        </Stack>
        <Select
          label="Site"
          w={280}
          searchable
          allowDeselect={false}
          data={list.map((s) => ({ value: String(s.id), label: s.title }))}
          value={site ? String(site.id) : null}
          onChange={(v) =>
            v && void navigate({ to: '.', search: { siteId: Number(v) } as never, replace: true })
          }
        />
      </Group>
      <nav aria-label="Controls views">
        <Group gap={0} className={classes.bar} wrap="wrap">
          {TABS.map((tab) => (
            <UnstyledButton
              key={tab.path}
              component={Link}
              to={tab.path}
              search={site ? ({ siteId: site.id } as never) : undefined}
              className={classes.tab}
              data-active={pathname === tab.path || undefined}
              aria-current={pathname === tab.path ? 'page' : undefined}
            >
              {tab.label}
            </UnstyledButton>
          ))}
        </Group>
      </nav>
      {sites.isError ? (
        <Text c="red">{sites.error.message}</Text>
      ) : !site ? (
        <Text size="sm">{sites.isPending ? 'Data is loading...' : 'No sites to show.'}</Text>
      ) : (
        children({
          siteId: site.id,
          siteTitle: site.title,
          timeZone: site.timeZone,
          canChange: role === 'ADMIN' || role === 'MANAGER',
        })
      )}
    </Stack>
  );
}
