import { lazyRouteComponent } from '@tanstack/react-router';
import { annualSearch, summarySearch } from '../../../features/annual/utils/annual-search';
import { equipmentEnergySearch, orgSitesEnergySearch } from '../../../features/energy/utils/energy-search';
import { equipmentListSearch } from '../../../features/equipment/utils/equipment-search';
import { nohSearch } from '../../../features/noh/utils/noh-search';
import { performanceSearch } from '../../../features/performance/utils/performance-search';
import {
  complianceAnalyticsSearch,
  orgComplianceSearch,
  siteComplianceSearch,
  temperatureReviewSearch,
} from '../../../features/temperature-compliance/utils/search';
import { pageRoute } from '../page-route';
import { recommendationsSearch, savingsSearch, siteScopedSearch, sustainabilitySearch } from '../search';

// Temperature compliance pages (issue 11): the organisation page, the site page, the analytics by
// equipment type (two paths) and the temperature review (two paths).
const complianceAnalytics = lazyRouteComponent(
  () => import('../temp-compliance-analytics-page'),
  'TempComplianceAnalyticsPage',
);
const temperatureReview = lazyRouteComponent(
  () => import('../temperature-review-page'),
  'TemperatureReviewPage',
);
const reviewMeta = {
  title: 'Temperature Review',
  // The temperature review has its own blacklist (F-017): the pages go with the tile's gate.
  feature: 'TEMPERATURE_REVIEW_TILE' as const,
};
const analyticsMeta = {
  title: 'Temperature Compliance',
};

/** F-050 (decided): one page under both HVAC performance paths. */
const HvacPerformancePage = lazyRouteComponent(
  () => import('../hvac-performance-page'),
  'HvacPerformancePage',
);

// Spec 3 §2 "Routes in this area": insights, energy and equipment analytics (built by the energy issue).

export const insightRoutes = [
  pageRoute(
    'summary',
    {
      title: 'Summary',
      feature: 'INSIGHTS',
    },
    summarySearch,
    lazyRouteComponent(() => import('../summary-page'), 'SummaryPage'),
  ),
  pageRoute(
    'summary/annual-energy-consumption',
    { title: 'Annual Performance', feature: 'INSIGHTS' },
    annualSearch,
    lazyRouteComponent(() => import('../annual-page'), 'AnnualEnergyPage'),
  ),
  pageRoute(
    'summary/annual-co2-emission',
    { title: 'Annual Performance', feature: 'INSIGHTS' },
    annualSearch,
    lazyRouteComponent(() => import('../annual-page'), 'AnnualCo2Page'),
  ),
  pageRoute(
    'summary/annual-usage-intensity',
    { title: 'Annual Performance', feature: 'INSIGHTS' },
    annualSearch,
    lazyRouteComponent(() => import('../annual-page'), 'AnnualEuiPage'),
  ),
  pageRoute(
    'savings',
    { title: 'Savings' },
    savingsSearch,
    lazyRouteComponent(() => import('../savings-page'), 'SavingsPage'),
  ),
  pageRoute(
    'sustainability',
    { title: 'Sustainability' },
    sustainabilitySearch,
    lazyRouteComponent(() => import('../sustainability-page'), 'SustainabilityPage'),
  ),
  pageRoute(
    'recommendations',
    { title: 'Recommendations' },
    recommendationsSearch,
    lazyRouteComponent(() => import('../recommendations-page'), 'RecommendationsPage'),
  ),
  pageRoute(
    'dashboard/noh_energy_consumption',
    {
      title: 'NOH Efficiency Analysis',
    },
    nohSearch,
    lazyRouteComponent(() => import('../noh-page'), 'NohPage'),
  ),
  pageRoute(
    'org-temp-compliance',
    {
      title: 'Temperature Compliance',
      // 'See All' of the Today tile: the page goes with the tile's gate.
      feature: 'TEMPERATURE_REVIEW_TILE',
    },
    orgComplianceSearch,
    lazyRouteComponent(() => import('../org-temp-compliance-page'), 'OrgTempCompliancePage'),
  ),
  pageRoute(
    'org-sites-energy-consumption',
    { title: 'Sites Energy Consumption' },
    orgSitesEnergySearch,
    lazyRouteComponent(() => import('../org-sites-energy-page'), 'OrgSitesEnergyPage'),
  ),
  pageRoute(
    'org-controls-savings',
    { title: 'Controls Savings' },
    savingsSearch,
    lazyRouteComponent(() => import('../org-controls-savings-page'), 'OrgControlsSavingsPage'),
  ),
  pageRoute(
    'equipment-performance',
    {
      title: 'Equipment Performance',
    },
    undefined,
    lazyRouteComponent(() => import('../equipment-performance-page'), 'EquipmentPerformancePage'),
  ),
  pageRoute(
    'equipment-performance/$equipmentGroupId',
    {
      title: 'Equipment Group Performance',
    },
    performanceSearch,
    lazyRouteComponent(() => import('../equipment-group-performance-page'), 'EquipmentGroupPerformancePage'),
  ),
  pageRoute(
    'equipment-performance-hvac',
    { title: 'HVAC Performance' },
    performanceSearch,
    HvacPerformancePage,
  ),
  pageRoute(
    'equipment-performance-hvac/hvac-controls',
    {
      title: 'HVAC Controls Performance',
    },
    performanceSearch,
    HvacPerformancePage,
  ),
];

