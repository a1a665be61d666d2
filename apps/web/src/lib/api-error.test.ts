import { describe, expect, it } from 'vitest';
import { ApiError, errorMessageFor, messageOf, parseErrorBody } from './api-error';

describe('errorMessageFor (spec 1 §8)', () => {
  const body = { message: 'Invalid request', errors: [{ message: 'email: required' }, { message: 'later' }] };

  it('shows the first message of the errors list', () => {
    expect(errorMessageFor(400, body)).toBe('email: required');
  });

  it('falls back to the message, then to the status', () => {
    expect(errorMessageFor(404, { message: 'Site not found' })).toBe('Site not found');
    expect(errorMessageFor(404, { message: 'Site not found', errors: [] })).toBe('Site not found');
    expect(errorMessageFor(409, null)).toBe('API request failed 409');
  });

  it('names an ended session and a refusal, whatever the body says', () => {
    expect(errorMessageFor(401, body)).toBe('Unauthorized');
    expect(errorMessageFor(403, body)).toBe('Forbidden');
  });

  it('says why a 403 with a known code was refused (issue 9)', () => {
    const gated = {
      message: 'Equipment is not available for your organisation.',
      code: 'FEATURE_NOT_AVAILABLE',
    };
    expect(errorMessageFor(403, gated)).toBe('Equipment is not available for your organisation.');
    const pw = {
      message: 'Your password must be updated before you can continue.',
      code: 'PASSWORD_UPDATE_REQUIRED',
    };
    expect(errorMessageFor(403, pw)).toBe(pw.message);
    expect(errorMessageFor(403, { message: 'internal detail', code: 'SOMETHING_ELSE' })).toBe('Forbidden');
    expect(parseErrorBody({ message: 'm', code: 'FEATURE_NOT_AVAILABLE' })).toEqual({
      message: 'm',
      code: 'FEATURE_NOT_AVAILABLE',
    });
  });

  it('shows the server words for a sign-in that is refused', () => {
    expect(errorMessageFor(401, { message: 'Invalid email or password' }, true)).toBe(
      'Invalid email or password',
    );
  });

  it('never shows server error bodies', () => {
    expect(errorMessageFor(500, { message: 'stack trace here' })).toBe('API request failed 500');
  });
});

describe('parseErrorBody', () => {
  it('accepts the API error shape and drops malformed list items', () => {
    expect(parseErrorBody({ message: 'm', errors: [{ message: 'a' }, 'b', { code: 1 }] })).toEqual({
      message: 'm',
      errors: [{ message: 'a' }],
    });
  });

  it('ignores bodies that are not API errors', () => {
    expect(parseErrorBody(null)).toBeNull();
    expect(parseErrorBody('<html>Bad gateway</html>')).toBeNull();
    expect(parseErrorBody({ error: 'x' })).toBeNull();
  });
});

describe('messageOf (A-128)', () => {
  it("shows a failure's message, or 'Unexpected Error' without one", () => {
    expect(messageOf(new ApiError('Forbidden', 403, null))).toBe('Forbidden');
    expect(messageOf(new Error(''))).toBe('Unexpected Error');
    expect(messageOf(undefined)).toBe('Unexpected Error');
  });
});
