import { Code, Table, Text } from '@mantine/core';
import { IMPORT_COLUMNS } from '@sw/contracts/setup';
import { ResponsiveTable } from '../../../components/ui/responsive-table';

/** Every column the import reads: which rows use it, which need it, what to write. */
export function ImportColumns() {
  return (
    <ResponsiveTable minWidth={760}>
      <Table verticalSpacing={4} striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Column</Table.Th>
            <Table.Th>Rows</Table.Th>
            <Table.Th>Required on</Table.Th>
            <Table.Th>What to write</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {IMPORT_COLUMNS.map((c) => (
            <Table.Tr key={c.name}>
              <Table.Td>
                <Code>{c.name}</Code>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{c.kinds.join(', ')}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{c.required.join(', ') || '-'}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{c.note}</Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ResponsiveTable>
  );
}
