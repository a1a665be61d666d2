import { Anchor, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { HVAC_EQUIPMENT_GROUP_ID } from '@sw/domain';
import { Link } from '@tanstack/react-router';
import { ChartLoading } from '../../components/tiles/chart-loading';
import { PRODUCT_NAME } from '../../components/ui/brand';
import { ErrorState } from '../../components/ui/error-state';
import { usePerformanceCatalogue } from '../../features/performance/api/get-performance-reference';

/**
 * /equipment-performance (F-079 decided): the way into the performance pages: one card per equipment
 * group opening its group page, and the HVAC (controlled) performance page.
 */
export function EquipmentPerformancePage() {
  useDocumentTitle(`Equipment Performance · ${PRODUCT_NAME}`);
  const catalogue = usePerformanceCatalogue();
  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Title order={1} fz="h2">
          Equipment Performance
        </Title>
        <Text size="sm" c="dimmed">
          Compare every piece of equipment of a group across your sites: energy, temperatures, compliance,
          defrost cycles and door openings.
        </Text>
      </Stack>
      <Paper withBorder radius="md" p="md" component="section" aria-label="HVAC (Controlled)">
        <Stack gap={4}>
          <Anchor component={Link} to="/equipment-performance-hvac" fw={700}>
            HVAC (Controlled) performance
          </Anchor>
          <Text size="sm" c="dimmed">
            Set-point compliance, runtime and energy of thermostat-controlled units.
          </Text>
        </Stack>
      </Paper>
      {catalogue.groupsPending ? (
        <ChartLoading height={160} />
      ) : !catalogue.groups ? (
        <ErrorState message="The equipment groups could not be loaded" />
      ) : (
        <SimpleGrid
          cols={{ base: 1, sm: 2, lg: 4 }}
          spacing="sm"
          component="nav"
          aria-label="Equipment groups"
        >
          {catalogue.groups.map((g) => (
            <Paper key={g.id} withBorder radius="md" p="md">
              <Anchor
                component={Link}
                to={`/equipment-performance/${g.id}`}
                fw={600}
                data-testid="equipment-group-link"
              >
                {g.title}
              </Anchor>
              <Text size="xs" c="dimmed">
                {g.id === HVAC_EQUIPMENT_GROUP_ID
                  ? 'Every HVAC unit, with or without a thermostat'
                  : 'Group performance'}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