/** Both equipment page paths (spec 3 §2) show one page. */
const EquipmentPage = lazyRouteComponent(() => import('../equipment-page'), 'EquipmentPage');
const equipmentMeta = {
  title: 'Equipment',
  feature: 'EQUIPMENT' as const,
};

export const equipmentRoutes = [
  pageRoute(
    'equipment',
    { title: 'Equipment', feature: 'EQUIPMENT' },
    equipmentListSearch,
    lazyRouteComponent(() => import('../equipment-list-page'), 'EquipmentListPage'),
  ),
  pageRoute('equipment/$equipmentId', equipmentMeta, undefined, EquipmentPage),
  pageRoute(
    'equipment/$equipmentId/sensors',
    { title: 'Equipment Sensors', feature: 'EQUIPMENT' },
    siteScopedSearch,
    lazyRouteComponent(() => import('../equipment-sensors-page'), 'EquipmentSensorsPage'),
  ),
  pageRoute('sites/$siteId/equipment/$equipmentId', equipmentMeta, undefined, EquipmentPage),
  pageRoute(
    'sites/$siteId/analytics/temperature-compliance',
    {
      title: 'Temperature Compliance',
    },
    siteComplianceSearch,
    lazyRouteComponent(() => import('../site-temp-compliance-page'), 'SiteTempCompliancePage'),
  ),
  pageRoute(
    'monitoring/equipment/$equipmentId/$view',
    { title: 'Equipment Monitoring', feature: 'EQUIPMENT' },
    undefined,
    // The charts (ECharts) load with this page only (js-budget.spec).
    lazyRouteComponent(() => import('../monitoring-equipment-page'), 'EquipmentMonitoringPage'),
  ),
];

/** A-084 (decided): one page under both equipment energy paths. */
const EquipmentEnergyPage = lazyRouteComponent(
  () => import('../equipment-energy-page'),
  'EquipmentEnergyPage',
);

/** Pages of one site, named by the siteId query. */
const site = (title: string, purpose: string) => ({ title, purpose });

/** The controls pages (issue 12), one module. */
const controlsPage = (
  name: 'ControlsPage' | 'ControlsSchedulePage' | 'ControlsSavingsPage' | 'ControlsThermostatsPage',
) => lazyRouteComponent(() => import('../controls-pages'), name);

export const siteScopedRoutes = [
  pageRoute(
    'controls',
    site('Controls', 'Schedules, savings and thermostats of the site.'),
    siteScopedSearch,
    controlsPage('ControlsPage'),
  ),
  pageRoute(
    'controls/schedule',
    site('Schedule', 'The site’s operating schedule.'),
    siteScopedSearch,
    controlsPage('ControlsSchedulePage'),
  ),
  pageRoute(
    'controls/savings',
    site('Controls Savings', 'Savings from the site’s controls.'),
    siteScopedSearch,
    controlsPage('ControlsSavingsPage'),
  ),
  pageRoute(
    'controls/thermostats',
    site('Thermostats', 'The site’s thermostats and their modes.'),
    siteScopedSearch,
    controlsPage('ControlsThermostatsPage'),
  ),
  pageRoute(
    'tasks',
    site('Tasks', 'Checks to carry out at the site.'),
    siteScopedSearch,
    lazyRouteComponent(() => import('../site-tasks-page'), 'SiteTasksPage'),
  ),
  pageRoute('tasks/temperature-review', reviewMeta, temperatureReviewSearch, temperatureReview),
  pageRoute(
    'analytics',
    site('Analytics', 'Analytics of the site.'),
    siteScopedSearch,
    lazyRouteComponent(() => import('../site-analytics-page'), 'SiteAnalyticsPage'),
  ),
  pageRoute(
    'analytics/temperature-compliance',
    analyticsMeta,
    complianceAnalyticsSearch,
    complianceAnalytics,
  ),
  pageRoute(
    'analytics/equipment-energy-consumption',
    site('Equipment Energy Consumption', 'Energy used by each piece of equipment.'),
    equipmentEnergySearch,
    EquipmentEnergyPage,
  ),
  pageRoute('temperature-compliance', analyticsMeta, complianceAnalyticsSearch, complianceAnalytics),
  pageRoute(
    'equipment-energy-consumption',
    site('Equipment Energy Consumption', 'Energy used by each piece of equipment.'),
    equipmentEnergySearch,
    EquipmentEnergyPage,
  ),
  pageRoute('temperature-review', reviewMeta, temperatureReviewSearch, temperatureReview),
  pageRoute(
    'spaces',
    site('Spaces', 'The rooms and areas of the site.'),
    siteScopedSearch,
    lazyRouteComponent(() => import('../spaces-page'), 'SpacesPage'),
  ),
  pageRoute(
    'spaces/$spaceId',
    site('Space', 'The space with its sensors.'),
    siteScopedSearch,
    lazyRouteComponent(() => import('../space-page'), 'SpacePage'),
  ),
  pageRoute(
    'sensors-gateways',
    site('Sensors & Gateways', 'The site’s sensors and gateways with their status.'),
    siteScopedSearch,
    lazyRouteComponent(() => import('../sensors-gateways-page'), 'SensorsGatewaysPage'),
  ),
];
