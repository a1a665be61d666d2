/**
 * C-005 (decision): the Today tab bar. Overview is the tile page; the two lists behind the tiles'
 * 'See All' are tabs too, so that they are one click away and the user knows where they are.
 */
export const TODAY_TABS = [
  { label: 'Overview', to: '/today' },
  { label: 'Sites with Active Incidents', to: '/today/active-incident-counts' },
  { label: 'HVAC Controls', to: '/hvac-controls-operations' },
] as const;

export type TodayTabPath = (typeof TODAY_TABS)[number]['to'];

/** The tab of a path: the HVAC page with any issues parameter belongs to its tab. */
export function activeTodayTab(pathname: string): TodayTabPath | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/today') return '/today';
  if (path === '/today/active-incident-counts') return '/today/active-incident-counts';
  if (path === '/hvac-controls-operations' || path.startsWith('/hvac-controls-operations/'))
    return '/hvac-controls-operations';
  return null;
}
