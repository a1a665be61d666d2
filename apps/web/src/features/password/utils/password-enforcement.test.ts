import { describe, expect, it } from 'vitest';
import { isPasswordUpdateEnforced } from './password-enforcement';

const server = (iso: string) => new Date(iso);

describe('isPasswordUpdateEnforced (A-061, A-062)', () => {
  it('enforces a password set before 2023-07-12 once the server time has reached that day', () => {
    expect(isPasswordUpdateEnforced('2023-07-11T23:59:59Z', server('2026-01-01T00:00:00Z'))).toBe(true);
    expect(isPasswordUpdateEnforced('2021-01-01T00:00:00Z', server('2023-07-12T00:00:00Z'))).toBe(true);
  });

  it('leaves passwords set on or after the enforce date alone', () => {
    expect(isPasswordUpdateEnforced('2023-07-12T00:00:00Z', server('2026-01-01T00:00:00Z'))).toBe(false);
    expect(isPasswordUpdateEnforced('2026-11-01T08:00:00Z', server('2026-11-22T00:00:00Z'))).toBe(false);
  });

  it('does not apply before the enforce date, by the server clock rather than the device clock', () => {
    const deviceInFuture = Date.parse('2030-01-01T00:00:00Z');
    expect(
      isPasswordUpdateEnforced('2020-01-01T00:00:00Z', server('2023-07-11T12:00:00Z'), deviceInFuture),
    ).toBe(false);
    expect(isPasswordUpdateEnforced('2020-01-01T00:00:00Z', null, deviceInFuture)).toBe(true);
  });

  it('treats an unknown change date as old', () => {
    expect(isPasswordUpdateEnforced(null, server('2026-01-01T00:00:00Z'))).toBe(true);
    expect(isPasswordUpdateEnforced('garbage', server('2026-01-01T00:00:00Z'))).toBe(true);
  });
});
