import { describe, expect, it } from 'vitest';
import { parseOrganizationId } from './organization-id';

describe('parseOrganizationId', () => {
  it('accepts positive whole numbers', () => {
    expect(parseOrganizationId(' 275 ')).toBe(275);
  });

  it.each(['', '0', '-1', '1.5', 'abc', '99999999999'])('refuses %j', (v) => {
    expect(parseOrganizationId(v)).toBeNull();
  });
});
