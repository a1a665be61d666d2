import { Anchor, Button, Group, Modal, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';

/**
 * H-022/H-023: 'The report is being generated.' — the file is made in the background; the top bar's
 * download icon shows a green badge when it is ready; My Downloads opens in a new tab.
 */
export function ReportStartedDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="The report is being generated." centered>
      <Text size="sm">
        You can keep working meanwhile. A green badge on the download icon in the top bar shows when it is
        ready; the file will be in{' '}
        <Anchor component={Link} to="/my-downloads" target="_blank" rel="noopener">
          My Downloads
        </Anchor>
        .
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button onClick={onClose}>OK</Button>
      </Group>
    </Modal>
  );
}
