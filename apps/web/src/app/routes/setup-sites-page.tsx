import { Button, Group, Modal, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { SetupOrganization, SetupSite } from '@sw/contracts/setup';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { LocationPicker } from '../../features/map/components/location-picker';
import { useSetupQuery } from '../../features/setup/api/setup-query';
import { SiteForm } from '../../features/setup/components/site-form';
import { SitesTable } from '../../features/setup/components/sites-table';
import { SetupShell } from './setup-shell';

/** /setup: the organisation's sites (search, archived ones on demand) and 'New site'. */
export function SetupSitesPage() {
  const [q, setQ] = useState('');
  const [archived, setArchived] = useState<'false' | 'true'>('false');
  const [debounced] = useDebouncedValue(q, 250);
  const sites = useSetupQuery<SetupSite[]>('sites', { archived, q: debounced || undefined });
  const org = useSetupQuery<SetupOrganization>('organization');
  const [creating, setCreating] = useState(false);
  const navigate = useNavigate();

  return (
    <SetupShell title="Sites">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <TextInput
            label="Search sites"
            placeholder="Name, external id or address"
            value={q}
            onChange={(e) => setQ(e.currentTarget.value)}
            w={280}
          />
          <SegmentedControl
            aria-label="Which sites"
            value={archived}
            onChange={(v) => setArchived(v as 'false' | 'true')}
            data={[
              { value: 'false', label: 'Active' },
              { value: 'true', label: 'Archived' },
            ]}
          />
        </Group>
        <Button onClick={() => setCreating(true)}>New site</Button>
      </Group>
      {sites.isPending ? (
        <Text size="sm" c="dimmed">
          Loading sites…
        </Text>
      ) : sites.isError ? (
        <ErrorState message={sites.error.message} onRetry={() => void sites.refetch()} />
      ) : sites.data.length === 0 ? (
        <EmptyState
          title={q ? 'No site matches' : archived === 'true' ? 'No archived sites' : 'No sites yet'}
          subtitle={
            q || archived === 'true'
              ? undefined
              : 'Create your first site here, or import many at once from a spreadsheet (Import).'
          }
        />
      ) : (
        <Stack gap={4}>
          <Text size="xs" c="dimmed">
            {sites.data.length.toLocaleString('en-US')} {sites.data.length === 1 ? 'site' : 'sites'}
          </Text>
          <SitesTable sites={sites.data} />
        </Stack>
      )}
      <Modal opened={creating} onClose={() => setCreating(false)} title="New site" size="xl">
        {creating && org.data && (
          <SiteForm
            site={null}
            defaults={{ timeZone: org.data.timeZone, country: org.data.country }}
            renderLocation={(at, set) => <LocationPicker value={at} onChange={set} />}
            onCancel={() => setCreating(false)}
            onSaved={(site) => {
              setCreating(false);
              void navigate({
                to: '/setup/sites/$siteId',
                params: { siteId: String(site.id) },
                search: { tab: undefined },
              });
            }}
          />
        )}
      </Modal>
    </SetupShell>
  );
}
