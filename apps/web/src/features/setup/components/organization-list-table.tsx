import { Badge, Button, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import type { OrganizationSummary } from '@sw/contracts/setup';
import { ResponsiveTable } from '../../../components/ui/responsive-table';
import { useZonedFormat } from '../../../components/ui/zoned-time';

export type OrganizationRow = ReturnType<typeof OrganizationSummary.parse>;

/** Every organisation of the installation (operations organisation 275): feature lists and 'Open'. */
export function OrganizationListTable({
  organizations,
  currentId,
  openingId,
  onFeatures,
  onOpen,
}: {
  organizations: readonly OrganizationRow[];
  currentId: number | undefined;
  /** The organisation being switched into (its button spins). */
  openingId: number | null;
  onFeatures: (org: OrganizationRow) => void;
  onOpen: (org: OrganizationRow) => void;
}) {
  const format = useZonedFormat();
  return (
    <ResponsiveTable minWidth={860}>
      <Table verticalSpacing="sm" striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Organisation</Table.Th>
            <Table.Th>Country</Table.Th>
            <Table.Th>Sites</Table.Th>
            <Table.Th>Users</Table.Th>
            <Table.Th>Created</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {organizations.map((o) => (
            <Table.Tr key={o.id} data-organization-id={o.id}>
              <Table.Td>
                <Group gap={6} wrap="wrap">
                  <Text size="sm" fw={600}>
                    {o.title}
                  </Text>
                  {o.simulated && (
                    <Badge size="sm" variant="light" color="grape" radius="sm">
                      Demo
                    </Badge>
                  )}
                  {o.id === currentId && (
                    <Badge size="sm" variant="outline" color="gray" radius="sm">
                      Yours
                    </Badge>
                  )}
                </Group>
                <Text size="xs" c="dimmed">
                  Id {o.id}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{o.country ?? '-'}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{o.sites.toLocaleString('en-US')}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{o.users.toLocaleString('en-US')}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {format(o.createdAt, 'dd MMM yyyy')}
                </Text>
              </Table.Td>
              <Table.Td>
                <Group gap="xs" justify="flex-end" wrap="wrap">
                  <Button
                    size="compact-sm"
                    variant="default"
                    onClick={() => onFeatures(o)}
                    aria-label={`Feature lists of ${o.title}`}
                  >
                    Feature lists
                  </Button>
                  {o.id !== currentId && (
                    <Button
                      size="compact-sm"
                      variant="light"
                      onClick={() => onOpen(o)}
                      loading={openingId === o.id}
                      disabled={openingId !== null && openingId !== o.id}
                      aria-label={`Open ${o.title}`}
                    >
                      Open
                    </Button>
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ResponsiveTable>
  );
}
