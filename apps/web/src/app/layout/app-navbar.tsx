import { AppShell, Group, NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import type { CurrentUser, OrganizationFeatures } from '@sw/contracts';
import { Link, useRouterState } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import {
  BellIcon,
  EquipmentIcon,
  ExternalLinkIcon,
  InsightsIcon,
  ReportIcon,
  SetupIcon,
  SitesIcon,
  TodayIcon,
} from '../../components/ui/icons';
import { SETUP_URL } from '../../lib/config';
import { getToken } from '../../lib/session';
import { type NavItem, navItems, sectionOf, setupLink } from './nav-model';

const ICONS: Record<NavItem['section'], ComponentType<{ size?: number }>> = {
  today: TodayIcon,
  insights: InsightsIcon,
  notifications: BellIcon,
  sites: SitesIcon,
  equipment: EquipmentIcon,
  reports: ReportIcon,
};

interface Props {
  user: CurrentUser;
  features: OrganizationFeatures['features'] | undefined;
  onNavigate: () => void;
}

/** Spec 1 §2 side navigation; the entry of the current section is active (Sites also on the map). */
export function AppNavbar({ user, features, onNavigate }: Props) {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const active = sectionOf(pathname);
  const setup = setupLink(SETUP_URL, user.effectiveRole, getToken());
  return (
    <>
      <AppShell.Section grow component={ScrollArea}>
        <Stack gap={4}>
          {navItems(features).map((item) => {
            const Icon = ICONS[item.section];
            return (
              <NavLink
                key={item.section}
                component={Link}
                to={item.to}
                label={item.label}
                leftSection={<Icon size={20} />}
                active={active === item.section}
                onClick={onNavigate}
                variant="light"
                fw={500}
                style={{ borderRadius: 'var(--mantine-radius-md)' }}
              />
            );
          })}
        </Stack>
      </AppShell.Section>
      {/* Phones hide the name and organisation in the top bar; the open drawer shows them. */}
      <AppShell.Section
        hiddenFrom="xs"
        pt="sm"
        style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
      >
        <Group gap="sm" wrap="nowrap">
          <Stack gap={0}>
            <Text size="sm" fw={600}>
              {`${user.firstName} ${user.lastName}`.trim() || user.email}
            </Text>
            <Text size="xs" c="dimmed">
              {user.organizationTitle}
            </Text>
          </Stack>
        </Group>
      </AppShell.Section>
      {setup && SETUP_URL.startsWith('/') ? (
        // Our own setup application: a page of this app, already signed in (no token to hand over).
        <AppShell.Section>
          <NavLink
            component={Link}
            to={SETUP_URL}
            label="Setup"
            leftSection={<SetupIcon size={20} />}
            active={pathname === SETUP_URL || pathname.startsWith(`${SETUP_URL}/`)}
            onClick={onNavigate}
            variant="light"
            fw={500}
            style={{ borderRadius: 'var(--mantine-radius-md)' }}
          />
        </AppShell.Section>
      ) : (
        setup && (
          <AppShell.Section>
            <NavLink
              component="a"
              href={setup}
              target="_blank"
              rel="noopener"
              label="Setup"
              leftSection={<SetupIcon size={20} />}
              rightSection={<ExternalLinkIcon size={14} />}
              style={{ borderRadius: 'var(--mantine-radius-md)' }}
            />
          </AppShell.Section>
        )
      )}
    </>
  );
}
