import { lazyRouteComponent } from '@tanstack/react-router';
import { dashboardSearch } from '../../../features/energy/utils/energy-search';
import { notificationListSearch } from '../../../features/notifications/utils/notification-search';
import { pageRoute } from '../page-route';
import { hvacOperationsSearch, incidentListSearch, incidentOverviewSearch, pagedSearch } from '../search';

// Spec 2 §2 "Routes in this area": Today, incidents and notifications (built by the incidents issue).

export const todayNotificationRoutes = [
  pageRoute(
    'today',
    {
      title: 'Today',
    },
    undefined,
    lazyRouteComponent(() => import('../today-page'), 'TodayPage'),
    // Today's data starts with its code, not after it (issue 10).
    // Loaded on the way to Today, not with the sign-in page (its queries import half the features).
    ({ queryClient }) => void import('../today-prefetch').then((m) => m.prefetchToday(queryClient)),
  ),
  pageRoute(
    'today/active-incident-counts',
    {
      title: 'Sites with Active Incidents',
    },
    pagedSearch,
    lazyRouteComponent(() => import('../incident-counts-page'), 'ActiveIncidentCountsPage'),
  ),
  pageRoute(
    'active-incident-counts',
    { title: 'Active Incident Counts' },
    pagedSearch,
    lazyRouteComponent(() => import('../incident-counts-page'), 'ActiveIncidentCountsPage'),
  ),
  pageRoute(
    'incident-counts',
    { title: 'Incident Counts' },
    pagedSearch,
    lazyRouteComponent(() => import('../incident-counts-page'), 'IncidentCountsPage'),
  ),
  pageRoute(
    'hvac-controls-operations',
    {
      title: 'HVAC Controls Operations',
    },
    hvacOperationsSearch,
    lazyRouteComponent(() => import('../hvac-operations-page'), 'HvacOperationsPage'),
  ),
  pageRoute(
    'hvac-controls-operations/$issues',
    {
      title: 'HVAC Controls Operations',
    },
    hvacOperationsSearch,
    lazyRouteComponent(() => import('../hvac-operations-page'), 'HvacOperationsPage'),
  ),
  pageRoute(
    'notifications',
    { title: 'Notifications' },
    notificationListSearch,
    lazyRouteComponent(() => import('../notifications-page'), 'NotificationsPage'),
  ),
  pageRoute(
    'notifications/overview',
    {
      title: 'Incident Overview',
    },
    incidentOverviewSearch,
    lazyRouteComponent(() => import('../incident-overview-page'), 'IncidentOverviewPage'),
  ),
  pageRoute(
    'notifications/list',
    { title: 'Notification List' },
    notificationListSearch,
    lazyRouteComponent(() => import('../notifications-page'), 'NotificationsPage'),
  ),
  pageRoute(
    'notifications/my-view',
    { title: 'My View' },
    notificationListSearch,
    lazyRouteComponent(() => import('../notifications-page'), 'NotificationsMyViewPage'),
  ),
  pageRoute(
    'incidents',
    { title: 'All Incidents' },
    incidentListSearch,
    lazyRouteComponent(
      () => import('../../../features/incidents/components/incidents-page'),
      'IncidentsPage',
    ),
  ),
  pageRoute(
    'sites/$siteId/incidents',
    { title: 'Site Incidents' },
    incidentListSearch,
    lazyRouteComponent(
      () => import('../../../features/incidents/components/incidents-page'),
      'IncidentsPage',
    ),
  ),
  pageRoute(
    'dashboard',
    {
      title: 'Dashboard',
    },
    dashboardSearch,
    lazyRouteComponent(() => import('../dashboard-page'), 'DashboardPage'),
  ),
  pageRoute(
    'dashboard/notifications',
    {
      title: 'Dashboard Notifications',
    },
    notificationListSearch,
    lazyRouteComponent(() => import('../notifications-page'), 'NotificationsPage'),
  ),
];

// Spec 2 §2: site pages (the sites list itself is live, see ../sites.tsx).
export const sitePageRoutes = [
  pageRoute(
    'map',
    { title: 'Map' },
    undefined,
    lazyRouteComponent(() => import('../sites-map-page'), 'SitesMapPage'),
  ),
  pageRoute(
    'sites/$siteId',
    {
      title: 'Site',
    },
    undefined,
    lazyRouteComponent(() => import('../sites-overview-page'), 'SiteOverviewPage'),
  ),
  pageRoute(
    'sites/$siteId/dashboard',
    {
      title: 'Site Dashboard',
    },
    undefined,
    lazyRouteComponent(() => import('../sites-dashboard-page'), 'SiteDashboardPage'),
  ),
  pageRoute(
    'sites/$siteId/insights',
    {
      title: 'Site Insights',
    },
    undefined,
    lazyRouteComponent(() => import('../sites-insights-page'), 'SiteInsightsPage'),
  ),
  pageRoute(
    'monitoring/sites/$siteId',
    { title: 'Site Monitoring' },
    undefined,
    lazyRouteComponent(() => import('../sites-monitoring-page'), 'SiteMonitoringPage'),
  ),
  pageRoute(
    'monitoring/sites/$siteId/$view',
    { title: 'Site Monitoring' },
    undefined,
    lazyRouteComponent(() => import('../sites-monitoring-page'), 'SiteMonitoringPage'),
  ),
];
