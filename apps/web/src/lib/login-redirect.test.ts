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

  it.each(['/logout', '/logout?x=1', '/logout/', '/LOGOUT', '/logout#top'])(
    'never signs out again after sign-in: %j goes home (issue 9)',
    (next) => {
      expect(safeNextPath(next)).toBe('/');
    },
  );

  it('keeps pages whose path only begins like /logout', () => {
    expect(safeNextPath('/logouts')).toBe('/logouts');
  });
});

describe('loginSearch', () => {
  it('carries the original path and query', () => {
    expect(loginSearch('/sites?x=1')).toEqual({ next: '/sites?x=1' });
  });

  it('needs no next for home', () => {
    expect(loginSearch('/')).toEqual({});
  });

  it('keeps the next of /login when a later 401 finds the sign-in page already shown (issue 9)', () => {
    expect(loginSearch('/login?next=%2Fincidents%3FincidentId%3D9')).toEqual({
      next: '/incidents?incidentId=9',
    });
    expect(loginSearch('/login?next=%2Flogout')).toEqual({});
    expect(loginSearch('/login')).toEqual({});
  });

  it('has no next for /logout', () => {
    expect(loginSearch('/logout')).toEqual({});
  });
});
