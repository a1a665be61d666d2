import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(8080);
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.ROLES).toEqual(['api', 'worker', 'simulator']);
    expect(c.SIMULATOR).toBe(true);
    expect(c.dataDir).toMatch(/data$/);
    expect(c.TIMESERIES_ROOT).toBe('/timeseries');
    expect(c.ANALYTICS_ROOT).toBe('/api/analytics');
  });

  it('refuses a service root that starts like a page of the web app (issue 9)', () => {
    for (const [name, value] of [
      ['ANALYTICS_ROOT', '/analytics'],
      ['TIMESERIES_ROOT', '/sites/series'],
      ['HELP_ROOT', 'https://help.example.com/reports/'],
    ] as const) {
      expect(() => loadConfig({ [name]: value }), `${name}=${value}`).toThrow(/starts like a page/);
    }
    expect(loadConfig({ ANALYTICS_ROOT: '/svc/analytics' }).ANALYTICS_ROOT).toBe('/svc/analytics');
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).PORT).toBe(8080);
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://x'],
    ['JWT_SECRET', 'short'],
    ['SMTP_URL', 'http://mail'],
    ['SIMULATOR', 'maybe'],
    ['ROLES', 'api,cook'],
    ['SIMULATOR_SPEED', '0'],
  ])('rejects %s=%s with a message naming the variable', (name, value) => {
    let err: unknown;
    try {
      loadConfig({ [name]: value });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(ConfigError);
    expect((err as Error).message).toContain(name);
  });

  it('parses roles and simulator settings', () => {
    const c = loadConfig({ ROLES: 'api, worker', SIMULATOR: 'off', SIMULATOR_SPEED: '60' });
    expect(c.ROLES).toEqual(['api', 'worker']);
    expect(c.SIMULATOR).toBe(false);
    expect(c.SIMULATOR_SPEED).toBe(60);
  });
});
