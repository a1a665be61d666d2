import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { type SetupWrite, useSetupWrite } from '../api/setup-query';
import { apiFieldErrors } from '../utils/field-errors';

/**
 * A confirm dialog before a destructive setup call (delete a space, an item, a thermostat or a
 * meter). The server's refusal (409: what still uses it) is shown in the dialog, which stays open.
 */
export function ConfirmModal({
  opened,
  title,
  message,
  confirmLabel,
  request,
  onClose,
}: {
  opened: boolean;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  request: SetupWrite | null;
  /** Called on cancel and after the call succeeded. */
  onClose: () => void;
}) {
  const write = useSetupWrite();
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setError(null);
    write.reset();
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={title}>
      <Stack gap="md">
        <Text size="sm">{message}</Text>
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button
            color="red"
            loading={write.isPending}
            disabled={!request}
            onClick={() =>
              request &&
              write.mutate(request, {
                onSuccess: close,
                onError: (e) => {
                  const errors = apiFieldErrors(e);
                  setError(errors._ ?? Object.values(errors)[0] ?? e.message);
                },
              })
            }
          >
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
