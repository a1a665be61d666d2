import { useParams } from '@tanstack/react-router';
import { SiteDashboardPage } from './sites-dashboard-page';
import { SiteInsightsPage } from './sites-insights-page';
import { SiteOverviewPage } from './sites-overview-page';

/**
 * /monitoring/sites/{id}[/{view}] (spec 2 §2; its layout is not shown): the site pages under the
 * monitoring path, so links into it land on real data. A view names a site page (dashboard,
 * insights); any other view, or none, is the overview with live device connectivity and incidents.
 */
export function SiteMonitoringPage() {
  const { view } = useParams({ strict: false }) as { view?: string };
  if (view === 'dashboard') return <SiteDashboardPage />;
  if (view === 'insights') return <SiteInsightsPage />;
  return <SiteOverviewPage />;
}
