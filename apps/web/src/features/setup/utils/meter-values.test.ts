import type { SetupEnergyMeter, SetupSensor } from '@sw/contracts/setup';
import { describe, expect, it } from 'vitest';
import { checkMeter, freeEnergySensors, meterFormValues } from './meter-values';

const sensor = (id: number, sensorType: SetupSensor['sensorType'] = 'ENERGY') =>
  ({ id, sensorType, title: `Sensor ${id}` }) as SetupSensor;
const meter = (id: number, sensorId: number) => ({ id, sensorId }) as SetupEnergyMeter;

describe('energy meter form', () => {
  it('asks for a sensor, a title, a uuid and a vendor', () => {
    const { errors } = checkMeter(meterFormValues(null), 2);
    expect(errors).toMatchObject({
      sensorId: 'Choose the ENERGY sensor the meter reports through',
      title: 'Required',
      uuid: 'Required',
      vendor: 'Required',
    });
  });

  it('sends a main meter without a gateway', () => {
    const v = {
      ...meterFormValues(null),
      sensorId: '9',
      title: 'Main',
      uuid: 'em-1',
      vendor: 'Acme',
      isSiteMain: true,
    };
    expect(checkMeter(v, 2)).toEqual({
      body: {
        siteId: 2,
        sensorId: 9,
        title: 'Main',
        uuid: 'em-1',
        vendor: 'Acme',
        model: null,
        gatewayId: null,
        isSiteMain: true,
      },
      errors: null,
    });
    expect(checkMeter({ ...v, uuid: 'em 1' }, null).errors).toEqual({
      uuid: 'Letters, digits and . _ : - only',
    });
  });

  it('offers the ENERGY sensors no other meter uses', () => {
    const sensors = [sensor(1), sensor(2), sensor(3, 'POWER'), sensor(4)];
    const meters = [meter(10, 1), meter(11, 2)];
    expect(freeEnergySensors(sensors, meters, null).map((s) => s.id)).toEqual([4]);
    expect(freeEnergySensors(sensors, meters, meters[1]!).map((s) => s.id)).toEqual([2, 4]);
  });
});
