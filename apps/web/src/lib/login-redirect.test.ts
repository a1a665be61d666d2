import { describe, expect, it } from 'vitest';
import { loginSearch, safeNextPath } from './login-redirect';

describe('safeNextPath', () => {
  it('keeps a path of the app with its query and hash', () => {
    expect(safeNextPath('/sites?x=1')).toBe('/sites?x=1');
    expect(safeNextPath('/sites/4/incidents?source=email&incidentId=9#top')).toBe(
      '/sites/4/incidents?source=email&incidentId=9#top',
    );
  });

  it.each([
    '//evil.example/x',
    '/\\evil.example',
    '/\t/evil.example',
    'https://evil.example',
    'javascript:alert(1)',
    'sites',
    '',
    undefined,
    42,
  ])('sends %j home instead of off the app', (next) => {
    expect(safeNextPath(next)).toBe('/');
  });

  it('never loops back to the sign-in page', () => {
    expect(safeNextPath('/login?next=/x')).toBe('/');
  });
});

describe('loginSearch', () => {
  it('carries the original path and query', () => {
    expect(loginSearch('/sites?x=1')).toEqual({ next: '/sites?x=1' });
  });

  it('needs no next for home', () => {
    expect(loginSearch('/')).toEqual({});
  });
});
