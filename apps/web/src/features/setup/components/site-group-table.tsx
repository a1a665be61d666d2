import { Button, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import type { SetupSite, SetupSiteGroup } from '@sw/contracts/setup';
import { ResponsiveTable } from '../../../components/ui/responsive-table';
import { shortList } from '../utils/people-format';

/** The organisation's site groups and their sites. */
export function SiteGroupTable({
  siteGroups,
  sites,
  onEdit,
  onDelete,
}: {
  siteGroups: readonly SetupSiteGroup[];
  sites: readonly SetupSite[];
  onEdit: (group: SetupSiteGroup) => void;
  onDelete: (group: SetupSiteGroup) => void;
}) {
  const siteTitle = new Map(sites.map((s) => [s.id, s.title]));
  return (
    <ResponsiveTable minWidth={640}>
      <Table verticalSpacing="sm" striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Site group</Table.Th>
            <Table.Th>Sites</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {siteGroups.map((g) => (
            <Table.Tr key={g.id} data-site-group-id={g.id}>
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
                  {g.siteIds.length.toLocaleString('en-US')}
                  {g.siteIds.length > 0 &&
                    `: ${shortList(
                      g.siteIds.map((id) => siteTitle.get(id) ?? `#${id}`),
                      3,
                    )}`}
                </Text>
              </Table.Td>
              <Table.Td>
                <Group gap="xs" justify="flex-end" wrap="nowrap">
                  <Button
                    size="compact-sm"
                    variant="default"
                    onClick={() => onEdit(g)}
                    aria-label={`Edit ${g.title}`}
                  >
                    Edit
                  </Button>
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    color="red"
                    onClick={() => onDelete(g)}
                    aria-label={`Delete ${g.title}`}
                  >
                    Delete
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ResponsiveTable>
  );
}
