import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clipToOwnControl,
  heatPumpRunSamples,
  heatPumpStatePeriods,
  isDefrost,
  vendorControlRange,
} from './heat-pump';
import { runLanes } from './run-periods';

const MIN = 60_000;
const T0 = Date.UTC(2026, 0, 12, 6, 0); // 12 January 2026, 06:00 UTC
const at = (minutes: number) => T0 + minutes * MIN;
const heating = { mode: 'auto', temperature: 19.8, heatSetPoint: 20, heatingStage1Running: true };
const defrost = {
  mode: 'auto',
  temperature: 19.6,
  heatSetPoint: 20,
  coolingStage1Running: true,
  heatingStage1Running: false,
  heatingStage2Running: true,
};
const cooling = { mode: 'auto', temperature: 25, heatSetPoint: 20, coolingStage1Running: true };

describe('defrost (G-053)', () => {
  it('is cooling while the space calls for heat, on a heat pump only', () => {
    expect(isDefrost(defrost, true)).toBe(true);
    expect(isDefrost({ ...cooling, mode: 'heating' }, true)).toBe(true);
    expect(isDefrost(cooling, true)).toBe(false);
    expect(isDefrost(heating, true)).toBe(false);
    expect(isDefrost(defrost, false)).toBe(false);
    // 21.5 °C is the heat set point plus the deadband: still a heat call; above it, real cooling.
    expect(isDefrost({ ...defrost, temperature: 21.5 }, true)).toBe(true);
    expect(isDefrost({ ...defrost, temperature: 21.6 }, true)).toBe(false);
  });

  it('drops the cooling of defrost samples from the run-time lanes and keeps the auxiliary heat', () => {
    const samples = [heating, heating, defrost, defrost, heating, heating].map((s, i) => ({
      t: at(i * 5),
      ...s,
    }));
    const lanes = (heatPump: boolean) => runLanes(heatPumpRunSamples(samples, heatPump), 'UTC');
    expect(lanes(false).filter((p) => p.lane === 'cooling')).toEqual([
      { lane: 'cooling', stage: 1, start: at(10), end: at(20) },
    ]);
    expect(lanes(true).filter((p) => p.lane === 'cooling')).toEqual([]);
    expect(lanes(true).filter((p) => p.lane === 'heating' && p.stage === 2)).toEqual([
      { lane: 'heating', stage: 2, start: at(10), end: at(20) },
    ]);
  });

  it('never changes a thermostat that is not a heat pump, nor a heat pump sample without defrost', () => {
    const sample = fc.record({
      mode: fc.constantFrom('auto', 'heating', 'cooling', 'off', null),
      temperature: fc.option(fc.double({ min: -10, max: 40, noNaN: true })),
      heatSetPoint: fc.option(fc.double({ min: 10, max: 25, noNaN: true })),
      coolingStage1Running: fc.option(fc.boolean()),
      coolingStage2Running: fc.option(fc.boolean()),
      heatingStage1Running: fc.option(fc.boolean()),
    });
    fc.assert(
      fc.property(fc.array(sample, { maxLength: 30 }), (samples) => {
        expect(heatPumpRunSamples(samples, false)).toEqual(samples);
        const pumped = heatPumpRunSamples(samples, true);
        samples.forEach((s, i) => {
          const p = pumped[i]!;
          if (isDefrost(s, true)) {
            expect(p.coolingStage1Running || p.coolingStage2Running).toBe(false);
          } else expect(p).toEqual(s);
          expect(p.heatingStage1Running).toEqual(s.heatingStage1Running);
        });
      }),
    );
  });
});

describe('vendor control (G-012, G-038)', () => {
  const pump = { heatPump: true, vendorControlFrom: new Date(at(60)).toISOString() };

  it('hides our control details from the vendor control start on', () => {
    const periods = [
      { start: at(0), end: at(30) },
      { start: at(50), end: at(90) },
      { start: at(100), end: at(120) },
    ];
    expect(clipToOwnControl(periods, pump)).toEqual([
      { start: at(0), end: at(30) },
      { start: at(50), end: at(60) },
    ]);
    expect(clipToOwnControl(periods, { ...pump, heatPump: false })).toEqual(periods);
    expect(clipToOwnControl(periods, { ...pump, vendorControlFrom: null })).toEqual(periods);
  });

  it('draws the heat pump graph only from the configured start', () => {
    expect(vendorControlRange(pump, { start: at(0), end: at(120) })).toEqual({ start: at(60), end: at(120) });
    expect(vendorControlRange(pump, { start: at(90), end: at(120) })).toEqual({
      start: at(90),
      end: at(120),
    });
    expect(vendorControlRange(pump, { start: at(0), end: at(60) })).toBeNull();
    expect(vendorControlRange({ ...pump, heatPump: false }, { start: at(0), end: at(120) })).toBeNull();
  });

  it('gives the compressor states after the start only', () => {
    const samples = [heating, heating, heating, defrost, defrost, heating, cooling, cooling].map((s, i) => ({
      t: at(40 + i * 10),
      ...s,
    }));
    expect(heatPumpStatePeriods(samples, pump, 'UTC')).toEqual([
      { state: 'heating', start: at(60), end: at(70) },
      { state: 'heating', start: at(90), end: at(100) },
      { state: 'cooling', start: at(100), end: at(110) },
      { state: 'defrost', start: at(70), end: at(90) },
    ]);
    expect(heatPumpStatePeriods(samples, { ...pump, heatPump: false }, 'UTC')).toEqual([]);
  });
});
