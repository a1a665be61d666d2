import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link, useParams, useSearch } from '@tanstack/react-router';
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
  // A-081 (decided): any :issues segment lists only the thermostats with an issue.
  const { issues } = useParams({ strict: false }) as { issues?: string };
  const issuesOnly = Boolean(issues);
  const keep = prev ? `?prev=${prev}` : '';
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
      <Group gap="xs" role="group" aria-label="Thermostats shown">
        <Button
          component={Link}
          to={`/hvac-controls-operations${keep}`}
          size="xs"
          variant={issuesOnly ? 'default' : 'filled'}
          aria-current={issuesOnly ? undefined : 'page'}
        >
          All thermostats
        </Button>
        <Button
          component={Link}
          to={`/hvac-controls-operations/issues${keep}`}
          size="xs"
          variant={issuesOnly ? 'filled' : 'default'}
          aria-current={issuesOnly ? 'page' : undefined}
        >
          With issues
        </Button>
      </Group>
      <Paper withBorder radius="md" p="md" shadow="xs">
        <HvacOperationsList orgId={orgId} issuesOnly={issuesOnly} />
      </Paper>
    </Stack>
  );
}
