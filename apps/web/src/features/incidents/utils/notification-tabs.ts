/** The notifications navigation tabs (C-001), in order. */
export const NOTIFICATION_TABS = [
  { label: 'Overview', path: '/notifications/overview' },
  { label: 'Incidents', path: '/incidents' },
  { label: 'Notifications', path: '/notifications' },
] as const;

export type NotificationTabPath = (typeof NOTIFICATION_TABS)[number]['path'];

/**
 * The tab a pathname belongs to: the site incidents page counts as Incidents, the notification list
 * and my-view as Notifications. Null for any other page.
 */
export function activeNotificationTab(pathname: string): NotificationTabPath | null {
  const p = pathname.replace(/\/+$/, '') || '/';
  if (p === '/notifications/overview') return '/notifications/overview';
  if (p === '/incidents' || /^\/sites\/[^/]+\/incidents$/.test(p)) return '/incidents';
  if (p === '/notifications' || p.startsWith('/notifications/')) return '/notifications';
  return null;
}
