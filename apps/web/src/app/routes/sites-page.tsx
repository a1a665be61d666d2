import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { PRODUCT_NAME } from '../../components/ui/brand';
import { useSites } from '../../features/sites/api/get-sites';
import { SitesTable } from '../../features/sites/components/sites-table';

export function SitesPage() {
  useDocumentTitle(`Sites · ${PRODUCT_NAME}`);
  const { data } = useSites();
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={1} fz="h2">
            Sites
          </Title>
          <Text size="sm" c="dimmed">
            {/* A non-breaking space holds the line while loading, so the table does not jump. */}
            {data ? `${data.length} ${data.length === 1 ? 'site' : 'sites'} in your organisation` : '\u00a0'}
          </Text>
        </Stack>
      </Group>
      <Paper withBorder radius="md" shadow="xs">
        <SitesTable />
      </Paper>
    </Stack>
  );
}
