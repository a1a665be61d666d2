import { Alert, Button, Group, Modal, Paper, Select, Stack, Text, Title } from '@mantine/core';
import type {
  SetupControlBoard,
  SetupEquipment,
  SetupGateway,
  SetupSensor,
  SetupSite,
  SetupSpace,
} from '@sw/contracts/setup';
import { useState } from 'react';
import { ErrorState } from '../../../components/ui/error-state';
import { useSetupQuery, useSetupWrite } from '../api/setup-query';
import { apiFieldErrors } from '../utils/field-errors';
import { type SensorType, sensorTypeOptions } from '../utils/sensor-values';
import { ConfirmModal } from './equipment-confirm-modal';
import { SensorForm } from './sensor-form';
import { type SensorAction, SensorTable } from './sensor-table';

const ALL = '__all__';

/** A site's sensors, filtered by gateway and type: create, edit, deactivate or activate, delete. */
export function SensorSection({ site, readOnly }: { site: SetupSite; readOnly: boolean }) {
  const [gatewayId, setGatewayId] = useState<string | null>(null);
  const [sensorType, setSensorType] = useState<SensorType | null>(null);
  const sensors = useSetupQuery<SetupSensor[]>('sensors', {
    siteId: site.id,
    gatewayId: gatewayId ?? undefined,
    sensorType: sensorType ?? undefined,
  });
  const gateways = useSetupQuery<SetupGateway[]>('gateways', { siteId: site.id });
  const equipment = useSetupQuery<SetupEquipment[]>('equipment', { siteId: site.id });
  const spaces = useSetupQuery<SetupSpace[]>('spaces', { siteId: site.id });
  const boards = useSetupQuery<SetupControlBoard[]>('control-boards', { siteId: site.id });
  const activate = useSetupWrite<SetupSensor>();
  const [activateError, setActivateError] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const [open, setOpen] = useState<{ id: number; action: SensorAction } | null>(null);
  const target = open ? sensors.data?.find((s) => s.id === open.id) : undefined;
  const close = () => setOpen(null);
  const gatewayList = gateways.data ?? [];
  const noGateway = gateways.isSuccess && gatewayList.length === 0;
  const filtered = gatewayId !== null || sensorType !== null;

  const formProps = {
    siteId: site.id,
    gateways: gatewayList,
    equipment: equipment.data ?? [],
    spaces: (spaces.data ?? []).map((s) => ({ value: String(s.id), label: s.title })),
    boards: (boards.data ?? []).map((b) => ({ value: String(b.id), label: b.title })),
  };

  const onAction = (s: SetupSensor, action: SensorAction) => {
    setActivateError(null);
    if (action !== 'activate') return setOpen({ id: s.id, action });
    activate.mutate(
      { method: 'POST', path: `sensors/${s.id}/activate` },
      { onError: (e) => setActivateError(apiFieldErrors(e)._ ?? e.message) },
    );
  };

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <div>
            <Title order={2} fz="h4">
              Sensors
            </Title>
            <Text size="sm" c="dimmed">
              Each sensor reports through a gateway, under its uuid.
            </Text>
          </div>
          <Button onClick={() => setCreating(true)} disabled={readOnly || noGateway}>
            New sensor
          </Button>
        </Group>
        <Group gap="sm" align="flex-end" wrap="wrap">
          {/* 'All' is an option rather than a clear button, which the keyboard cannot reach. */}
          <Select
            label="Gateway"
            data={[
              { value: ALL, label: 'All gateways' },
              ...gatewayList.map((g) => ({ value: String(g.id), label: g.title })),
            ]}
            value={gatewayId ?? ALL}
            onChange={(v) => setGatewayId(!v || v === ALL ? null : v)}
            allowDeselect={false}
            w={{ base: '100%', xs: 240 }}
          />
          <Select
            label="Type"
            data={[{ value: ALL, label: 'All types' }, ...sensorTypeOptions()]}
            value={sensorType ?? ALL}
            onChange={(v) => setSensorType(!v || v === ALL ? null : (v as SensorType))}
            allowDeselect={false}
            w={{ base: '100%', xs: 240 }}
          />
        </Group>
        {activateError && (
          <Alert color="red" variant="light" role="alert">
            {activateError}
          </Alert>
        )}
        {sensors.isPending ? (
          <Text size="sm" c="dimmed">
            Loading sensors…
          </Text>
        ) : sensors.isError ? (
          <ErrorState message={sensors.error.message} onRetry={() => void sensors.refetch()} />
        ) : sensors.data.length === 0 ? (
          <Text size="sm">
            {filtered
              ? 'No sensors match these filters.'
              : noGateway
                ? 'No sensors yet: create a gateway first, then the sensors that report through it.'
                : "No sensors yet: add the site's sensors with 'New sensor'."}
          </Text>
        ) : (
          <SensorTable sensors={sensors.data} readOnly={readOnly} onAction={onAction} />
        )}
      </Stack>

      <Modal opened={creating} onClose={() => setCreating(false)} title="New sensor" size="xl">
        {creating && (
          <SensorForm
            {...formProps}
            sensor={null}
            gatewayId={gatewayId ? Number(gatewayId) : gatewayList.length === 1 ? gatewayList[0]!.id : null}
            onCancel={() => setCreating(false)}
            onSaved={() => setCreating(false)}
          />
        )}
      </Modal>
      <Modal
        opened={open?.action === 'edit' && !!target}
        onClose={close}
        title={target ? `Edit ${target.title}` : 'Edit sensor'}
        size="xl"
      >
        {open?.action === 'edit' && target && (
          <SensorForm
            key={target.id}
            {...formProps}
            sensor={target}
            gatewayId={null}
            onCancel={close}
            onSaved={close}
          />
        )}
      </Modal>
      <ConfirmModal
        opened={open?.action === 'deactivate' && !!target}
        title="Deactivate sensor?"
        confirmLabel="Deactivate sensor"
        message={
          target
            ? `${target.title} is taken out of service: readings that still arrive for it are refused, and it counts as offline in every list, status and rule (a device-offline sentinel watching it reports it offline). Its history stays, and you can activate it again.`
            : ''
        }
        request={target ? { method: 'POST', path: `sensors/${target.id}/deactivate` } : null}
        onClose={close}
      />
      <ConfirmModal
        opened={open?.action === 'delete' && !!target}
        title="Delete sensor?"
        confirmLabel="Delete sensor"
        message={
          target
            ? `${target.title} is deleted. Only a sensor without readings can be deleted: deactivate one with readings instead, which keeps its history.`
            : ''
        }
        request={target ? { method: 'DELETE', path: `sensors/${target.id}` } : null}
        onClose={close}
      />
    </Paper>
  );
}
