export { productAnalyticsRoutes } from './product-analytics.routes';
