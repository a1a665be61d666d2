import { Group, Skeleton, Stack, Text } from '@mantine/core';
import { formatDate, NOT_AVAILABLE } from '@sw/domain';
import { useCurrentOrganization } from '../api/get-current-organization';

/** The caller's organisation as the server describes it (spec 1 §3 Organization). */
export function OrganizationSummary({ organizationId }: { organizationId?: number | null }) {
  const org = useCurrentOrganization(organizationId);
  if (org.isPending) return <Skeleton height={48} radius="sm" />;
  // Users without an effective role may not read it (403); the profile still shows their own fields.
  if (org.isError) return null;
  const o = org.data;
  return (
    <Stack gap={4}>
      <Group gap="xs">
        <Text fw={650}>{o.title}</Text>
        <Text size="sm" c="dimmed">
          #{o.id}
        </Text>
      </Group>
      <Text size="sm" c="dimmed">
        {o.description || NOT_AVAILABLE}
      </Text>
      <Text size="xs" c="dimmed">
        Country {o.country || NOT_AVAILABLE} · Reference {o.legacyId || NOT_AVAILABLE} · Since{' '}
        {formatDate(o.createdAt, 'UTC')}
      </Text>
    </Stack>
  );
}
