import { describe, expect, it } from 'vitest';
import { validateLogin } from './login-validation';

describe('validateLogin (spec 1 §5)', () => {
  it('accepts an email and a password', () => {
    expect(validateLogin({ email: ' admin@demo.example ', password: 'x' })).toEqual({});
  });

  it('requires both fields', () => {
    expect(validateLogin({ email: '  ', password: '' })).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
  });

  it.each(['admin', 'admin@', 'admin@demo', 'a b@demo.example', '.a@demo.example', 'a..b@demo.example'])(
    'rejects %j as an email',
    (email) => {
      expect(validateLogin({ email, password: 'x' }).email).toBe('Enter a valid email address');
    },
  );
});
