import { Alert, Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import type { SiteControl } from '@sw/contracts';
import { useEffect, useState } from 'react';
import { useUpdateWorkingMode } from '../api/update-working-mode';
import { rememberKey, rememberMode } from '../hooks/use-remembered-modes';
import { KIND_LABELS, workingModeLabel } from '../utils/control-labels';

interface Props {
  control: SiteControl | null;
  onClose: () => void;
}

/**
 * G-003..G-006: the working-mode modal. Success closes it and remembers the mode for the control
 * (keyed by equipment id); a failure keeps it open and shows the API error (the stored error object).
 */
export function WorkingModeModal({ control, onClose }: Props) {
  const mutation = useUpdateWorkingMode();
  const [mode, setMode] = useState<string>('');
  // A fresh form each time the modal opens on a control (not when the same control's data refreshes).
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when another control opens it
  useEffect(() => {
    setMode(
      control?.workingMode && control.workingModes.includes(control.workingMode) ? control.workingMode : '',
    );
    mutation.reset();
  }, [control?.kind, control?.id]);
  if (!control) return null;
  const submit = () =>
    mutation.mutate(
      { kind: control.kind, id: control.id, workingMode: mode },
      {
        onSuccess: () => {
          rememberMode(rememberKey(control), mode);
          onClose();
        },
      },
    );
  return (
    <Modal opened onClose={onClose} title="Change working mode" centered>
      <Stack gap="md">
        <Text size="sm">
          {KIND_LABELS[control.kind]} <b>{control.equipmentTitle ?? control.title}</b> now runs in{' '}
          <b>{workingModeLabel(control.workingMode)}</b>. The new mode is sent to the device; its state shows
          until the device confirms it.
        </Text>
        <Radio.Group value={mode} onChange={setMode} label="Working mode" name="working-mode">
          <Stack gap={6} mt={6}>
            {control.workingModes.map((m) => (
              <Radio key={m} value={m} label={workingModeLabel(m)} />
            ))}
          </Stack>
        </Radio.Group>
        {mutation.error ? (
          <Alert color="red" title="The working mode was not changed" role="alert">
            {mutation.error.message}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={submit} loading={mutation.isPending} disabled={!mode}>
            Send to device
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
