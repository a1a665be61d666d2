import { Table, Text } from '@mantine/core';
import { ResponsiveTable } from '../../../components/ui/responsive-table';
import { type CommandScope, useControlCommands } from '../api/get-control-commands';
import { KIND_LABELS, workingModeLabel } from '../utils/control-labels';
import { CommandStateBadge } from './command-state-badge';

/** The working-mode audit (who, when, what, from, to) with each command's state, newest first. */
export function CommandHistory({ scope, timeZone }: { scope: CommandScope; timeZone: string }) {
  const commands = useControlCommands(scope);
  if (commands.isPending) return <Text size="sm">Data is loading...</Text>;
  if (commands.isError)
    return (
      <Text size="sm" c="red">
        {commands.error.message}
      </Text>
    );
  if (!commands.data.length)
    return (
      <Text size="sm" c="dimmed">
        No working-mode changes yet.
      </Text>
    );
  const when = new Intl.DateTimeFormat('en-US', { timeZone, dateStyle: 'medium', timeStyle: 'short' });
  return (
    <ResponsiveTable minWidth={760}>
      <Table verticalSpacing="xs" aria-label="Working-mode changes">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>When</Table.Th>
            <Table.Th>Who</Table.Th>
            <Table.Th>Control</Table.Th>
            <Table.Th>From</Table.Th>
            <Table.Th>To</Table.Th>
            <Table.Th>State</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {commands.data.map((c) => (
            <Table.Tr key={c.id} data-testid="command-row">
              <Table.Td>{when.format(new Date(c.createdAt))}</Table.Td>
              <Table.Td>{c.username}</Table.Td>
              <Table.Td>
                {c.controlTitle}{' '}
                <Text span size="xs" c="dimmed">
                  ({KIND_LABELS[c.kind]})
                </Text>
              </Table.Td>
              <Table.Td>{workingModeLabel(c.previousWorkingMode)}</Table.Td>
              <Table.Td>{workingModeLabel(c.workingMode)}</Table.Td>
              <Table.Td>
                <CommandStateBadge command={c} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ResponsiveTable>
  );
}
