import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { SetupSite, SetupSiteGroup } from '@sw/contracts/setup';
import { useState } from 'react';
import { ErrorState } from '../../../components/ui/error-state';
import { useSetupQuery, useSetupWrite } from '../api/setup-query';
import { apiFieldErrors } from '../utils/field-errors';
import { PeopleConfirmModal } from './people-confirm-modal';
import { SiteGroupForm } from './site-group-form';
import { SiteGroupTable } from './site-group-table';

/** The Site groups tab: named sets of sites that access can be given on at once. */
export function SiteGroupSection() {
  const siteGroups = useSetupQuery<SetupSiteGroup[]>('site-groups');
  const sites = useSetupQuery<SetupSite[]>('sites', { archived: 'all' });
  const write = useSetupWrite();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const siteList = sites.data ?? [];
  const find = (id: number | null) => siteGroups.data?.find((g) => g.id === id);
  const edited = typeof editing === 'number' ? find(editing) : undefined;
  const deleted = find(deleting);

  const remove = (g: SetupSiteGroup) =>
    write.mutate(
      { method: 'DELETE', path: `site-groups/${g.id}` },
      {
        onSuccess: () => setDeleting(null),
        onError: (e) => setDeleteError(apiFieldErrors(e)._ ?? 'Not deleted'),
      },
    );

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="sm" c="dimmed">
          Give a role on a site group to reach all its sites, now and as the group changes.
        </Text>
        <Button onClick={() => setEditing('new')}>New site group</Button>
      </Group>
      {siteGroups.isPending ? (
        <Text size="sm" c="dimmed">
          Loading site groups…
        </Text>
      ) : siteGroups.isError ? (
        <ErrorState message={siteGroups.error.message} onRetry={() => void siteGroups.refetch()} />
      ) : siteGroups.data.length === 0 ? (
        <Text size="sm">No site groups yet: create one with 'New site group' and choose its sites.</Text>
      ) : (
        <SiteGroupTable
          siteGroups={siteGroups.data}
          sites={siteList}
          onEdit={(g) => setEditing(g.id)}
          onDelete={(g) => {
            setDeleteError(null);
            setDeleting(g.id);
          }}
        />
      )}
      <Modal
        opened={editing === 'new' || !!edited}
        onClose={() => setEditing(null)}
        title={edited ? `Edit ${edited.title}` : 'New site group'}
        size="lg"
      >
        {(editing === 'new' || edited) && (
          <SiteGroupForm
            key={edited?.id ?? 'new'}
            siteGroup={edited ?? null}
            sites={siteList}
            onCancel={() => setEditing(null)}
            onSaved={() => setEditing(null)}
          />
        )}
      </Modal>
      <PeopleConfirmModal
        opened={!!deleted}
        title="Delete site group?"
        confirmLabel="Delete site group"
        pending={write.isPending}
        error={deleteError}
        onConfirm={() => deleted && remove(deleted)}
        onClose={() => setDeleting(null)}
      >
        {deleted
          ? `${deleted.title} is deleted. Its sites stay; access given on the site group is removed.`
          : ''}
      </PeopleConfirmModal>
    </Stack>
  );
}
