import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link, useSearch } from '@tanstack/react-router';
import { ArrowLeftIcon } from '../../components/tiles/tile-icons';
import { PRODUCT_NAME } from '../../components/ui/brand';
import { HvacOperationsList } from '../../features/today/components/hvac-operations-list';
import { TodayTabs } from '../../features/today/components/today-tabs';
import { type HvacBack, hvacBackLink } from '../../features/today/utils/hvac-list';
import { currentOrganizationId } from '../../lib/current-organization';
import { useLiveHvacs } from './live-queries';

/** /hvac-controls-operations (C-017 decision): every thermostat, with a back link from prev. */
export function HvacOperationsPage() {
  useDocumentTitle(`HVAC Controls Operations · ${PRODUCT_NAME}`);
  const { prev } = useSearch({ strict: false }) as { prev?: HvacBack };
  const back = hvacBackLink(prev);
  const orgId = currentOrganizationId();
  useLiveHvacs(orgId);
  return (
    <Stack gap="md">
      {back && (
        <Anchor component={Link} to={back.to} size="sm" w="fit-content">
          <Group gap={4} wrap="nowrap">
            <ArrowLeftIcon size={16} />
            {back.label}
          </Group>
        </Anchor>
      )}
      <Stack gap={2}>
        <Title order={1} fz="h2">
          HVAC Controls Operations
        </Title>
        <Text size="sm" c="dimmed">
          Thermostats across your sites: units under local override first, then the warmest spaces.
        </Text>
      </Stack>
      {prev === 'today' && <TodayTabs />}
      <Paper withBorder radius="md" p="md" shadow="xs">
        <HvacOperationsList orgId={orgId} />
      </Paper>
    </Stack>
  );
}
