import { Center, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { Brand, PRODUCT_NAME } from '../../components/ui/brand';
import { LoginForm } from '../../features/auth/components/login-form';
import { safeNextPath } from '../../lib/login-redirect';

const route = getRouteApi('/login');

export function LoginPage() {
  useDocumentTitle(`Sign in · ${PRODUCT_NAME}`);
  const { next } = route.useSearch();
  const navigate = useNavigate();

  return (
    <Center mih="100dvh" p="md" bg="var(--mantine-color-gray-0)">
      <Stack w="100%" maw={420} gap="lg">
        <Center>
          <Brand size="lg" />
        </Center>
        <Paper withBorder shadow="sm" radius="lg" p="xl">
          <Stack gap={4} mb="lg">
            <Title order={2} fz="h3">
              Sign in
            </Title>
            <Text size="sm" c="dimmed">
              Monitor your sites, equipment and energy in one place.
            </Text>
          </Stack>
          <LoginForm onSuccess={() => void navigate({ href: safeNextPath(next), replace: true })} />
        </Paper>
      </Stack>
    </Center>
  );
}
