import { ActionIcon, Alert, Group, Image, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import type { SetupSite } from '@sw/contracts/setup';
import { useState } from 'react';
import { useSetupWrite } from '../api/setup-query';
import { PictureUpload } from './picture-upload';

const uploadId = (url: string) => /([0-9a-f-]{36})\.(png|jpg)$/.exec(url)?.[1] ?? null;

/** A site's pictures (the product shows the newest on the site's card and page): up to ten, each removable. */
export function SiteImages({ site }: { site: SetupSite }) {
  const [error, setError] = useState<string | null>(null);
  const remove = useSetupWrite();
  return (
    <Stack gap="xs">
      <Title order={3} fz="h5">
        Pictures
      </Title>
      <Group gap="sm">
        {site.images.length === 0 && (
          <Text size="sm" c="dimmed">
            No pictures yet: the product draws a storefront until you add one.
          </Text>
        )}
        {site.images.map((url, i) => {
          const id = uploadId(url);
          return (
            <Paper key={url} withBorder radius="sm" p={4} pos="relative">
              <Image
                src={url}
                alt={`${site.title}, picture ${i + 1}`}
                h={72}
                w={108}
                fit="cover"
                radius="sm"
              />
              {id && (
                <Tooltip label="Remove this picture">
                  <ActionIcon
                    pos="absolute"
                    top={6}
                    right={6}
                    size="sm"
                    color="red"
                    variant="filled"
                    aria-label={`Remove picture ${i + 1}`}
                    loading={remove.isPending && remove.variables?.path.endsWith(id)}
                    onClick={() => remove.mutate({ method: 'DELETE', path: `sites/${site.id}/images/${id}` })}
                  >
                    ×
                  </ActionIcon>
                </Tooltip>
              )}
            </Paper>
          );
        })}
      </Group>
      <Group gap="sm">
        <PictureUpload
          label="Add a picture…"
          method="POST"
          path={`sites/${site.id}/images`}
          onError={setError}
          disabled={site.images.length >= 10 || Boolean(site.archivedAt)}
        />
      </Group>
      {error && (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      )}
    </Stack>
  );
}
