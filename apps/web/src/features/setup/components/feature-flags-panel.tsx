import { Text } from '@mantine/core';
import type { OrganizationFeatureFlags } from '@sw/contracts/setup';
import { ErrorState } from '../../../components/ui/error-state';
import { useSetupQuery } from '../api/setup-query';
import { FeatureFlagsForm } from './feature-flags-form';

type Flags = ReturnType<typeof OrganizationFeatureFlags.parse>;

/** Loads an organisation's feature list entries, then edits them. */
export function FeatureFlagsPanel({ organizationId }: { organizationId: number }) {
  const flags = useSetupQuery<Flags>(`organizations/${organizationId}/features`);
  if (flags.isPending)
    return (
      <Text size="sm" c="dimmed">
        Loading feature lists…
      </Text>
    );
  if (flags.isError) return <ErrorState message={flags.error.message} onRetry={() => void flags.refetch()} />;
  return (
    <FeatureFlagsForm key={organizationId} organizationId={organizationId} entries={flags.data.entries} />
  );
}
