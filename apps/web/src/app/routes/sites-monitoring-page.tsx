import { useParams } from '@tanstack/react-router';
import { SiteDashboardPage } from './sites-dashboard-page';
import { SiteInsightsPage } from './sites-insights-page';
import { SITE_CHART_VIEWS, type SiteChartView, SiteMonitoringCharts } from './sites-monitoring-charts';
import { SiteOverviewPage } from './sites-overview-page';
import { SiteShell } from './sites-site-shell';

const isChartView = (v: string | undefined): v is SiteChartView =>
  (SITE_CHART_VIEWS as readonly string[]).includes(v ?? '');

/**
 * /monitoring/sites/{id}[/{view}] (spec 2 §2; its layout is not shown): the site pages under the
 * monitoring path, so links into it land on real data. A view names a site page (dashboard,
 * insights) or a chart view (energy, sensors, thermostats: the charts of spec 3 §2); any other view,
 * or none, is the overview with live device connectivity and incidents.
 */
export function SiteMonitoringPage() {
  const { view } = useParams({ strict: false }) as { view?: string };
  if (view === 'dashboard') return <SiteDashboardPage />;
  if (view === 'insights') return <SiteInsightsPage />;
  if (isChartView(view)) {
    return (
      <SiteShell page="Site Monitoring">
        {(site) => <SiteMonitoringCharts site={site} view={view} />}
      </SiteShell>
    );
  }
  return <SiteOverviewPage />;
}
