import { describe, expect, it } from 'vitest';
import {
  canComment,
  canSaveComment,
  commentableSeries,
  commentPayload,
  remainingCharacters,
} from './comment-form';

describe('comment form', () => {
  it('counts the characters left out of 250', () => {
    expect(remainingCharacters('')).toBe(250);
    expect(remainingCharacters('  hello  ')).toBe(245);
    expect(remainingCharacters('x'.repeat(251))).toBe(-1);
  });

  it('allows Save for 1 to 250 characters only, and not while saving', () => {
    expect(canSaveComment('')).toBe(false);
    expect(canSaveComment('   ')).toBe(false);
    expect(canSaveComment('a')).toBe(true);
    expect(canSaveComment('x'.repeat(250))).toBe(true);
    expect(canSaveComment('x'.repeat(251))).toBe(false);
    expect(canSaveComment('ok', true)).toBe(false);
  });

  it('lets every active role comment, and no one without a role', () => {
    expect(canComment({ effectiveRole: 'VIEWER', userStatus: 'ACTIVE' })).toBe(true);
    expect(canComment({ effectiveRole: 'ADMIN', userStatus: 'ACTIVE' })).toBe(true);
    expect(canComment({ effectiveRole: null, userStatus: 'ACTIVE' })).toBe(false);
    expect(canComment({ effectiveRole: 'ADMIN', userStatus: 'SUSPENDED' })).toBe(false);
    expect(canComment(undefined)).toBe(false);
  });

  it('comments only on a single sensor', () => {
    expect(commentableSeries(1)).toBe(true);
    expect(commentableSeries(2)).toBe(false);
    expect(commentableSeries(0)).toBe(false);
  });

  it('builds the post body from the point', () => {
    const at = new Date('2026-03-01T10:15:00Z');
    const body = commentPayload(
      {
        resourceId: 7,
        resourceType: 'SENSOR',
        siteId: 3,
        resourceTitle: 'Freezer',
        at,
        value: -18.2,
        unit: '°C',
        valueType: 'TEMPERATURE',
      },
      '  Door was open ',
      'GENERAL',
    );
    expect(body).toEqual({
      comment: 'Door was open',
      commentType: 'GENERAL',
      resourceId: 7,
      resourceType: 'SENSOR',
      siteId: 3,
      value: '-18.2',
      valueType: 'TEMPERATURE',
      valueSubtype: '°C',
      from: at.toISOString(),
      to: at.toISOString(),
    });
  });
});
