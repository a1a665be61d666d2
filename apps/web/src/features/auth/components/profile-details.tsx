import { Badge, SimpleGrid, Stack, Text } from '@mantine/core';
import type { CurrentUser } from '@sw/contracts';
import {
  areaUnit,
  formatDate,
  formatInZone,
  MISSING_VALUE,
  NOT_AVAILABLE,
  temperatureLabel,
} from '@sw/domain';
import type { ReactNode } from 'react';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} style={{ letterSpacing: '0.04em' }}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}

const ROLE_LABEL = { ADMIN: 'Administrator', MANAGER: 'Manager', VIEWER: 'Viewer' } as const;

/** the profile shows the user's own fields, read-only (no profile edit call exists). */
export function ProfileDetails({ user }: { user: CurrentUser }) {
  const when = (iso: string | null) =>
    iso ? `${formatDate(iso, user.timeZone)}, ${formatInZone(iso, 'HH:mm', user.timeZone)}` : MISSING_VALUE;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" verticalSpacing="lg">
      <Field label="Name">{`${user.firstName} ${user.lastName}`.trim() || NOT_AVAILABLE}</Field>
      <Field label="Email">{user.email}</Field>
      <Field label="Phone">{user.phone || NOT_AVAILABLE}</Field>
      <Field label="Position">{user.position || NOT_AVAILABLE}</Field>
      <Field label="Role">
        {user.effectiveRole ? (
          <Badge variant="light" radius="sm">
            {ROLE_LABEL[user.effectiveRole]}
          </Badge>
        ) : (
          'No access'
        )}
      </Field>
      <Field label="Organisation">{user.organizationTitle || NOT_AVAILABLE}</Field>
      <Field label="Time zone">{user.timeZone}</Field>
      <Field label="Temperature unit">{temperatureLabel(user.temperatureUnit)}</Field>
      <Field label="Measurement system">
        {user.measurementSystem === 'IMPERIAL' ? 'Imperial' : 'Metric'} ({areaUnit(user.measurementSystem)})
      </Field>
      <Field label="Last sign-in">{when(user.lastLogin)}</Field>
      <Field label="Password last changed">{when(user.passwordUpdatedAt)}</Field>
      <Field label="Groups">{user.groupIds.length}</Field>
    </SimpleGrid>
  );
}
