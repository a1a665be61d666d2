import { describe, expect, it } from 'vitest';
import { DEFAULT_ROOTS, emptyRoots, joinRoot, readServiceRoots } from './service-roots';

describe('service roots', () => {
  it('defaults every service to this origin with the server default prefixes', () => {
    const roots = readServiceRoots({});
    expect(roots).toEqual(DEFAULT_ROOTS);
    expect(emptyRoots(roots)).toEqual([]);
    expect(roots.timeSeries).toBe('/timeseries');
  });

  it('takes each root from its VITE_ variable and reports the empty ones', () => {
    const roots = readServiceRoots({ VITE_TIMESERIES_ROOT: 'https://ts.example.com/', VITE_HELP_ROOT: ' ' });
    expect(roots.timeSeries).toBe('https://ts.example.com/');
    expect(emptyRoots(roots)).toEqual(['help']);
  });

  it('joins roots and paths with exactly one slash', () => {
    expect(joinRoot('/', '/api/v1/sites')).toBe('/api/v1/sites');
    expect(joinRoot('/timeseries/', 'energy/site/1/series')).toBe('/timeseries/energy/site/1/series');
    expect(joinRoot('https://ts.example.com', '/x')).toBe('https://ts.example.com/x');
  });
});
