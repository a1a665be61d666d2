import { Table, Text, VisuallyHidden } from '@mantine/core';
import type { SetupControlBoard } from '@sw/contracts/setup';
import { ResponsiveTable } from '../../../components/ui/responsive-table';
import { boardUsesText } from '../utils/control-board-values';
import { RowActions } from './equipment-row-actions';

/** A site's control boards with their gateway, space and what is paired with each. */
export function ControlBoardTable({
  boards,
  readOnly,
  onEdit,
  onDelete,
}: {
  boards: readonly SetupControlBoard[];
  readOnly: boolean;
  onEdit: (board: SetupControlBoard) => void;
  onDelete: (board: SetupControlBoard) => void;
}) {
  return (
    <ResponsiveTable minWidth={820}>
      <Table verticalSpacing="sm" striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Control board</Table.Th>
            <Table.Th>UUID</Table.Th>
            <Table.Th>Vendor / model</Table.Th>
            <Table.Th>Gateway</Table.Th>
            <Table.Th>Space</Table.Th>
            <Table.Th>Paired</Table.Th>
            <Table.Th w={60}>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {boards.map((b) => {
            const uses = boardUsesText(b);
            return (
              <Table.Tr key={b.id} data-board-id={b.id}>
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {b.title}
                  </Text>
                  {b.description && (
                    <Text size="xs" c="dimmed" lineClamp={2}>
                      {b.description}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
                    {b.uuid}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{b.model ? `${b.vendor} ${b.model}` : b.vendor}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{b.gatewayTitle ?? '-'}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{b.spaceTitle ?? '-'}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" c={uses ? undefined : 'dimmed'}>
                    {uses ?? 'Nothing yet'}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <RowActions
                    name={b.title}
                    actions={[
                      { label: 'Edit', onClick: () => onEdit(b), disabled: readOnly },
                      { label: 'Delete…', onClick: () => onDelete(b), danger: true, disabled: readOnly },
                    ]}
                  />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ResponsiveTable>
  );
}
