import { AppShell, Container } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { CurrentUser, OrganizationFeatures } from '@sw/contracts';
import type { ReactNode } from 'react';
import { AppHeader } from './app-header';
import { AppNavbar } from './app-navbar';

interface Props {
  user: CurrentUser;
  features: OrganizationFeatures['features'] | undefined;
  children: ReactNode;
}

/** Header, side navigation (a drawer toggled by the burger on small screens, spec 1 §4) and page. */
export function AppFrame({ user, features, children }: Props) {
  const [navOpen, nav] = useDisclosure(false);
  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 232, breakpoint: 'sm', collapsed: { mobile: !navOpen } }}
      padding="lg"
    >
      <AppShell.Header>
        <AppHeader user={user} navOpen={navOpen} onToggleNav={nav.toggle} />
      </AppShell.Header>
      <AppShell.Navbar p="sm" aria-label="Main navigation">
        <AppNavbar user={user} features={features} onNavigate={nav.close} />
      </AppShell.Navbar>
      <AppShell.Main bg="var(--mantine-color-gray-0)">
        <Container size="xl" px={0} py="xs">
          {children}
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}
