import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { SetupGroup, SetupUser } from '@sw/contracts/setup';
import { useState } from 'react';
import { ErrorState } from '../../../components/ui/error-state';
import { useSetupQuery, useSetupWrite } from '../api/setup-query';
import { apiFieldErrors } from '../utils/field-errors';
import { fullName } from '../utils/people-format';
import { AccessPanel } from './access-panel';
import { PeopleConfirmModal } from './people-confirm-modal';
import { UserForm } from './user-form';
import { type UserAction, UserTable } from './user-table';

interface Notice {
  color: 'teal' | 'red';
  text: string;
}

/** The Users tab: the table, 'Invite user', and each user's edit, access, suspension and invitation. */
export function UserSection({ currentUserId }: { currentUserId: number | undefined }) {
  const users = useSetupQuery<SetupUser[]>('users');
  const groups = useSetupQuery<SetupGroup[]>('groups');
  const write = useSetupWrite<SetupUser>();
  const [inviting, setInviting] = useState(false);
  // Ids, not rows: the open dialog reads the fresh row after each change.
  const [open, setOpen] = useState<{ id: number; action: UserAction } | null>(null);
  const [confirmError, setConfirmError] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const groupList = groups.data ?? [];
  const groupTitle = (id: number) => groupList.find((g) => g.id === id)?.title;
  const target = open ? users.data?.find((u) => u.id === open.id) : undefined;
  const close = () => setOpen(null);

  const onAction = (u: SetupUser, action: UserAction) => {
    setNotice(null);
    setConfirmError(null);
    if (action !== 'resend') return setOpen({ id: u.id, action });
    write.mutate(
      { method: 'POST', path: `users/${u.id}/resend-invitation` },
      {
        onSuccess: () => setNotice({ color: 'teal', text: `A new invitation was sent to ${u.email}` }),
        onError: (e) => setNotice({ color: 'red', text: apiFieldErrors(e)._ ?? 'Not sent' }),
      },
    );
  };

  const changeStatus = (u: SetupUser, action: 'suspend' | 'reactivate') =>
    write.mutate(
      { method: 'POST', path: `users/${u.id}/${action}` },
      {
        onSuccess: () => {
          close();
          setNotice({
            color: 'teal',
            text: `${fullName(u)} is ${action === 'suspend' ? 'suspended' : 'active again'}`,
          });
        },
        onError: (e) => setConfirmError(apiFieldErrors(e)._ ?? 'Not changed'),
      },
    );

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="sm" c="dimmed">
          People of the organisation sign in with their email; invited ones set a password from the emailed
          link.
        </Text>
        <Button onClick={() => setInviting(true)}>Invite user</Button>
      </Group>
      {notice && (
        <Alert
          color={notice.color}
          variant="light"
          role={notice.color === 'red' ? 'alert' : 'status'}
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={() => setNotice(null)}
        >
          {notice.text}
        </Alert>
      )}
      {users.isPending ? (
        <Text size="sm" c="dimmed">
          Loading users…
        </Text>
      ) : users.isError ? (
        <ErrorState message={users.error.message} onRetry={() => void users.refetch()} />
      ) : users.data.length === 0 ? (
        <Text size="sm">No users yet: invite the first one with 'Invite user'.</Text>
      ) : (
        <Stack gap={4}>
          <Text size="xs" c="dimmed">
            {users.data.length.toLocaleString('en-US')} {users.data.length === 1 ? 'user' : 'users'}
          </Text>
          <UserTable
            users={users.data}
            groups={groupList}
            currentUserId={currentUserId}
            onAction={onAction}
          />
        </Stack>
      )}

      <Modal opened={inviting} onClose={() => setInviting(false)} title="Invite user" size="lg">
        {inviting && (
          <UserForm
            user={null}
            groups={groupList}
            onCancel={() => setInviting(false)}
            onSaved={(u) => {
              setInviting(false);
              setNotice({ color: 'teal', text: `Invitation sent to ${u.email}` });
            }}
          />
        )}
      </Modal>
      <Modal
        opened={open?.action === 'edit' && !!target}
        onClose={close}
        title={target ? `Edit ${fullName(target)}` : 'Edit user'}
        size="lg"
      >
        {open?.action === 'edit' && target && (
          <UserForm key={target.id} user={target} groups={groupList} onCancel={close} onSaved={close} />
        )}
      </Modal>
      <Modal
        opened={open?.action === 'access' && !!target}
        onClose={close}
        title={target ? `Access of ${fullName(target)}` : 'Access'}
        size="xl"
      >
        {open?.action === 'access' && target && (
          <AccessPanel
            owner={{ userId: target.id }}
            resources={target.accessResources}
            globalRole={target.role}
            effectiveRole={target.effectiveRole}
            groupTitle={groupTitle}
          />
        )}
      </Modal>
      <PeopleConfirmModal
        opened={(open?.action === 'suspend' || open?.action === 'reactivate') && !!target}
        title={open?.action === 'suspend' ? 'Suspend user?' : 'Reactivate user?'}
        confirmLabel={open?.action === 'suspend' ? 'Suspend' : 'Reactivate'}
        color={open?.action === 'suspend' ? 'red' : 'blue'}
        pending={write.isPending}
        error={confirmError}
        onConfirm={() =>
          target && (open?.action === 'suspend' || open?.action === 'reactivate')
            ? changeStatus(target, open.action)
            : undefined
        }
        onClose={close}
      >
        {target && open?.action === 'suspend'
          ? `${fullName(target)} (${target.email}) is signed out everywhere at once and cannot sign in until reactivated.`
          : target
            ? `${fullName(target)} (${target.email}) can sign in again with their password.`
            : ''}
      </PeopleConfirmModal>
    </Stack>
  );
}
