import { Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import type { SetupControlBoard, SetupGateway, SetupSite, SetupSpace } from '@sw/contracts/setup';
import { useState } from 'react';
import { ErrorState } from '../../../components/ui/error-state';
import { useSetupQuery } from '../api/setup-query';
import { boardUsesText } from '../utils/control-board-values';
import { ControlBoardForm } from './control-board-form';
import { ControlBoardTable } from './control-board-table';
import { ConfirmModal } from './equipment-confirm-modal';

/** A site's control boards (relays, light sensors): create, edit, delete once nothing is paired. */
export function ControlBoardSection({ site, readOnly }: { site: SetupSite; readOnly: boolean }) {
  const boards = useSetupQuery<SetupControlBoard[]>('control-boards', { siteId: site.id });
  const gateways = useSetupQuery<SetupGateway[]>('gateways', { siteId: site.id });
  const spaces = useSetupQuery<SetupSpace[]>('spaces', { siteId: site.id });
  const [creating, setCreating] = useState(false);
  const [open, setOpen] = useState<{ id: number; action: 'edit' | 'delete' } | null>(null);
  const target = open ? boards.data?.find((b) => b.id === open.id) : undefined;
  const close = () => setOpen(null);
  const options = {
    gateways: (gateways.data ?? []).map((g) => ({ value: String(g.id), label: g.title })),
    spaces: (spaces.data ?? []).map((s) => ({ value: String(s.id), label: s.title })),
  };
  const uses = target ? boardUsesText(target) : null;

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <div>
            <Title order={2} fz="h4">
              Control boards
            </Title>
            <Text size="sm" c="dimmed">
              Relay boards: their actuators are sensors paired with them.
            </Text>
          </div>
          <Button variant="default" onClick={() => setCreating(true)} disabled={readOnly}>
            New control board
          </Button>
        </Group>
        {boards.isPending ? (
          <Text size="sm" c="dimmed">
            Loading control boards…
          </Text>
        ) : boards.isError ? (
          <ErrorState message={boards.error.message} onRetry={() => void boards.refetch()} />
        ) : boards.data.length === 0 ? (
          <Text size="sm">No control boards on this site. Add one only if the site has relay boards.</Text>
        ) : (
          <ControlBoardTable
            boards={boards.data}
            readOnly={readOnly}
            onEdit={(b) => setOpen({ id: b.id, action: 'edit' })}
            onDelete={(b) => setOpen({ id: b.id, action: 'delete' })}
          />
        )}
      </Stack>

      <Modal opened={creating} onClose={() => setCreating(false)} title="New control board" size="lg">
        {creating && (
          <ControlBoardForm
            siteId={site.id}
            board={null}
            {...options}
            onCancel={() => setCreating(false)}
            onSaved={() => setCreating(false)}
          />
        )}
      </Modal>
      <Modal
        opened={open?.action === 'edit' && !!target}
        onClose={close}
        title={target ? `Edit ${target.title}` : 'Edit control board'}
        size="lg"
      >
        {open?.action === 'edit' && target && (
          <ControlBoardForm
            key={target.id}
            siteId={site.id}
            board={target}
            {...options}
            onCancel={close}
            onSaved={close}
          />
        )}
      </Modal>
      <ConfirmModal
        opened={open?.action === 'delete' && !!target}
        title="Delete control board?"
        confirmLabel="Delete control board"
        message={
          target
            ? `${target.title} is deleted.${uses ? ` ${uses} still use it: unpair its sensors and delete its schedulers first.` : ''}`
            : ''
        }
        request={target ? { method: 'DELETE', path: `control-boards/${target.id}` } : null}
        onClose={close}
      />
    </Paper>
  );
}
