import { Avatar, Group, Stack, Text } from '@mantine/core';
import type { CurrentUser } from '@sw/contracts';

/** Who is signed in and for which organisation (spec 1 §1: the header shows both). */
export function CurrentUserSummary({ user }: { user: CurrentUser }) {
  const name = `${user.firstName} ${user.lastName}`.trim() || user.email;
  return (
    <Group gap="sm" wrap="nowrap">
      <Avatar name={name} color="teal" variant="light" radius="xl" size="md" />
      <Stack gap={0} visibleFrom="xs">
        <Text size="sm" fw={600} lh={1.3} data-testid="current-user-name">
          {name}
        </Text>
        <Text size="xs" c="dimmed" lh={1.3} data-testid="current-organization">
          {user.organizationTitle}
        </Text>
      </Stack>
    </Group>
  );
}
