import { lazyRouteComponent } from '@tanstack/react-router';
import { dashboardSearch } from '../../../features/energy/utils/energy-search';
import { notificationListSearch } from '../../../features/notifications/utils/notification-search';
import { pageRoute } from '../page-route';
import { hvacOperationsSearch, incidentListSearch, incidentOverviewSearch, pagedSearch } from '../search';
import { prefetchToday } from '../today-prefetch';

// Spec 2 §2 "Routes in this area": Today, incidents and notifications (built by the incidents issue).

export const todayNotificationRoutes = [
  pageRoute(
    'today',
    {
      title: 'Today',
      purpose:
        'Sites with active incidents, the active incidents overview and HVAC controls operations at a glance.',
    },
    undefined,
    lazyRouteComponent(() => import('../today-page'), 'TodayPage'),
    // Today's data starts with its code, not after it (issue 10).
    ({ queryClient }) => void prefetchToday(queryClient),
  ),
  pageRoute(
    'today/active-incident-counts',
    {
      title: 'Sites with Active Incidents',
      purpose: 'Every site with active incidents, with counts by priority.',
    },
    pagedSearch,
    lazyRouteComponent(() => import('../incident-counts-page'), 'ActiveIncidentCountsPage'),
  ),
  pageRoute(
    'active-incident-counts',
    { title: 'Active Incident Counts', purpose: 'Active incidents counted per site.' },
    pagedSearch,
    lazyRouteComponent(() => import('../incident-counts-page'), 'ActiveIncidentCountsPage'),
  ),
  pageRoute(
    'incident-counts',
    { title: 'Incident Counts', purpose: 'Incidents counted per site.' },
    pagedSearch,
    lazyRouteComponent(() => import('../incident-counts-page'), 'IncidentCountsPage'),
  ),
  pageRoute(
    'hvac-controls-operations',
    {
      title: 'HVAC Controls Operations',
      purpose: 'Thermostats across your sites with their modes, set points and overrides.',
    },
    hvacOperationsSearch,
    lazyRouteComponent(() => import('../hvac-operations-page'), 'HvacOperationsPage'),
  ),
  pageRoute(
    'hvac-controls-operations/$issues',
    {
      title: 'HVAC Controls Operations',
      purpose: 'Thermostats across your sites with their modes, set points and overrides.',
    },
    hvacOperationsSearch,
    lazyRouteComponent(() => import('../hvac-operations-page'), 'HvacOperationsPage'),
  ),
  pageRoute(
    'notifications',
    { title: 'Notifications', purpose: 'Notifications sent for incidents at your sites.' },
    notificationListSearch,
    lazyRouteComponent(() => import('../notifications-page'), 'NotificationsPage'),
  ),
  pageRoute(
    'notifications/overview',
    {
      title: 'Incident Overview',
      purpose: 'Incidents by site, equipment, day and priority for a time period.',
    },
    incidentOverviewSearch,
    lazyRouteComponent(() => import('../incident-overview-page'), 'IncidentOverviewPage'),
  ),
  pageRoute(
    'notifications/list',
    { title: 'Notification List', purpose: 'Every notification, newest first.' },
    notificationListSearch,
    lazyRouteComponent(() => import('../notifications-page'), 'NotificationsPage'),
  ),
  pageRoute(
    'notifications/my-view',
    { title: 'My View', purpose: 'Notifications of one site.' },
    notificationListSearch,
    lazyRouteComponent(() => import('../notifications-page'), 'NotificationsMyViewPage'),
  ),
  pageRoute(
    'incidents',
    { title: 'All Incidents', purpose: 'Incidents of all your sites, active and resolved.' },
    incidentListSearch,
    lazyRouteComponent(
      () => import('../../../features/incidents/components/incidents-page'),
      'IncidentsPage',
    ),
  ),
  pageRoute(
    'sites/$siteId/incidents',
    { title: 'Site Incidents', purpose: 'Incidents of this site, active and resolved.' },
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
      purpose: 'Multisite tiles for energy, compliance and out-of-hours efficiency.',
    },
    dashboardSearch,
    lazyRouteComponent(() => import('../dashboard-page'), 'DashboardPage'),
  ),
  pageRoute(
    'dashboard/notifications',
    {
      title: 'Dashboard Notifications',
      purpose: 'Notifications of the multisite dashboard.',
    },
    notificationListSearch,
    lazyRouteComponent(() => import('../notifications-page'), 'NotificationsPage'),
  ),
];

// Spec 2 §2: site pages (the sites list itself is live, see ../sites.tsx).
export const sitePageRoutes = [
  pageRoute(
    'map',
    { title: 'Map', purpose: 'Your sites on a world map with their status.' },
    undefined,
    lazyRouteComponent(() => import('../sites-map-page'), 'SitesMapPage'),
  ),
  pageRoute(
    'sites/$siteId',
    {
      title: 'Site',
      purpose: 'The site with its equipment, sensors and incidents.',
    },
    undefined,
    lazyRouteComponent(() => import('../sites-overview-page'), 'SiteOverviewPage'),
  ),
  pageRoute(
    'sites/$siteId/dashboard',
    {
      title: 'Site Dashboard',
      purpose: 'Energy, comfort and incidents of this site.',
    },
    undefined,
    lazyRouteComponent(() => import('../sites-dashboard-page'), 'SiteDashboardPage'),
  ),
  pageRoute(
    'sites/$siteId/insights',
    {
      title: 'Site Insights',
      purpose: 'Analytics and recommendations for this site.',
    },
    undefined,
    lazyRouteComponent(() => import('../sites-insights-page'), 'SiteInsightsPage'),
  ),
  pageRoute(
    'monitoring/sites/$siteId',
    { title: 'Site Monitoring', purpose: 'Live readings of this site.' },
    undefined,
    lazyRouteComponent(() => import('../sites-monitoring-page'), 'SiteMonitoringPage'),
  ),
  pageRoute(
    'monitoring/sites/$siteId/$view',
    { title: 'Site Monitoring', purpose: 'Live readings of this site.' },
    undefined,
    lazyRouteComponent(() => import('../sites-monitoring-page'), 'SiteMonitoringPage'),
  ),
];
