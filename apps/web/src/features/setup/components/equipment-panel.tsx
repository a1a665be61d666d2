import { Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import type { SetupEquipment, SetupSite, SetupSpace } from '@sw/contracts/setup';
import { useState } from 'react';
import { ErrorState } from '../../../components/ui/error-state';
import { useEquipmentCatalogue } from '../api/equipment-catalogue';
import { useSetupQuery } from '../api/setup-query';
import { ConfirmModal } from './equipment-confirm-modal';
import { EquipmentForm } from './equipment-form';
import { EquipmentTable } from './equipment-table';
import { ThermostatForm } from './thermostat-form';

type Dialog =
  | { kind: 'edit'; item: SetupEquipment | null }
  | { kind: 'delete' | 'add-thermostat' | 'remove-thermostat'; item: SetupEquipment };

/** A site's equipment: the catalogue type of each item, its space, compliance range and thermostat. */
export function EquipmentPanel({ site }: { site: SetupSite }) {
  const items = useSetupQuery<SetupEquipment[]>('equipment', { siteId: site.id });
  const spaces = useSetupQuery<SetupSpace[]>('spaces', { siteId: site.id });
  const catalogue = useEquipmentCatalogue();
  // The last dialog stays set while it closes, so that its title and text do not change meanwhile.
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [opened, setOpened] = useState(false);
  const open = (d: Dialog) => {
    setDialog(d);
    setOpened(true);
  };
  const close = () => setOpened(false);
  const isOpen = (kind: Dialog['kind']) => opened && dialog?.kind === kind;
  const readOnly = site.archivedAt !== null;
  const item = dialog?.item ?? null;
  const formReady = catalogue.types && catalogue.groups && spaces.data;

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <div>
            <Title order={2} fz="h4">
              Equipment
            </Title>
            <Text size="sm" c="dimmed">
              {readOnly
                ? 'The site is archived: restore it to change its equipment.'
                : 'What the site runs: its sensors attach to these items, and the compliance range of refrigeration is set here.'}
            </Text>
          </div>
          <Button onClick={() => open({ kind: 'edit', item: null })} disabled={readOnly || !formReady}>
            New equipment
          </Button>
        </Group>
        {items.isPending || catalogue.isPending ? (
          <Text size="sm" c="dimmed">
            Loading equipment…
          </Text>
        ) : items.isError || catalogue.error ? (
          <ErrorState
            message={(items.error ?? catalogue.error)?.message ?? ''}
            onRetry={() => void Promise.all([items.refetch(), catalogue.refetch()])}
          />
        ) : items.data.length === 0 ? (
          <Text size="sm">
            No equipment yet. Create the site's spaces first, then add each item here with its type from the
            catalogue.
          </Text>
        ) : (
          <EquipmentTable
            items={items.data}
            readOnly={readOnly}
            actions={{
              onEdit: (i) => open({ kind: 'edit', item: i }),
              onDelete: (i) => open({ kind: 'delete', item: i }),
              onAddThermostat: (i) => open({ kind: 'add-thermostat', item: i }),
              onRemoveThermostat: (i) => open({ kind: 'remove-thermostat', item: i }),
            }}
          />
        )}
      </Stack>
      <Modal
        opened={isOpen('edit')}
        onClose={close}
        title={item ? `Edit ${item.title}` : 'New equipment'}
        size="xl"
      >
        {dialog?.kind === 'edit' && formReady && (
          <EquipmentForm
            siteId={site.id}
            item={item}
            types={catalogue.types ?? []}
            groups={catalogue.groups ?? []}
            spaces={spaces.data ?? []}
            onSaved={close}
            onCancel={close}
          />
        )}
      </Modal>
      <Modal
        opened={isOpen('add-thermostat')}
        onClose={close}
        title={`Thermostat of ${item?.title ?? 'the item'}`}
        size="lg"
      >
        {dialog?.kind === 'add-thermostat' && (
          <ThermostatForm item={dialog.item} onSaved={close} onCancel={close} />
        )}
      </Modal>
      <ConfirmModal
        opened={isOpen('delete')}
        title="Delete this equipment item?"
        message={`${item?.title ?? 'The item'} is deleted with its schedules. Its sensors stay, with their readings, no longer attached to any equipment. An item watched by rules, with open incidents or with a thermostat cannot be deleted.`}
        confirmLabel="Delete equipment"
        request={item && { method: 'DELETE', path: `equipment/${item.id}` }}
        onClose={close}
      />
      <ConfirmModal
        opened={isOpen('remove-thermostat')}
        title="Remove the thermostat?"
        message={`The thermostat of ${item?.title ?? 'the item'} is removed with its schedule and status history; the controls pages no longer list it. Set-point rules watching it must be deleted first.`}
        confirmLabel="Remove thermostat"
        request={item && { method: 'DELETE', path: `equipment/${item.id}/thermostat` }}
        onClose={close}
      />
    </Paper>
  );
}
