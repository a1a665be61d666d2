import { Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import type { SetupSite, SetupSpace } from '@sw/contracts/setup';
import { useState } from 'react';
import { ErrorState } from '../../../components/ui/error-state';
import { useSetupQuery } from '../api/setup-query';
import { ConfirmModal } from './equipment-confirm-modal';
import { SpaceForm } from './space-form';
import { SpaceTable } from './space-table';

/** A site's spaces (rooms, zones, the roof...): where its equipment and sensors are. */
export function SpacesPanel({ site }: { site: SetupSite }) {
  const spaces = useSetupQuery<SetupSpace[]>('spaces', { siteId: site.id });
  // 'new': the create form; a space: its edit form. The last one stays set while its dialog closes.
  const [editing, setEditing] = useState<SetupSpace | 'new' | null>(null);
  const [deleting, setDeleting] = useState<SetupSpace | null>(null);
  const [opened, setOpened] = useState<'edit' | 'delete' | null>(null);
  const edit = (space: SetupSpace | 'new') => {
    setEditing(space);
    setOpened('edit');
  };
  const close = () => setOpened(null);
  const readOnly = site.archivedAt !== null;

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <div>
            <Title order={2} fz="h4">
              Spaces
            </Title>
            <Text size="sm" c="dimmed">
              {readOnly
                ? 'The site is archived: restore it to change its spaces.'
                : 'Rooms, zones and floors of the site. Equipment, sensors and rules can point at them.'}
            </Text>
          </div>
          <Button onClick={() => edit('new')} disabled={readOnly}>
            New space
          </Button>
        </Group>
        {spaces.isPending ? (
          <Text size="sm" c="dimmed">
            Loading spaces…
          </Text>
        ) : spaces.isError ? (
          <ErrorState message={spaces.error.message} onRetry={() => void spaces.refetch()} />
        ) : spaces.data.length === 0 ? (
          <Text size="sm">
            No spaces yet. Create the site's rooms or zones first, then place its equipment in them.
          </Text>
        ) : (
          <SpaceTable
            spaces={spaces.data}
            readOnly={readOnly}
            onEdit={edit}
            onDelete={(space) => {
              setDeleting(space);
              setOpened('delete');
            }}
          />
        )}
      </Stack>
      <Modal
        opened={opened === 'edit'}
        onClose={close}
        title={editing === 'new' ? 'New space' : `Edit ${editing?.title ?? 'space'}`}
        size="lg"
      >
        {editing !== null && (
          <SpaceForm
            siteId={site.id}
            space={editing === 'new' ? null : editing}
            onSaved={close}
            onCancel={close}
          />
        )}
      </Modal>
      <ConfirmModal
        opened={opened === 'delete'}
        title="Delete this space?"
        message={`${deleting?.title ?? 'The space'} is deleted. A space still holding equipment, sensors, control boards or rules cannot be: move or delete them first.`}
        confirmLabel="Delete space"
        request={deleting && { method: 'DELETE', path: `spaces/${deleting.id}` }}
        onClose={close}
      />
    </Paper>
  );
}
