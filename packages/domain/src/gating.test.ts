import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INTERNAL_ORG_ID, isFeatureEnabled, orgAudience } from './gating';

const orgId = fc.integer({ min: 1, max: 400 });
const ids = fc.array(orgId, { maxLength: 6 });

describe('isFeatureEnabled', () => {
  it('denies without an organisation', () => {
    fc.assert(fc.property(ids, ids, (w, b) => !isFeatureEnabled(null, { whitelist: w, blacklist: b })));
    expect(isFeatureEnabled(undefined, { whitelist: [], blacklist: [] })).toBe(false);
  });

  it('lets 275 pass unless strict blacklisting names it', () => {
    fc.assert(
      fc.property(ids, ids, fc.boolean(), (w, b, strict) => {
        const onBlack = b.includes(INTERNAL_ORG_ID);
        return (
          isFeatureEnabled(INTERNAL_ORG_ID, { whitelist: w, blacklist: b, strict }) === !(strict && onBlack)
        );
      }),
    );
  });

  it('grants whitelisted organisations that are not blacklisted', () => {
    fc.assert(
      fc.property(orgId, ids, ids, (o, w, b) => {
        fc.pre(!b.includes(o));
        return isFeatureEnabled(o, { whitelist: [...w, o], blacklist: b });
      }),
    );
  });

  it('denies blacklisted organisations (other than 275)', () => {
    fc.assert(
      fc.property(orgId, ids, ids, (o, w, b) => {
        fc.pre(o !== INTERNAL_ORG_ID);
        return !isFeatureEnabled(o, { whitelist: [...w, o], blacklist: [...b, o] });
      }),
    );
  });

  it('with only a blacklist, every other organisation passes', () => {
    fc.assert(
      fc.property(orgId, ids, (o, b) => {
        fc.pre(!b.includes(o));
        return isFeatureEnabled(o, { whitelist: [], blacklist: b });
      }),
    );
  });

  it('with a whitelist, organisations not on it are denied', () => {
    expect(isFeatureEnabled(3, { whitelist: [1, 2], blacklist: [] })).toBe(false);
    expect(isFeatureEnabled(1, { whitelist: [1, 2], blacklist: [] })).toBe(true);
  });

  it('tags 275 as internal and everyone else as external', () => {
    expect(orgAudience(275)).toBe('internal');
    fc.assert(fc.property(orgId, (o) => orgAudience(o) === (o === 275 ? 'internal' : 'external')));
  });
});
