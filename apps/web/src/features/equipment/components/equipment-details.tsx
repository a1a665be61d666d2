import { Anchor, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Equipment } from '@sw/contracts';
import { Link } from '@tanstack/react-router';
import { EquipmentIcon } from './equipment-icon';

const Field = ({ label, value }: { label: string; value: string | null }) => (
  <div>
    <Text size="xs" c="dimmed">
      {label}
    </Text>
    <Text size="sm">{value || 'N/A'}</Text>
  </div>
);

/** The equipment's header (icon, title, its path) and the F-091 fields. */
export function EquipmentDetails({ equipment: e, groupTitle }: { equipment: Equipment; groupTitle: string }) {
  return (
    <Stack gap="sm">
      <nav aria-label="Breadcrumb">
        <Group gap={6} wrap="wrap">
          <Anchor component={Link} to="/equipment" size="sm">
            Equipment
          </Anchor>
          <Text size="sm" c="dimmed">
            /
          </Text>
          <Anchor component={Link} to={`/sites/${e.siteId}/dashboard`} size="sm">
            {e.siteTitle}
          </Anchor>
          {e.space && (
            <>
              <Text size="sm" c="dimmed">
                /
              </Text>
              <Anchor
                component={Link}
                to={`/spaces/${e.space.id}`}
                search={{ siteId: e.siteId } as never}
                size="sm"
              >
                {e.space.title}
              </Anchor>
            </>
          )}
        </Group>
      </nav>
      <Group gap="sm" wrap="nowrap">
        <EquipmentIcon icon={e.type.icon} size={32} />
        <Title order={1} fz="h2" data-testid="equipment-title">
          {e.title}
        </Title>
      </Group>
      {e.description && <Text size="sm">{e.description}</Text>}
      <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="sm">
        <Field label="Type" value={e.type.title} />
        <Field label="Equipment group" value={groupTitle} />
        <Field label="Manufacturer" value={e.vendor} />
        <Field label="Model" value={e.model} />
        <Field label="Serial number" value={e.serialNumber} />
        <Field label="Manufactured" value={e.manufactureDate} />
        <Field label="Space" value={e.space?.title ?? null} />
        <Field label="Controls" value={e.activeControl ? 'Actively controlled' : 'Monitored only'} />
      </SimpleGrid>
    </Stack>
  );
}
