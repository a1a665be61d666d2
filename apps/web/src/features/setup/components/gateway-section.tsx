import { Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import type { SetupGateway, SetupSite } from '@sw/contracts/setup';
import { useState } from 'react';
import { ErrorState } from '../../../components/ui/error-state';
import { useSetupQuery } from '../api/setup-query';
import { deviceCountText } from '../utils/gateway-values';
import { ApiKeyDialog } from './api-key-dialog';
import type { ShownKey } from './api-key-write';
import { ConfirmModal } from './equipment-confirm-modal';
import { GatewayForm } from './gateway-form';
import { GatewayRotateModal } from './gateway-rotate-modal';
import { type GatewayAction, GatewayTable } from './gateway-table';

/** A site's gateways: create (the key is shown once), edit, rotate the key, delete. */
export function GatewaySection({ site, readOnly }: { site: SetupSite; readOnly: boolean }) {
  const gateways = useSetupQuery<SetupGateway[]>('gateways', { siteId: site.id });
  const [creating, setCreating] = useState(false);
  const [open, setOpen] = useState<{ id: number; action: GatewayAction } | null>(null);
  // The new key lives only here, only while its dialog is open.
  const [shown, setShown] = useState<ShownKey | null>(null);
  const target = open ? gateways.data?.find((g) => g.id === open.id) : undefined;
  const close = () => setOpen(null);
  const devices = target ? deviceCountText(target.counts) : null;

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <div>
            <Title order={2} fz="h4">
              Gateways
            </Title>
            <Text size="sm" c="dimmed">
              A gateway sends its devices' readings with its own API key.
            </Text>
          </div>
          <Button onClick={() => setCreating(true)} disabled={readOnly}>
            New gateway
          </Button>
        </Group>
        {gateways.isPending ? (
          <Text size="sm" c="dimmed">
            Loading gateways…
          </Text>
        ) : gateways.isError ? (
          <ErrorState message={gateways.error.message} onRetry={() => void gateways.refetch()} />
        ) : gateways.data.length === 0 ? (
          <Text size="sm">
            No gateways yet: create the site's gateway first, then the sensors that report through it.
          </Text>
        ) : (
          <GatewayTable
            gateways={gateways.data}
            readOnly={readOnly}
            onAction={(g, action) => setOpen({ id: g.id, action })}
          />
        )}
      </Stack>

      <Modal opened={creating} onClose={() => setCreating(false)} title="New gateway" size="lg">
        {creating && (
          <GatewayForm
            siteId={site.id}
            gateway={null}
            onCancel={() => setCreating(false)}
            onSaved={() => setCreating(false)}
            onCreated={(k) => {
              setCreating(false);
              setShown(k);
            }}
          />
        )}
      </Modal>
      <Modal
        opened={open?.action === 'edit' && !!target}
        onClose={close}
        title={target ? `Edit ${target.title}` : 'Edit gateway'}
        size="lg"
      >
        {open?.action === 'edit' && target && (
          <GatewayForm
            key={target.id}
            siteId={site.id}
            gateway={target}
            onCancel={close}
            onSaved={close}
            onCreated={setShown}
          />
        )}
      </Modal>
      <GatewayRotateModal
        gateway={open?.action === 'rotate' && target ? target : null}
        onClose={close}
        onRotated={(k) => {
          close();
          setShown(k);
        }}
      />
      <ConfirmModal
        opened={open?.action === 'delete' && !!target}
        title="Delete gateway?"
        confirmLabel="Delete gateway"
        message={
          target
            ? `${target.title} is deleted and its API key stops working.${devices ? ` ${devices} still report through it: move them to another gateway or delete them first.` : ''}`
            : ''
        }
        request={target ? { method: 'DELETE', path: `gateways/${target.id}` } : null}
        onClose={close}
      />
      <ApiKeyDialog shown={shown} onClose={() => setShown(null)} />
    </Paper>
  );
}
