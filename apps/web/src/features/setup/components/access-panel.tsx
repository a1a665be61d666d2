import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { SetupAccessResource, SetupUser } from '@sw/contracts/setup';
import { useState } from 'react';
import { useSetupWrite } from '../api/setup-query';
import { apiFieldErrors } from '../utils/field-errors';
import { accessLine, EFFECTIVE_ROLE_RULE, ROLE_LABEL } from '../utils/people-format';
import { AccessForm } from './access-form';
import { PeopleConfirmModal } from './people-confirm-modal';

/**
 * A user's or a group's access resources: the list (a user's also shows what reaches them through
 * their groups, changed in the group), a way to add one and to remove their own ones.
 */
export function AccessPanel({
  owner,
  resources,
  globalRole,
  effectiveRole,
  groupTitle,
}: {
  owner: { userId: number } | { groupId: number };
  resources: readonly SetupAccessResource[];
  /** A user's own global role (it wins over every access resource). */
  globalRole?: SetupUser['role'];
  effectiveRole?: SetupUser['effectiveRole'];
  groupTitle: (id: number) => string | undefined;
}) {
  const [removing, setRemoving] = useState<SetupAccessResource | null>(null);
  const [error, setError] = useState<string | null>(null);
  const write = useSetupWrite();
  const isUser = 'userId' in owner;
  // A group's resources all belong to it; a user's list also carries their groups' (groupId set).
  const own = resources.filter((r) => (isUser ? r.groupId === null : true));
  const inherited = isUser ? resources.filter((r) => r.groupId !== null) : [];

  const remove = () => {
    if (!removing) return;
    write.mutate(
      { method: 'DELETE', path: `access/${removing.id}` },
      {
        onSuccess: () => setRemoving(null),
        onError: (e) => setError(apiFieldErrors(e)._ ?? 'The access could not be removed'),
      },
    );
  };

  return (
    <Stack gap="md">
      <Text size="sm">{EFFECTIVE_ROLE_RULE}</Text>
      {isUser && (
        <Group gap="xs" wrap="wrap">
          <Text size="sm">
            Global role: <strong>{globalRole ? ROLE_LABEL[globalRole] : 'No global role'}</strong>
          </Text>
          <Text size="sm">·</Text>
          <Text size="sm">Effective role:</Text>
          {effectiveRole ? (
            <Badge variant="light" radius="sm" data-testid="effective-role">
              {ROLE_LABEL[effectiveRole]}
            </Badge>
          ) : (
            <Text size="sm" c="dimmed" data-testid="effective-role">
              No access
            </Text>
          )}
        </Group>
      )}
      {isUser && globalRole && (
        <Alert color="gray" variant="light">
          The global role reaches every site; the access below only matters once the global role is removed.
        </Alert>
      )}
      <Stack gap="xs">
        <Title order={3} fz="h5">
          {isUser ? 'Own access' : 'Access of the group'}
        </Title>
        {own.length === 0 ? (
          <Text size="sm" c="dimmed">
            None yet: add a role on the organisation, a site or a site group below.
          </Text>
        ) : (
          <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {own.map((r) => (
              <Group key={r.id} component="li" justify="space-between" wrap="nowrap" gap="sm">
                <Text size="sm">{accessLine(r)}</Text>
                <Button
                  size="compact-sm"
                  variant="subtle"
                  color="red"
                  aria-label={`Remove ${accessLine(r)}`}
                  onClick={() => {
                    setError(null);
                    setRemoving(r);
                  }}
                >
                  Remove
                </Button>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
      {inherited.length > 0 && (
        <Stack gap="xs">
          <Title order={3} fz="h5">
            Through groups
          </Title>
          <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {inherited.map((r) => (
              <Text key={r.id} component="li" size="sm">
                {accessLine(r, groupTitle)}
              </Text>
            ))}
          </Stack>
          <Text size="xs" c="dimmed">
            Change these in the group (Groups tab).
          </Text>
        </Stack>
      )}
      <Paper withBorder radius="md" p="sm">
        <AccessForm owner={owner} />
      </Paper>
      <PeopleConfirmModal
        opened={removing !== null}
        title="Remove access?"
        confirmLabel="Remove access"
        pending={write.isPending}
        error={error}
        onConfirm={remove}
        onClose={() => setRemoving(null)}
      >
        {removing ? `${accessLine(removing)} will be removed at once.` : ''}
      </PeopleConfirmModal>
    </Stack>
  );
}
