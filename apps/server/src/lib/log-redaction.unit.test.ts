import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redaction';

describe('redactUrl', () => {
  it('hides token values in query strings and keeps the rest', () => {
    expect(redactUrl('/api/v1/users/invite-user-token-valid?token=abc123')).toBe(
      '/api/v1/users/invite-user-token-valid?token=[redacted]',
    );
    expect(redactUrl('/new-password?token=abc&email=a%40b.c')).toBe(
      '/new-password?token=[redacted]&email=a%40b.c',
    );
    expect(redactUrl('/ws?access_token=x&Token=y&authToken=z')).toBe(
      '/ws?access_token=[redacted]&Token=[redacted]&authToken=[redacted]',
    );
    expect(redactUrl('/api/v1/sites?ids=1,2')).toBe('/api/v1/sites?ids=1,2');
    expect(redactUrl('/api/v1/sites')).toBe('/api/v1/sites');
    expect(redactUrl('/x?%E0%A4%A=1&token')).toBe('/x?%E0%A4%A=1&token');
  });
});
