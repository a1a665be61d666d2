import { Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import type { SetupEnergyMeter, SetupGateway, SetupSensor, SetupSite } from '@sw/contracts/setup';
import { useState } from 'react';
import { ErrorState } from '../../../components/ui/error-state';
import { useSetupQuery } from '../api/setup-query';
import { freeEnergySensors } from '../utils/meter-values';
import { ConfirmModal } from './equipment-confirm-modal';
import { MeterForm } from './meter-form';
import { MeterTable } from './meter-table';

/** A site's energy meters (EnergyPro): its main meter and sub-meters, each read through an ENERGY sensor. */
export function MetersPanel({ site }: { site: SetupSite }) {
  const meters = useSetupQuery<SetupEnergyMeter[]>('energy-meters', { siteId: site.id });
  const sensors = useSetupQuery<SetupSensor[]>('sensors', { siteId: site.id, sensorType: 'ENERGY' });
  const gateways = useSetupQuery<SetupGateway[]>('gateways', { siteId: site.id });
  // The last meter stays set while its dialog closes ('new': the register form).
  const [target, setTarget] = useState<SetupEnergyMeter | 'new' | null>(null);
  const [opened, setOpened] = useState<'edit' | 'delete' | null>(null);
  const open = (kind: 'edit' | 'delete', meter: SetupEnergyMeter | 'new') => {
    setTarget(meter);
    setOpened(kind);
  };
  const close = () => setOpened(null);
  const readOnly = site.archivedAt !== null;
  const meter = target === 'new' ? null : target;
  const formReady = meters.data && sensors.data && gateways.data;

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <div>
            <Title order={2} fz="h4">
              Energy meters
            </Title>
            <Text size="sm" c="dimmed">
              {readOnly
                ? 'The site is archived: restore it to change its meters.'
                : "The site's energy is its main meter's; without a main meter, the sum of its equipment sub-meters."}
            </Text>
          </div>
          <Button onClick={() => open('edit', 'new')} disabled={readOnly || !formReady}>
            New meter
          </Button>
        </Group>
        {meters.isPending ? (
          <Text size="sm" c="dimmed">
            Loading meters…
          </Text>
        ) : meters.isError ? (
          <ErrorState message={meters.error.message} onRetry={() => void meters.refetch()} />
        ) : meters.data.length === 0 ? (
          <Text size="sm">
            No energy meters yet. Add the meter's ENERGY sensor under Gateways & sensors, then register the
            meter here.
          </Text>
        ) : (
          <MeterTable
            meters={meters.data}
            readOnly={readOnly}
            onEdit={(m) => open('edit', m)}
            onDelete={(m) => open('delete', m)}
          />
        )}
      </Stack>
      <Modal
        opened={opened === 'edit'}
        onClose={close}
        title={meter ? `Edit ${meter.title}` : 'New energy meter'}
        size="lg"
      >
        {formReady && target !== null && (
          <MeterForm
            siteId={site.id}
            meter={meter}
            sensors={freeEnergySensors(sensors.data, meters.data, meter)}
            gateways={gateways.data}
            onSaved={close}
            onCancel={close}
          />
        )}
      </Modal>
      <ConfirmModal
        opened={opened === 'delete'}
        title="Delete this meter?"
        message={`${meter?.title ?? 'The meter'} is deleted. Its sensor and readings stay.${meter?.isSiteMain ? " It is the site's main meter: the site's energy becomes the sum of its sub-meters." : ''}`}
        confirmLabel="Delete meter"
        request={meter && { method: 'DELETE', path: `energy-meters/${meter.id}` }}
        onClose={close}
      />
    </Paper>
  );
}
