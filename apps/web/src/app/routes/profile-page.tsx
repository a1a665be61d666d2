import { Anchor, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import { PRODUCT_NAME } from '../../components/ui/brand';
import { useCurrentUser } from '../../features/auth/api/get-current-user';
import { ProfileDetails } from '../../features/auth/components/profile-details';
import { OrganizationSummary } from '../../features/organization/components/organization-summary';
import { currentOrganizationId } from '../../lib/current-organization';

export function ProfilePage() {
  useDocumentTitle(`Profile · ${PRODUCT_NAME}`);
  // The layout renders pages only once the user is loaded.
  const { data: user } = useCurrentUser();
  if (!user) return null;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={1} fz="h2">
            Profile
          </Title>
          <Text size="sm" c="dimmed">
            Your account as SiteWatch knows it. Ask an administrator to change these details.
          </Text>
        </Stack>
        <Anchor component={Link} to="/settings/change-password" size="sm">
          Change password
        </Anchor>
      </Group>
      <Paper withBorder radius="md" p="lg">
        <ProfileDetails user={user} />
        <Divider my="lg" label="Organisation" labelPosition="left" />
        <OrganizationSummary organizationId={currentOrganizationId(user)} />
      </Paper>
    </Stack>
  );
}
