import { Badge, Group, List, Stack, Table, Text, Title } from '@mantine/core';
import type { ImportReport as Report } from '@sw/contracts/setup';
import { ResponsiveTable } from '../../../components/ui/responsive-table';
import { changeText, countsText, extrasText, issuePlace } from '../utils/import-text';

const OUTCOME_COLOURS = { CREATED: 'teal', UPDATED: 'blue', UNCHANGED: 'gray' } as const;

/** A dry run's answer: valid or not, what each kind of row would do, every error, the rows in detail. */
export function ImportReportView({ report }: { report: Report }) {
  const extras = extrasText(report.counts);
  return (
    <Stack gap="md" data-testid="import-report">
      <Group gap="sm">
        <Badge color={report.valid ? 'teal' : 'red'} variant="light" size="lg">
          {report.valid ? 'Ready to import' : 'Not importable'}
        </Badge>
        <Text size="sm">
          {report.rowCount.toLocaleString('en-US')} rows read ({report.format.toUpperCase()})
          {report.errorCount > 0 &&
            `, ${report.errorCount.toLocaleString('en-US')} ${report.errorCount === 1 ? 'error' : 'errors'}`}
        </Text>
      </Group>
      <List size="sm" spacing={2}>
        <List.Item>Sites: {countsText(report.counts.sites)}</List.Item>
        <List.Item>Equipment: {countsText(report.counts.equipment)}</List.Item>
        <List.Item>Sensors: {countsText(report.counts.sensors)}</List.Item>
        {extras && <List.Item>Also: {extras}</List.Item>}
      </List>
      {report.errors.length > 0 && (
        <Stack gap="xs">
          <Title order={3} fz="h5" c="red.8">
            Errors (nothing is written until every one is fixed)
          </Title>
          <ResponsiveTable minWidth={640}>
            <Table verticalSpacing={4} striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Where</Table.Th>
                  <Table.Th>Problem</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {report.errors.map((e) => (
                  <Table.Tr key={`${e.sheet}-${e.row}-${e.column}-${e.message}`}>
                    <Table.Td>
                      <Text size="sm">{issuePlace(e)}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{e.message}</Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ResponsiveTable>
          {report.errorCount > report.errors.length && (
            <Text size="xs" c="dimmed">
              and {(report.errorCount - report.errors.length).toLocaleString('en-US')} more
            </Text>
          )}
        </Stack>
      )}
      {report.rows.length > 0 && (
        <Stack gap="xs">
          <Title order={3} fz="h5">
            Rows
          </Title>
          <ResponsiveTable minWidth={760}>
            <Table verticalSpacing={4} striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Row</Table.Th>
                  <Table.Th>Kind</Table.Th>
                  <Table.Th>External id</Table.Th>
                  <Table.Th>Would be</Table.Th>
                  <Table.Th>Changes</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {report.rows.map((r) => (
                  <Table.Tr key={`${r.sheet}-${r.row}`}>
                    <Table.Td>
                      <Text size="sm">{r.row.toLocaleString('en-US')}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{r.kind}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{r.externalId}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Badge
                        color={OUTCOME_COLOURS[r.outcome]}
                        variant="light"
                        style={{ flex: 'none' }}
                        styles={{ label: { overflow: 'visible' } }}
                      >
                        {r.outcome.toLowerCase()}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
                        {[
                          ...r.changes.slice(0, 6).map((c) => changeText(c, r.outcome === 'CREATED')),
                          ...r.creates.map(
                            (c) => `new ${c.kind === 'siteGroup' ? 'site group' : c.kind} ${c.title}`,
                          ),
                        ].join(' · ') || '-'}
                        {r.changes.length > 6 && ` · and ${r.changes.length - 6} more`}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ResponsiveTable>
          {report.rowsOmitted > 0 && (
            <Text size="xs" c="dimmed">
              {report.rowsOmitted.toLocaleString('en-US')} more rows without errors are counted above, not
              listed.
            </Text>
          )}
        </Stack>
      )}
    </Stack>
  );
}
