import { ActionIcon, Badge, Group, Menu, Table, Text, VisuallyHidden } from '@mantine/core';
import type { SetupGroup, SetupUser } from '@sw/contracts/setup';
import { ResponsiveTable } from '../../../components/ui/responsive-table';
import { useZonedFormat } from '../../../components/ui/zoned-time';
import { accessSummary, fullName, ROLE_LABEL, shortList } from '../utils/people-format';

const STATUS_COLOR = { ACTIVE: 'teal', INVITED: 'blue', SUSPENDED: 'red' } as const;
const STATUS_LABEL = { ACTIVE: 'Active', INVITED: 'Invited', SUSPENDED: 'Suspended' } as const;

/** A badge keeps its whole word: a squeezed column wraps the other cells instead. */
const WHOLE = { minWidth: 'max-content' } as const;

export type UserAction = 'edit' | 'access' | 'suspend' | 'reactivate' | 'resend';

/** The organisation's users: who they are, what they may do and through what, and row actions. */
export function UserTable({
  users,
  groups,
  currentUserId,
  onAction,
}: {
  users: readonly SetupUser[];
  groups: readonly SetupGroup[];
  currentUserId: number | undefined;
  onAction: (user: SetupUser, action: UserAction) => void;
}) {
  const format = useZonedFormat();
  const groupTitle = new Map(groups.map((g) => [g.id, g.title]));
  return (
    <ResponsiveTable minWidth={980}>
      <Table verticalSpacing="sm" striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>User</Table.Th>
            <Table.Th>Global role</Table.Th>
            <Table.Th>Effective role</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Last sign-in</Table.Th>
            <Table.Th>Groups</Table.Th>
            <Table.Th>Access</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((u) => {
            const name = fullName(u);
            return (
              <Table.Tr key={u.id} data-user-id={u.id}>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    <Text size="sm" fw={600}>
                      {name}
                    </Text>
                    {u.id === currentUserId && (
                      <Badge size="xs" variant="outline" color="gray" style={WHOLE}>
                        You
                      </Badge>
                    )}
                  </Group>
                  <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
                    {u.email}
                  </Text>
                  {u.position && (
                    <Text size="xs" c="dimmed">
                      {u.position}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Text size="sm" c={u.role ? undefined : 'dimmed'}>
                    {u.role ? ROLE_LABEL[u.role] : 'No global role'}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {u.effectiveRole ? (
                    <Badge variant="light" radius="sm" style={WHOLE}>
                      {ROLE_LABEL[u.effectiveRole]}
                    </Badge>
                  ) : (
                    <Text size="sm" c="dimmed">
                      No access
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Badge color={STATUS_COLOR[u.userStatus]} variant="light" radius="sm" style={WHOLE}>
                    {STATUS_LABEL[u.userStatus]}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {u.lastLogin ? format(u.lastLogin, 'dd MMM yyyy, HH:mm') : 'Never'}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{shortList(u.groupIds.map((id) => groupTitle.get(id) ?? `#${id}`))}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{accessSummary(u.role, u.accessResources)}</Text>
                </Table.Td>
                <Table.Td>
                  <Menu position="bottom-end" withinPortal>
                    <Menu.Target>
                      <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${name}`}>
                        <span aria-hidden="true">⋯</span>
                      </ActionIcon>
                    </Menu.Target>
                    <Menu.Dropdown>
                      <Menu.Item onClick={() => onAction(u, 'edit')}>Edit…</Menu.Item>
                      <Menu.Item onClick={() => onAction(u, 'access')}>Access…</Menu.Item>
                      {u.userStatus === 'INVITED' && (
                        <Menu.Item onClick={() => onAction(u, 'resend')}>Resend invitation</Menu.Item>
                      )}
                      {u.userStatus === 'ACTIVE' && (
                        <Menu.Item color="red" onClick={() => onAction(u, 'suspend')}>
                          Suspend…
                        </Menu.Item>
                      )}
                      {u.userStatus === 'SUSPENDED' && (
                        <Menu.Item onClick={() => onAction(u, 'reactivate')}>Reactivate…</Menu.Item>
                      )}
                    </Menu.Dropdown>
                  </Menu>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ResponsiveTable>
  );
}
