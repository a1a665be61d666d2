import { Alert, Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { ErrorState } from '../../components/ui/error-state';
import { useCurrentUser } from '../../features/auth/api/get-current-user';
import { useSwitchOrganization } from '../../features/organization/api/switch-organization';
import { useSetupQuery } from '../../features/setup/api/setup-query';
import { FeatureFlagsPanel } from '../../features/setup/components/feature-flags-panel';
import { OrganizationListForm } from '../../features/setup/components/organization-list-form';
import {
  OrganizationListTable,
  type OrganizationRow,
} from '../../features/setup/components/organization-list-table';
import { messageOf } from '../../lib/api-error';
import { OPERATIONS_ORG_ID, SetupShell } from './setup-shell';

/**
 * /setup/organizations (the operations organisation 275 only): every organisation, a new one, each
 * one's feature lists, and 'Open' — the product's organisation switch (a new session inside it).
 */
export function SetupOrganizationsPage() {
  const me = useCurrentUser();
  const operations = me.data?.organizationId === OPERATIONS_ORG_ID;
  const orgs = useSetupQuery<OrganizationRow[]>('organizations', undefined, operations);
  const switcher = useSwitchOrganization();
  const [creating, setCreating] = useState(false);
  const [features, setFeatures] = useState<OrganizationRow | null>(null);
  const [created, setCreated] = useState<OrganizationRow | null>(null);

  return (
    <SetupShell title="Organisations">
      {!me.isPending && !operations ? (
        <Alert color="gray" variant="light" title="For the operations organisation">
          Organisations are managed by the administrators of the operations organisation (275).
        </Alert>
      ) : (
        <Paper withBorder radius="md" p="md">
          <Stack gap="md">
            <Group justify="space-between" wrap="wrap" gap="sm">
              <div>
                <Title order={2} fz="h4">
                  Organisations
                </Title>
                <Text size="sm" c="dimmed">
                  Open one to set it up as its administrator would (sites, people, its first administrator).
                </Text>
              </div>
              <Button onClick={() => setCreating(true)}>New organisation</Button>
            </Group>
            {created && (
              <Alert
                color="teal"
                variant="light"
                role="status"
                withCloseButton
                closeButtonLabel="Dismiss"
                onClose={() => setCreated(null)}
              >
                {created.title} created (id {created.id}). Open it to invite its administrator.
              </Alert>
            )}
            {switcher.isError && (
              <Alert color="red" variant="light" role="alert">
                {messageOf(switcher.error)}
              </Alert>
            )}
            {orgs.isPending ? (
              <Text size="sm" c="dimmed">
                Loading organisations…
              </Text>
            ) : orgs.isError ? (
              <ErrorState message={orgs.error.message} onRetry={() => void orgs.refetch()} />
            ) : (
              <OrganizationListTable
                organizations={orgs.data}
                currentId={me.data?.organizationId}
                openingId={switcher.isPending || switcher.isSuccess ? (switcher.variables ?? null) : null}
                onFeatures={setFeatures}
                onOpen={(o) => switcher.mutate(o.id)}
              />
            )}
          </Stack>
        </Paper>
      )}
      <Modal opened={creating} onClose={() => setCreating(false)} title="New organisation" size="lg">
        {creating && (
          <OrganizationListForm
            onCancel={() => setCreating(false)}
            onSaved={(o) => {
              setCreating(false);
              setCreated(o);
            }}
          />
        )}
      </Modal>
      <Modal
        opened={features !== null}
        onClose={() => setFeatures(null)}
        title={features ? `Feature lists of ${features.title}` : 'Feature lists'}
        size="lg"
      >
        {features && <FeatureFlagsPanel organizationId={features.id} />}
      </Modal>
    </SetupShell>
  );
}
