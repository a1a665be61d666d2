import { describe, expect, it } from 'vitest';
import {
  deviceCountText,
  gatewayBody,
  gatewayFormValues,
  ingestExample,
  keyPrefixText,
} from './gateway-values';

describe('gateway values', () => {
  it('sends empty optional texts as null', () => {
    const v = { ...gatewayFormValues(null), title: 'Roof', uuid: 'GW-1', vendor: 'Acme' };
    expect(gatewayBody(v)).toEqual({
      title: 'Roof',
      uuid: 'GW-1',
      vendor: 'Acme',
      model: null,
      externalId: null,
    });
  });

  it('names what reports through a gateway, leaving out what does not', () => {
    expect(deviceCountText({ sensors: 3, energyMeters: 0, thermostats: 1, controlBoards: 0 })).toBe(
      '3 sensors, 1 thermostat',
    );
    expect(deviceCountText({ sensors: 1, energyMeters: 2, thermostats: 0, controlBoards: 1 })).toBe(
      '1 sensor, 2 energy meters, 1 control board',
    );
    expect(deviceCountText({ sensors: 0, energyMeters: 0, thermostats: 0, controlBoards: 0 })).toBeNull();
  });

  it('shows a key by its prefix only', () => {
    expect(keyPrefixText('0a1b2c3d4e5f')).toBe('gw_0a1b2c3d4e5f_…');
  });

  it('writes the ingestion call without the key itself', () => {
    const text = ingestExample('https://app.example', new Date('2026-03-01T10:15:30.123Z'));
    expect(text).toContain('POST https://app.example/api/v1/ingest/readings');
    expect(text).toContain('x-api-key: <the key above>');
    expect(JSON.parse(text.slice(text.indexOf('{')))).toEqual({
      readings: [{ sensor: '<sensor uuid>', ts: '2026-03-01T10:15:30Z', value: 4.2 }],
    });
  });
});
