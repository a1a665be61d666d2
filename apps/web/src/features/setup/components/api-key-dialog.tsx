import { Alert, Button, Code, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { ingestExample } from '../utils/gateway-values';
import type { ShownKey } from './api-key-write';

/**
 * A gateway's API key, shown this once (only its hash is stored), with how the gateway sends its
 * readings. It closes only through its button, so that a stray click or Escape does not lose the key.
 */
export function ApiKeyDialog({ shown, onClose }: { shown: ShownKey | null; onClose: () => void }) {
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const key = shown?.apiKey;
  useEffect(() => {
    if (copy !== 'copied') return;
    const t = window.setTimeout(() => setCopy('idle'), 3000);
    return () => window.clearTimeout(t);
  }, [copy]);

  const close = () => {
    setCopy('idle');
    onClose();
  };
  const copyKey = () => {
    if (!key) return;
    // Without a secure context (plain http on another host) the browser has no clipboard API.
    if (!navigator.clipboard) return setCopy('failed');
    navigator.clipboard.writeText(key).then(
      () => setCopy('copied'),
      () => setCopy('failed'),
    );
  };

  return (
    <Modal
      opened={!!shown}
      onClose={close}
      title={shown ? `${shown.rotated ? 'New API key' : 'API key'} of ${shown.gateway.title}` : 'API key'}
      size="lg"
      closeOnClickOutside={false}
      closeOnEscape={false}
      withCloseButton={false}
    >
      {shown && (
        <Stack gap="md">
          <Alert color="yellow" variant="light" title="Shown only this once">
            Copy the key now and put it in the gateway's configuration: it is not stored here and will not be
            shown again. If it is lost, rotate the key to get a new one.
            {shown.rotated && ' The previous key has stopped working.'}
          </Alert>
          <Stack gap={6}>
            <Text size="sm" fw={600} id="api-key-label">
              API key
            </Text>
            <Group gap="sm" align="flex-start" wrap="nowrap">
              <Code
                block
                data-testid="api-key"
                aria-labelledby="api-key-label"
                style={{ flex: 1, wordBreak: 'break-all', whiteSpace: 'pre-wrap', fontSize: 14 }}
              >
                {shown.apiKey}
              </Code>
              <Button
                variant={copy === 'copied' ? 'light' : 'filled'}
                onClick={copyKey}
                miw={90}
                data-autofocus
              >
                {copy === 'copied' ? 'Copied' : 'Copy'}
              </Button>
            </Group>
            <Text size="sm" c={copy === 'failed' ? 'red' : 'dimmed'} aria-live="polite">
              {copy === 'failed'
                ? 'The browser did not allow copying: select the key and copy it yourself.'
                : copy === 'copied'
                  ? 'Copied to the clipboard.'
                  : `Its first characters (gw_${shown.gateway.keyPrefix}_) name it in the gateways list.`}
            </Text>
          </Stack>
          <Stack gap={6}>
            <Title order={3} fz="h5">
              How the gateway sends readings
            </Title>
            <Text size="sm">
              Each batch is a POST to /api/v1/ingest/readings with the key in the x-api-key header. Each
              reading names its sensor by the sensor's uuid on this gateway, its time in ISO 8601 and its
              value in the sensor's unit (temperatures in °C).
            </Text>
            <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
              {ingestExample(window.location.origin, new Date())}
            </Code>
          </Stack>
          <Group justify="flex-end">
            <Button onClick={close}>I have copied the key</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
