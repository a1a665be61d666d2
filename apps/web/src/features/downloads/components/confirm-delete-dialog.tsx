import { Button, Group, Modal, Text } from '@mantine/core';

/** B-055: 'Confirm Delete' with the spec's words. */
export function ConfirmDeleteDialog({
  fileName,
  busy,
  error,
  onConfirm,
  onClose,
}: {
  fileName: string | null;
  busy: boolean;
  /** B-059 (decided): a failed delete says so in the dialog, which stays open. */
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Modal opened={fileName !== null} onClose={onClose} title="Confirm Delete" centered>
      <Text>Are you sure want to delete this report ?</Text>
      <Text size="sm" c="dimmed" mt={4} style={{ overflowWrap: 'anywhere' }}>
        {fileName}
      </Text>
      {error && (
        <Text size="sm" c="red.8" mt="sm" role="alert">
          {error}
        </Text>
      )}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button color="red" onClick={onConfirm} loading={busy}>
          Delete
        </Button>
      </Group>
    </Modal>
  );
}
