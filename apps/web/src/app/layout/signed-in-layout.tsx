import { AppShell, Container, Group } from '@mantine/core';
import { Outlet } from '@tanstack/react-router';
import { Brand } from '../../components/ui/brand';
import { ErrorState } from '../../components/ui/error-state';
import { PageLoader } from '../../components/ui/page-loader';
import { useCurrentUser } from '../../features/auth/api/get-current-user';
import { CurrentUserSummary } from '../../features/auth/components/current-user-summary';
import { SignOutButton } from '../../features/auth/components/sign-out-button';
import { isApiError } from '../../lib/api-error';

/** The frame of every signed-in page; pages render only once the current user is known (spec 1 §2). */
export function SignedInLayout() {
  const user = useCurrentUser();
  // A 401 is already on its way to the sign-in page: keep the loader rather than flash an error.
  if (user.isPending || isApiError(user.error, 401)) return <PageLoader />;
  if (user.isError) {
    return (
      <Container size="sm" py="xl">
        <ErrorState message={user.error.message} onRetry={() => void user.refetch()} />
      </Container>
    );
  }

  return (
    <AppShell header={{ height: 64 }} padding="lg">
      <AppShell.Header>
        <Group h="100%" px="lg" justify="space-between" wrap="nowrap">
          <Brand />
          <Group gap="lg" wrap="nowrap">
            <CurrentUserSummary user={user.data} />
            <SignOutButton />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Main bg="var(--mantine-color-gray-0)">
        <Container size="xl" py="md">
          <Outlet />
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}
