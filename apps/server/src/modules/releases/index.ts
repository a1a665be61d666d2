export { releasesRoutes } from './releases.routes';
export { ensureReleases } from './seed-releases';
