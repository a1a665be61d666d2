import { AppShell, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { CurrentUser } from '@sw/contracts';
import { Brand, PRODUCT_NAME } from '../../components/ui/brand';
import { LogoutIcon } from '../../components/ui/icons';
import { CurrentUserSummary } from '../../features/auth/components/current-user-summary';
import { signOut } from '../../features/auth/utils/sign-out';
import { ChangePasswordForm } from '../../features/password/components/change-password-form';
import { ForcedPasswordPrompt } from '../../features/password/components/forced-password-prompt';

/**
 * Spec 1 §2 enforced password update: on every path, this screen; navigation and menu items are
 * hidden. Sign-out stays, so that nobody is trapped on a shared computer.
 */
export function ForcedPasswordScreen({ user }: { user: CurrentUser }) {
  useDocumentTitle(`Update your password · ${PRODUCT_NAME}`);
  return (
    <AppShell header={{ height: 60 }} padding="lg">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Brand />
          <Group gap="md" wrap="nowrap">
            <CurrentUserSummary user={user} />
            <Button variant="default" size="xs" leftSection={<LogoutIcon size={14} />} onClick={signOut}>
              Logout
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Main bg="var(--mantine-color-gray-0)">
        <Container size={480} py="xl">
          <Stack gap="lg">
            <Stack gap={4}>
              <Title order={1} fz="h2">
                Update your password
              </Title>
              <Text size="sm" c="dimmed">
                Your password is older than our current security policy allows. Choose a new one to continue.
              </Text>
            </Stack>
            <Paper withBorder radius="md" p="lg">
              <ChangePasswordForm userId={user.id} />
            </Paper>
          </Stack>
        </Container>
      </AppShell.Main>
      <ForcedPasswordPrompt />
    </AppShell>
  );
}
