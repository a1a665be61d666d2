import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { SetupGateway } from '@sw/contracts/setup';
import { useState } from 'react';
import { apiFieldErrors } from '../utils/field-errors';
import { type ShownKey, useApiKeyWrite } from './api-key-write';

/** Asks before a gateway's key is replaced (the old one stops at once), then hands on the new key. */
export function GatewayRotateModal({
  gateway,
  onRotated,
  onClose,
}: {
  gateway: SetupGateway | null;
  onRotated: (shown: ShownKey) => void;
  onClose: () => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const rotate = useApiKeyWrite(onRotated);
  const close = () => {
    setError(null);
    rotate.reset();
    onClose();
  };
  return (
    <Modal opened={!!gateway} onClose={close} title="Rotate the API key?">
      <Stack gap="md">
        <Text size="sm">
          {gateway?.title} gets a new key and its current key (gw_{gateway?.keyPrefix}_…) stops working at
          once: the gateway's readings are refused until it is configured with the new key, which is shown
          once.
        </Text>
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
            loading={rotate.isPending}
            onClick={() =>
              gateway &&
              rotate.mutate(
                { method: 'POST', path: `gateways/${gateway.id}/api-key` },
                { onError: (e) => setError(apiFieldErrors(e)._ ?? e.message) },
              )
            }
          >
            Rotate key
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
