import { Badge, Button, Divider, Group, Modal, ScrollArea, Stack, Text, Title } from '@mantine/core';
import type { Release } from '@sw/contracts';
import { formatDate } from '@sw/domain';
import { Fragment } from 'react';
import { ReleaseAttachments } from './release-attachments';

interface Props {
  opened: boolean;
  releases: Release[];
  timeZone: string;
  onDismiss: () => void;
  onSeen: () => void;
}

/** The What's New popup: newest first, unseen entries marked New. */
export function WhatsNewModal({ opened, releases, timeZone, onDismiss, onSeen }: Props) {
  const anyNew = releases.some((r) => r.isNew);
  return (
    <Modal
      opened={opened}
      onClose={onDismiss}
      title={
        <Title order={2} fz="h4">
          What's New
        </Title>
      }
      size="lg"
      radius="md"
      scrollAreaComponent={ScrollArea.Autosize}
    >
      <Stack gap="md">
        {releases.length === 0 && (
          <Text size="sm" c="dimmed">
            There are no product updates yet.
          </Text>
        )}
        {releases.map((r, i) => (
          <Fragment key={r.id}>
            {i > 0 && <Divider />}
            <Stack gap={6}>
              <Group gap="xs" justify="space-between" wrap="nowrap">
                <Group gap="xs" wrap="nowrap">
                  <Text fw={650}>{r.title}</Text>
                  {r.isNew && (
                    <Badge size="sm" variant="light" color="teal">
                      New
                    </Badge>
                  )}
                </Group>
                <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {formatDate(r.publishedAt, timeZone)}
                </Text>
              </Group>
              <Text size="sm">{r.body}</Text>
              <ReleaseAttachments attachments={r.attachments} />
            </Stack>
          </Fragment>
        ))}
        <Group justify="flex-end" gap="sm" mt="xs">
          {anyNew && (
            <Button variant="default" onClick={onDismiss}>
              Later
            </Button>
          )}
          <Button onClick={anyNew ? onSeen : onDismiss}>{anyNew ? 'Got it' : 'Close'}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
