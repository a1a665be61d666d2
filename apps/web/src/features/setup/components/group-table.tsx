import { ActionIcon, Menu, Table, Text, VisuallyHidden } from '@mantine/core';
import type { SetupGroup, SetupUser } from '@sw/contracts/setup';
import { ResponsiveTable } from '../../../components/ui/responsive-table';
import { accessLine, fullName, shortList } from '../utils/people-format';

export type GroupAction = 'edit' | 'access' | 'delete';

/** The organisation's user groups: members and the access every member gets through them. */
export function GroupTable({
  groups,
  users,
  onAction,
}: {
  groups: readonly SetupGroup[];
  users: readonly SetupUser[];
  onAction: (group: SetupGroup, action: GroupAction) => void;
}) {
  const userName = new Map(users.map((u) => [u.id, fullName(u)]));
  return (
    <ResponsiveTable minWidth={760}>
      <Table verticalSpacing="sm" striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Group</Table.Th>
            <Table.Th>Members</Table.Th>
            <Table.Th>Access</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {groups.map((g) => (
            <Table.Tr key={g.id} data-group-id={g.id}>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {g.title}
                </Text>
                {g.description && (
                  <Text size="xs" c="dimmed" lineClamp={2}>
                    {g.description}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Text size="sm">
                  {g.memberIds.length.toLocaleString('en-US')}
                  {g.memberIds.length > 0 &&
                    `: ${shortList(g.memberIds.map((id) => userName.get(id) ?? `#${id}`))}`}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">
                  {g.accessResources.length
                    ? shortList(
                        g.accessResources.map((a) => accessLine(a)),
                        2,
                      )
                    : 'No access'}
                </Text>
              </Table.Td>
              <Table.Td>
                <Menu position="bottom-end" withinPortal>
                  <Menu.Target>
                    <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${g.title}`}>
                      <span aria-hidden="true">⋯</span>
                    </ActionIcon>
                  </Menu.Target>
                  <Menu.Dropdown>
                    <Menu.Item onClick={() => onAction(g, 'edit')}>Edit…</Menu.Item>
                    <Menu.Item onClick={() => onAction(g, 'access')}>Access…</Menu.Item>
                    <Menu.Item color="red" onClick={() => onAction(g, 'delete')}>
                      Delete…
                    </Menu.Item>
                  </Menu.Dropdown>
                </Menu>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ResponsiveTable>
  );
}
