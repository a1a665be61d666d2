import { Table, Text, VisuallyHidden } from '@mantine/core';
import type { SetupSpace } from '@sw/contracts/setup';
import { ResponsiveTable } from '../../../components/ui/responsive-table';
import { spaceTypeLabel, spaceUses } from '../utils/space-values';
import { RowActions } from './equipment-row-actions';

/** A site's spaces with what points at each, and their actions (edit, delete). */
export function SpaceTable({
  spaces,
  readOnly,
  onEdit,
  onDelete,
}: {
  spaces: readonly SetupSpace[];
  readOnly: boolean;
  onEdit: (space: SetupSpace) => void;
  onDelete: (space: SetupSpace) => void;
}) {
  return (
    <ResponsiveTable minWidth={720}>
      <Table verticalSpacing="sm" striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Space</Table.Th>
            <Table.Th>Kind</Table.Th>
            <Table.Th>External id</Table.Th>
            <Table.Th>In use by</Table.Th>
            <Table.Th w={60}>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {spaces.map((s) => (
            <Table.Tr key={s.id} data-space-id={s.id}>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {s.title}
                </Text>
                {s.description && (
                  <Text size="xs" c="dimmed" lineClamp={2}>
                    {s.description}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Text size="sm">{spaceTypeLabel(s.spaceType)}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{s.externalId ?? '-'}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" c={spaceUses(s.counts) ? undefined : 'dimmed'}>
                  {spaceUses(s.counts) ?? 'Nothing yet'}
                </Text>
              </Table.Td>
              {/* On a phone (a card per row) the actions go to the right end of their line. */}
              <Table.Td ml="auto">
                <RowActions
                  name={s.title}
                  actions={[
                    { label: 'Edit', onClick: () => onEdit(s), disabled: readOnly },
                    { label: 'Delete…', onClick: () => onDelete(s), danger: true, disabled: readOnly },
                  ]}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ResponsiveTable>
  );
}
