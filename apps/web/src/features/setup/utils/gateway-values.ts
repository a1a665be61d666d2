import type { SetupGateway } from '@sw/contracts/setup';

export type DeviceConnection = SetupGateway['status'];

/** A connection state as people read it, with its badge colour (the product's site colours). */
export const CONNECTION_BADGE: Record<DeviceConnection, { label: string; color: string }> = {
  ONLINE: { label: 'Online', color: 'teal' },
  OFFLINE: { label: 'Offline', color: 'red' },
  NEVER_CONNECTED: { label: 'Never connected', color: 'gray' },
};

export interface GatewayFormValues {
  title: string;
  uuid: string;
  vendor: string;
  model: string;
  externalId: string;
}

export function gatewayFormValues(gateway: SetupGateway | null): GatewayFormValues {
  return {
    title: gateway?.title ?? '',
    uuid: gateway?.uuid ?? '',
    vendor: gateway?.vendor ?? '',
    model: gateway?.model ?? '',
    externalId: gateway?.externalId ?? '',
  };
}

/** The create or update body (without siteId): empty optional texts are "none" (null). */
export function gatewayBody(v: GatewayFormValues) {
  return {
    title: v.title,
    uuid: v.uuid,
    vendor: v.vendor,
    model: v.model || null,
    externalId: v.externalId || null,
  };
}

const DEVICE_WORDS: [keyof SetupGateway['counts'], string, string][] = [
  ['sensors', 'sensor', 'sensors'],
  ['energyMeters', 'energy meter', 'energy meters'],
  ['thermostats', 'thermostat', 'thermostats'],
  ['controlBoards', 'control board', 'control boards'],
];

/** What reports through a gateway ('3 sensors, 1 thermostat'), or null when nothing does. */
export function deviceCountText(counts: SetupGateway['counts']): string | null {
  const parts = DEVICE_WORDS.filter(([k]) => counts[k] > 0).map(
    ([k, one, many]) => `${counts[k]} ${counts[k] === 1 ? one : many}`,
  );
  return parts.length ? parts.join(', ') : null;
}

/** The visible part of a key, to tell keys apart (the secret is never known after it was shown). */
export const keyPrefixText = (prefix: string) => `gw_${prefix}_…`;

/** The ingestion call a gateway makes with its key, as an example to configure it from. */
export function ingestExample(origin: string, now: Date): string {
  const ts = now.toISOString().replace(/\.\d+Z$/, 'Z');
  return [
    `POST ${origin}/api/v1/ingest/readings`,
    'x-api-key: <the key above>',
    'content-type: application/json',
    '',
    // One reading a line: a batch may hold up to 5000.
    `{"readings": [\n  {"sensor": "<sensor uuid>", "ts": "${ts}", "value": 4.2}\n]}`,
  ].join('\n');
}
