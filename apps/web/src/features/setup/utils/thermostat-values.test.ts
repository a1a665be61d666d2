import { describe, expect, it } from 'vitest';
import { checkThermostat, EMPTY_THERMOSTAT } from './thermostat-values';

describe('thermostat form', () => {
  it('asks for a uuid, a vendor and a gateway', () => {
    expect(checkThermostat(EMPTY_THERMOSTAT).errors).toEqual({
      uuid: 'Required',
      vendor: 'Required',
      gatewayId: 'Choose the gateway it reports through',
    });
  });

  it('sends what was filled in, empty text as null', () => {
    const v = { ...EMPTY_THERMOSTAT, uuid: 'tst-7', vendor: 'Honeywell', gatewayId: '5', heatPump: true };
    expect(checkThermostat(v)).toEqual({
      body: {
        uuid: 'tst-7',
        vendor: 'Honeywell',
        gatewayId: 5,
        model: null,
        displayName: null,
        heatPump: true,
      },
      errors: null,
    });
  });
});
