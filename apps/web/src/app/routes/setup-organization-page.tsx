import { Paper, Stack, Text, Title } from '@mantine/core';
import type { SetupOrganization } from '@sw/contracts/setup';
import { ErrorState } from '../../components/ui/error-state';
import { useSetupQuery } from '../../features/setup/api/setup-query';
import { OrganizationForm } from '../../features/setup/components/organization-form';
import { OrganizationLogo } from '../../features/setup/components/organization-logo';
import { SetupShell } from './setup-shell';

/** /setup/organization: the organisation's own settings. */
export function SetupOrganizationPage() {
  const org = useSetupQuery<SetupOrganization>('organization');
  return (
    <SetupShell title="Organisation">
      <Paper withBorder radius="md" p="md">
        <Title order={2} fz="h4" mb="sm">
          Organisation
        </Title>
        {org.isPending ? (
          <Text size="sm" c="dimmed">
            Loading…
          </Text>
        ) : org.isError ? (
          <ErrorState message={org.error.message} onRetry={() => void org.refetch()} />
        ) : (
          <Stack gap="xl">
            <OrganizationForm key={org.data.id} org={org.data} />
            <OrganizationLogo org={org.data} />
          </Stack>
        )}
      </Paper>
    </SetupShell>
  );
}
