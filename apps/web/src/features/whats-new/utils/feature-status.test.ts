import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type FeatureStatus, type FeatureStatusEvent, featureStatusReducer } from './feature-status';

const run = (events: FeatureStatusEvent[], from: FeatureStatus = 'NO_UPDATE') =>
  events.reduce(featureStatusReducer, from);

describe("What's New feature status (spec 1 §4)", () => {
  it('flags an update when unseen releases arrive, from no update or viewed', () => {
    expect(run([{ type: 'FETCHED', hasNew: true }])).toBe('HAS_UPDATE');
    expect(run([{ type: 'FETCHED', hasNew: true }], 'UPDATE_VIEWED')).toBe('HAS_UPDATE');
    expect(run([{ type: 'FETCHED', hasNew: false }])).toBe('NO_UPDATE');
  });

  it('moves has update to dismissed, and a dismissed popup does not come back on a refetch', () => {
    expect(run([{ type: 'FETCHED', hasNew: true }, { type: 'DISMISSED' }])).toBe('UPDATE_DISMISSED');
    expect(
      run([{ type: 'FETCHED', hasNew: true }, { type: 'DISMISSED' }, { type: 'FETCHED', hasNew: true }]),
    ).toBe('UPDATE_DISMISSED');
    expect(run([{ type: 'DISMISSED' }])).toBe('NO_UPDATE');
  });

  it('sets viewed after a successful view, from any state', () => {
    const states: FeatureStatus[] = ['NO_UPDATE', 'HAS_UPDATE', 'UPDATE_DISMISSED', 'UPDATE_VIEWED'];
    for (const s of states) expect(featureStatusReducer(s, { type: 'VIEWED' })).toBe('UPDATE_VIEWED');
  });

  it('never reaches has update without a fetch that found something new', () => {
    const event = fc.oneof(
      fc.constant<FeatureStatusEvent>({ type: 'FETCHED', hasNew: false }),
      fc.constant<FeatureStatusEvent>({ type: 'DISMISSED' }),
      fc.constant<FeatureStatusEvent>({ type: 'VIEWED' }),
    );
    fc.assert(fc.property(fc.array(event), (events) => run(events) !== 'HAS_UPDATE'));
  });
});
