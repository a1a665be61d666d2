import { Button, Group } from '@mantine/core';
import type { Release } from '@sw/contracts';
import { PaperclipIcon } from '../../../components/ui/icons';
import { useDownloadAttachment } from '../api/get-release-attachment';

export function ReleaseAttachments({ attachments }: { attachments: Release['attachments'] }) {
  const download = useDownloadAttachment();
  if (attachments.length === 0) return null;
  return (
    <Group gap="xs">
      {attachments.map((a) => (
        <Button
          key={a.resourceId}
          size="compact-xs"
          variant="light"
          color="gray"
          leftSection={<PaperclipIcon size={14} />}
          loading={download.isPending && download.variables?.url === a.url}
          onClick={() => download.mutate({ url: a.url, title: a.title })}
        >
          {a.title}
        </Button>
      ))}
    </Group>
  );
}
