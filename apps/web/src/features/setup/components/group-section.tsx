import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { SetupGroup, SetupUser } from '@sw/contracts/setup';
import { useState } from 'react';
import { ErrorState } from '../../../components/ui/error-state';
import { useSetupQuery, useSetupWrite } from '../api/setup-query';
import { apiFieldErrors } from '../utils/field-errors';
import { AccessPanel } from './access-panel';
import { GroupForm } from './group-form';
import { type GroupAction, GroupTable } from './group-table';
import { PeopleConfirmModal } from './people-confirm-modal';

/** The Groups tab: user groups, their members and access; create, edit, delete. */
export function GroupSection() {
  const groups = useSetupQuery<SetupGroup[]>('groups');
  const users = useSetupQuery<SetupUser[]>('users');
  const write = useSetupWrite();
  const [creating, setCreating] = useState(false);
  const [open, setOpen] = useState<{ id: number; action: GroupAction } | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const target = open ? groups.data?.find((g) => g.id === open.id) : undefined;
  const userList = users.data ?? [];
  const groupTitle = (id: number) => groups.data?.find((g) => g.id === id)?.title;
  const close = () => setOpen(null);

  const remove = (g: SetupGroup) =>
    write.mutate(
      { method: 'DELETE', path: `groups/${g.id}` },
      { onSuccess: close, onError: (e) => setDeleteError(apiFieldErrors(e)._ ?? 'Not deleted') },
    );

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="sm" c="dimmed">
          A group's access reaches each of its members.
        </Text>
        <Button onClick={() => setCreating(true)}>New group</Button>
      </Group>
      {groups.isPending ? (
        <Text size="sm" c="dimmed">
          Loading groups…
        </Text>
      ) : groups.isError ? (
        <ErrorState message={groups.error.message} onRetry={() => void groups.refetch()} />
      ) : groups.data.length === 0 ? (
        <Text size="sm">No groups yet: create one with 'New group', then give it access.</Text>
      ) : (
        <GroupTable
          groups={groups.data}
          users={userList}
          onAction={(g, action) => {
            setDeleteError(null);
            setOpen({ id: g.id, action });
          }}
        />
      )}

      <Modal opened={creating} onClose={() => setCreating(false)} title="New group" size="lg">
        {creating && (
          <GroupForm
            group={null}
            users={userList}
            onCancel={() => setCreating(false)}
            onSaved={(g) => {
              setCreating(false);
              // The next step is nearly always giving the new group its access.
              setOpen({ id: g.id, action: 'access' });
            }}
          />
        )}
      </Modal>
      <Modal
        opened={open?.action === 'edit' && !!target}
        onClose={close}
        title={target ? `Edit ${target.title}` : 'Edit group'}
        size="lg"
      >
        {open?.action === 'edit' && target && (
          <GroupForm key={target.id} group={target} users={userList} onCancel={close} onSaved={close} />
        )}
      </Modal>
      <Modal
        opened={open?.action === 'access' && !!target}
        onClose={close}
        title={target ? `Access of ${target.title}` : 'Access'}
        size="xl"
      >
        {open?.action === 'access' && target && (
          <AccessPanel
            owner={{ groupId: target.id }}
            resources={target.accessResources}
            groupTitle={groupTitle}
          />
        )}
      </Modal>
      <PeopleConfirmModal
        opened={open?.action === 'delete' && !!target}
        title="Delete group?"
        confirmLabel="Delete group"
        pending={write.isPending}
        error={deleteError}
        onConfirm={() => target && remove(target)}
        onClose={close}
      >
        {target
          ? `${target.title} is deleted with its access: its ${target.memberIds.length} ${target.memberIds.length === 1 ? 'member loses' : 'members lose'} what they had through it.`
          : ''}
      </PeopleConfirmModal>
    </Stack>
  );
}
