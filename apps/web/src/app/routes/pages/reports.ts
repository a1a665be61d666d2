import { lazyRouteComponent } from '@tanstack/react-router';
import { pageRoute } from '../page-route';
import { reportsSearch } from '../reports-search';

const MyDownloadsPage = lazyRouteComponent(() => import('../my-downloads-page'), 'MyDownloadsPage');
const ReportsPage = lazyRouteComponent(() => import('../reports-page'), 'ReportsPage');

// Reports and downloads (spec 1 §2; built by the reports issue).
export const reportRoutes = [
  pageRoute('reports', { title: 'Reports' }, reportsSearch, ReportsPage),
  pageRoute('my-downloads', { title: 'My Downloads' }, undefined, MyDownloadsPage),
  // No page renders under /report/ (H-021 decided): reports are made on the server as files (the
  // report centre and My Downloads). Such a path is unknown and goes to Today like any other.
];
