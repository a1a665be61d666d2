import { lazyRouteComponent } from '@tanstack/react-router';
import { pageRoute } from '../page-route';
import { reportsSearch } from '../reports-search';

const MyDownloadsPage = lazyRouteComponent(() => import('../my-downloads-page'), 'MyDownloadsPage');
const ReportsPage = lazyRouteComponent(() => import('../reports-page'), 'ReportsPage');

// Reports and downloads (spec 1 §2; built by the reports issue).
export const reportRoutes = [
  pageRoute('reports', { title: 'Reports' }, reportsSearch, ReportsPage),
  pageRoute('my-downloads', { title: 'My Downloads' }, undefined, MyDownloadsPage),
  // Print and export views: the layout hides the navigation on /report/ paths (spec 1 §2).
  pageRoute('report/$', { title: 'Report', purpose: 'A report laid out for printing and export.' }),
];
