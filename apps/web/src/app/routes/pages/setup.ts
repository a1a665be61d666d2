import { lazyRouteComponent } from '@tanstack/react-router';
import { compact, searchString } from '../../../lib/search-params';
import { pageRoute } from '../page-route';

const SetupSitesPage = lazyRouteComponent(() => import('../setup-sites-page'), 'SetupSitesPage');
const SetupSitePage = lazyRouteComponent(() => import('../setup-site-page'), 'SetupSitePage');
const SetupOrganizationPage = lazyRouteComponent(
  () => import('../setup-organization-page'),
  'SetupOrganizationPage',
);
const SetupAuditPage = lazyRouteComponent(() => import('../setup-audit-page'), 'SetupAuditPage');
const SetupPeoplePage = lazyRouteComponent(() => import('../setup-people-page'), 'SetupPeoplePage');
const SetupImportPage = lazyRouteComponent(() => import('../setup-import-page'), 'SetupImportPage');
const SetupOrganizationsPage = lazyRouteComponent(
  () => import('../setup-organizations-page'),
  'SetupOrganizationsPage',
);

const tabSearch = (s: Record<string, unknown>) => compact({ tab: searchString(s.tab) });

// The setup application (issue 14): the navigation's 'Setup' for administrators.
export const setupRoutes = [
  pageRoute('setup', { title: 'Setup' }, undefined, SetupSitesPage),
  pageRoute('setup/sites/$siteId', { title: 'Setup' }, tabSearch, SetupSitePage),
  pageRoute('setup/organization', { title: 'Setup' }, undefined, SetupOrganizationPage),
  pageRoute('setup/audit', { title: 'Setup' }, undefined, SetupAuditPage),
  pageRoute('setup/people', { title: 'Setup' }, tabSearch, SetupPeoplePage),
  pageRoute('setup/import', { title: 'Setup' }, undefined, SetupImportPage),
  pageRoute('setup/organizations', { title: 'Setup' }, undefined, SetupOrganizationsPage),
];
