import { Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { PRODUCT_NAME } from '../../components/ui/brand';
import { useCurrentUser } from '../../features/auth/api/get-current-user';
import { ChangePasswordForm } from '../../features/password/components/change-password-form';

export function ChangePasswordPage() {
  useDocumentTitle(`Change password · ${PRODUCT_NAME}`);
  const { data: user } = useCurrentUser();
  if (!user) return null;
  return (
    <Stack gap="lg" maw={480}>
      <Stack gap={4}>
        <Title order={1} fz="h2">
          Change password
        </Title>
        <Text size="sm" c="dimmed">
          Changing your password signs you out on your other devices.
        </Text>
      </Stack>
      <Paper withBorder radius="md" p="lg">
        <ChangePasswordForm userId={user.id} />
      </Paper>
    </Stack>
  );
}
