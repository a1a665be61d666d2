import { describe, expect, it } from 'vitest';
import { hidesNavigation, insightsPath, navItems, sectionOf, setupLink } from './nav-model';

const features = (
  f: Partial<Record<'INSIGHTS' | 'EQUIPMENT' | 'SAVINGS_ROUTING' | 'TEMPERATURE_REVIEW_TILE', boolean>>,
) => ({
  INSIGHTS: false,
  EQUIPMENT: false,
  SAVINGS_ROUTING: false,
  TEMPERATURE_REVIEW_TILE: false,
  ...f,
});

describe('navigation (spec 1 §2, A-087 … A-093)', () => {
  it('points Insights to Summary for whitelisted organisations, else Savings or the Dashboard', () => {
    expect(insightsPath(features({ INSIGHTS: true, SAVINGS_ROUTING: true }))).toBe('/summary');
    expect(insightsPath(features({ SAVINGS_ROUTING: true }))).toBe('/savings');
    expect(insightsPath(features({}))).toBe('/dashboard');
    expect(insightsPath(undefined)).toBe('/dashboard');
  });

  it('lists the entries in order and hides Equipment unless granted', () => {
    expect(navItems(features({ EQUIPMENT: true })).map((i) => i.label)).toEqual([
      'Today',
      'Insights',
      'Notifications',
      'Sites',
      'Equipment',
      'Reports',
    ]);
    expect(navItems(features({})).map((i) => i.label)).not.toContain('Equipment');
    expect(navItems(undefined).map((i) => i.label)).not.toContain('Equipment');
  });

  it('hands the token to the setup application in the hash, for administrators only', () => {
    expect(setupLink('https://setup.example/app', 'ADMIN', 'a.b.c')).toBe(
      'https://setup.example/app#accessToken=a.b.c',
    );
    expect(setupLink('https://setup.example/#old', 'ADMIN', 'a.b.c')).toBe(
      'https://setup.example/#accessToken=a.b.c',
    );
    expect(setupLink('https://setup.example', 'MANAGER', 'a.b.c')).toBeNull();
    expect(setupLink(null, 'ADMIN', 'a.b.c')).toBeNull();
  });

  it.each([
    ['/today', 'today'],
    ['/today/active-incident-counts', 'today'],
    ['/summary/annual-co2-emission', 'insights'],
    ['/dashboard/noh_energy_consumption', 'insights'],
    ['/equipment-performance/4', 'insights'],
    ['/notifications/overview', 'notifications'],
    ['/incidents', 'notifications'],
    ['/map', 'sites'],
    ['/list', 'sites'],
    ['/sites/3/equipment/9', 'sites'],
    ['/controls/schedule', 'sites'],
    ['/equipment-energy-consumption', 'sites'],
    ['/equipment', 'equipment'],
    ['/equipment/12/sensors', 'equipment'],
    ['/monitoring/equipment/12/live', 'equipment'],
    ['/reports', 'reports'],
    ['/profile', 'account'],
  ])('puts %s under %s', (path, section) => {
    expect(sectionOf(path)).toBe(section);
  });

  it('hides the navigation on /report/ paths only', () => {
    expect(hidesNavigation('/report/energy/4')).toBe(true);
    expect(hidesNavigation('/sites/4/report/x')).toBe(true);
    expect(hidesNavigation('/report')).toBe(false);
    expect(hidesNavigation('/reports')).toBe(false);
    expect(hidesNavigation('/reporting')).toBe(false);
  });
});
