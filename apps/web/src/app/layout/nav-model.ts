import type { OrganizationFeatures, Role } from '@sw/contracts';

export type NavSection =
  | 'today'
  | 'insights'
  | 'notifications'
  | 'sites'
  | 'equipment'
  | 'reports'
  | 'account';

export interface NavItem {
  section: Exclude<NavSection, 'account'>;
  label: string;
  to: string;
}

type Features = OrganizationFeatures['features'] | undefined;

/**
 * Spec 1 §2: Insights points to Summary for organisations on the Insights whitelist; otherwise to
 * Savings when the savings routing flag is set, else to the Dashboard.
 */
export function insightsPath(features: Features): '/summary' | '/savings' | '/dashboard' {
  if (features?.INSIGHTS) return '/summary';
  if (features?.SAVINGS_ROUTING) return '/savings';
  return '/dashboard';
}

/**
 * The side navigation of spec 1 §2. Equipment is hidden for blacklisted organisations, and also while
 * the gates are unknown (a failed load): a gated entry is shown only when granted.
 */
export function navItems(features: Features): NavItem[] {
  const items: NavItem[] = [
    { section: 'today', label: 'Today', to: '/today' },
    { section: 'insights', label: 'Insights', to: insightsPath(features) },
    { section: 'notifications', label: 'Notifications', to: '/notifications/overview' },
    { section: 'sites', label: 'Sites', to: '/sites' },
    { section: 'equipment', label: 'Equipment', to: '/equipment' },
    { section: 'reports', label: 'Reports', to: '/reports' },
  ];
  return features?.EQUIPMENT ? items : items.filter((i) => i.section !== 'equipment');
}

/**
 * The Setup link: for administrators, when a setup application is configured; the
 * access token travels in the URL hash, which browsers never send to servers.
 */
export function setupLink(setupUrl: string | null, role: Role | null, token: string | null): string | null {
  if (!setupUrl || role !== 'ADMIN' || !token) return null;
  return `${setupUrl.replace(/#.*$/, '')}#accessToken=${encodeURIComponent(token)}`;
}

const SECTIONS: readonly [NavSection, RegExp][] = [
  ['today', /^\/(today|hvac-controls-operations)(\/|$)/],
  ['notifications', /^\/(notifications|incidents|active-incident-counts|incident-counts)(\/|$)/],
  [
    'insights',
    /^\/(summary|savings|sustainability|recommendations|dashboard|org-temp-compliance|org-sites-energy-consumption|org-controls-savings|equipment-performance|equipment-performance-hvac)(\/|$)/,
  ],
  ['equipment', /^\/(equipment|monitoring\/equipment)(\/|$)/],
  [
    'sites',
    /^\/(sites|list|map|monitoring\/sites|controls|tasks|analytics|temperature-compliance|equipment-energy-consumption|temperature-review|spaces|sensors-gateways)(\/|$)/,
  ],
  ['reports', /^\/(reports|my-downloads|report)(\/|$)/],
];

/** Which navigation entry a path belongs to; Sites is also active on the map (spec 1 §2). */
export function sectionOf(pathname: string): NavSection {
  return SECTIONS.find(([, pattern]) => pattern.test(pathname))?.[0] ?? 'account';
}

/** Spec 1 §2: paths containing /report/ hide the navigation (print and export views). */
export const hidesNavigation = (pathname: string) => pathname.includes('/report/');
