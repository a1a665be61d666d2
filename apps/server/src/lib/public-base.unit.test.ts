import { describe, expect, it } from 'vitest';
import { publicBase } from './public-base';

describe('publicBase', () => {
  it('is PUBLIC_URL when set, without a trailing slash', () => {
    expect(publicBase({ PUBLIC_URL: 'https://app.example.com/', HOST: '0.0.0.0', PORT: 8080 })).toBe(
      'https://app.example.com',
    );
  });
  it('is the configured host and port otherwise; an any-address listen becomes localhost', () => {
    expect(publicBase({ HOST: '0.0.0.0', PORT: 8080 })).toBe('http://localhost:8080');
    expect(publicBase({ HOST: '::', PORT: 9000 })).toBe('http://localhost:9000');
    expect(publicBase({ HOST: '127.0.0.1', PORT: 8081 })).toBe('http://127.0.0.1:8081');
    expect(publicBase({ HOST: 'sitewatch.internal', PORT: 80 })).toBe('http://sitewatch.internal:80');
    expect(publicBase({ HOST: '::1', PORT: 8080 })).toBe('http://[::1]:8080');
  });
});
