import { SetupSensorCreate } from '@sw/contracts/setup';
import { describe, expect, it } from 'vitest';
import {
  formatReading,
  SENSOR_TYPES,
  sensorBody,
  sensorFormValues,
  sensorPlace,
  targetOptions,
  unitAfterTypeChange,
  unitsFor,
} from './sensor-values';

describe('sensor values', () => {
  it('offers every type of the contract, each with its units', () => {
    expect(SENSOR_TYPES).toContain('TEMPERATURE');
    expect(SENSOR_TYPES).toHaveLength(11);
    expect(unitsFor('TEMPERATURE')).toEqual(['°C']);
    expect(unitsFor('HUMIDITY')).toEqual(['%RH', '%']);
  });

  it('keeps the unit while it suits the new type, else takes the usual one', () => {
    expect(unitAfterTypeChange('HUMIDITY', '%')).toBe('%');
    expect(unitAfterTypeChange('HUMIDITY', '°C')).toBe('%RH');
    expect(unitAfterTypeChange('ENERGY', '%RH')).toBe('kWh');
  });

  it('keeps a typed target among the suggestions', () => {
    expect(targetOptions('')).toContain('SUPPLY_AIR');
    expect(targetOptions('PROBE_2').at(-1)).toBe('PROBE_2');
    expect(targetOptions('AIR').filter((t) => t === 'AIR')).toHaveLength(1);
  });

  it('formats readings with their unit', () => {
    expect(formatReading(4.2, '°C')).toBe('4.2 °C');
    expect(formatReading(1234.567, 'kWh')).toBe('1,234.57 kWh');
    expect(formatReading(1, 'open')).toBe('Open');
    expect(formatReading(0, 'open')).toBe('Closed');
    expect(formatReading(2, 'state')).toBe('2');
    expect(formatReading(null, '°C')).toBe('-');
  });

  it('says what a sensor measures', () => {
    expect(sensorPlace({ equipmentTitle: 'Freezer 1', spaceTitle: 'Back', target: 'CABINET' })).toBe(
      'Freezer 1 (Back) · CABINET',
    );
    expect(sensorPlace({ equipmentTitle: null, spaceTitle: 'Sales floor', target: null })).toBe(
      'Sales floor',
    );
    expect(sensorPlace({ equipmentTitle: null, spaceTitle: null, target: null })).toBe('Not placed');
  });

  it("builds a body the contract accepts, leaving an equipment sensor's space to the server", () => {
    const v = {
      ...sensorFormValues(null, 3),
      title: 'Freezer air',
      uuid: 'T-1',
      vendor: 'Acme',
      target: 'SUPPLY_AIR',
      equipmentId: '9',
      spaceId: '5',
    };
    const body = sensorBody(v);
    expect(body).toEqual({
      gatewayId: 3,
      title: 'Freezer air',
      uuid: 'T-1',
      vendor: 'Acme',
      sensorType: 'TEMPERATURE',
      unit: '°C',
      target: 'SUPPLY_AIR',
      equipmentId: 9,
      controlBoardId: null,
      externalId: null,
    });
    expect(SetupSensorCreate.safeParse({ siteId: 1, ...body }).success).toBe(true);
    expect(sensorBody({ ...v, equipmentId: null })).toMatchObject({ equipmentId: null, spaceId: 5 });
  });

  it('leaves the gateway out until one is chosen', () => {
    expect('gatewayId' in sensorBody(sensorFormValues(null))).toBe(false);
  });
});
