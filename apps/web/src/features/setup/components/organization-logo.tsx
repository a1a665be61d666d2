import { Alert, Button, Group, Image, Stack, Text, Title } from '@mantine/core';
import type { SetupOrganization } from '@sw/contracts/setup';
import { useState } from 'react';
import { useSetupWrite } from '../api/setup-query';
import { PictureUpload } from './picture-upload';

/** The organisation's logo (the PDF reports' cover): its own picture, or the monogram of its name. */
export function OrganizationLogo({ org }: { org: SetupOrganization }) {
  const [error, setError] = useState<string | null>(null);
  const reset = useSetupWrite();
  const uploaded = Boolean(org.logo?.includes('/uploads/'));
  return (
    <Stack gap="xs">
      <Title order={3} fz="h5">
        Logo
      </Title>
      <Text size="sm" c="dimmed">
        Shown on the cover of PDF reports. Until you upload one, a monogram of the name stands in.
      </Text>
      <Group gap="md" align="center">
        {org.logo && (
          <Image src={org.logo} alt={`${org.title} logo`} h={72} w="auto" fit="contain" radius="sm" />
        )}
        <Stack gap={4}>
          <PictureUpload
            label={uploaded ? 'Replace logo…' : 'Upload logo…'}
            method="PUT"
            path="organization/logo"
            onError={setError}
          />
        </Stack>
        {uploaded && (
          <Button
            variant="subtle"
            color="red"
            size="sm"
            loading={reset.isPending}
            onClick={() => reset.mutate({ method: 'DELETE', path: 'organization/logo' })}
          >
            Use the monogram
          </Button>
        )}
      </Group>
      {error && (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      )}
    </Stack>
  );
}
