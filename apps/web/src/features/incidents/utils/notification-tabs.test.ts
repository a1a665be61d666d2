import { describe, expect, it } from 'vitest';
import { activeNotificationTab, NOTIFICATION_TABS } from './notification-tabs';

describe('notification tabs (C-001)', () => {
  it('are Overview, Incidents and Notifications with their routes', () => {
    expect(NOTIFICATION_TABS.map((t) => [t.label, t.path])).toEqual([
      ['Overview', '/notifications/overview'],
      ['Incidents', '/incidents'],
      ['Notifications', '/notifications'],
    ]);
  });

  it('marks the tab of the page, the site incidents page as Incidents', () => {
    expect(activeNotificationTab('/notifications/overview')).toBe('/notifications/overview');
    expect(activeNotificationTab('/incidents/')).toBe('/incidents');
    expect(activeNotificationTab('/sites/12/incidents')).toBe('/incidents');
    expect(activeNotificationTab('/notifications')).toBe('/notifications');
    expect(activeNotificationTab('/notifications/list')).toBe('/notifications');
    expect(activeNotificationTab('/sites/12')).toBeNull();
  });
});
