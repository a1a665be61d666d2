import {
  FEATURE_NOT_AVAILABLE,
  featureNotAvailableMessage,
  type GatedFeature,
  PASSWORD_UPDATE_REQUIRED,
  PASSWORD_UPDATE_REQUIRED_MESSAGE,
} from '@sw/contracts';
import type { FastifyInstance } from 'fastify';
import { type AppConfig, rootPath } from '../config';
import { HttpError } from '../lib/http-errors';
import { isOrganizationFeatureEnabled } from '../modules/organizations';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A gated feature of spec 1 §6 this route serves: denied organisations get 403. */
    feature?: GatedFeature;
  }
}

/**
 * The data routes of each gated feature, as route patterns (prefixes), for routes that do not name
 * their feature themselves (`config.feature`). The equipment list and a site's equipment stay open:
 * incident filters and site pages name equipment too; the Equipment area's own reads are gated.
 * INSIGHTS (the Summary pages) and TEMPERATURE_REVIEW_TILE (the Today tile's 'See All' page) have no
 * data route of their own yet: the organisation compliance report also feeds every site dashboard's
 * card, so it is not the tile's alone. Their routes name the feature when they are built.
 */
export function featureRoutes(config: AppConfig): { feature: GatedFeature; prefix: string }[] {
  const ts = rootPath(config.TIMESERIES_ROOT);
  return [
    { feature: 'EQUIPMENT', prefix: '/api/v1/equipment/:id' },
    { feature: 'EQUIPMENT', prefix: `${ts}/energy/equipment/:id/` },
  ];
}

/**
 * What a user whose password update is enforced may still call (decided in docs/decisions.md): the
 * session itself (sign-in, current user, switch, logout), the password change, the organisation and
 * its gates (the app's frame waits for them), What's New, product analytics, and the reference
 * catalogue loaded after sign-in. Everything else answers 403 PASSWORD_UPDATE_REQUIRED.
 */
const ALLOWED_WHILE_PASSWORD_UPDATE: readonly { method?: string; pattern: RegExp }[] = [
  { pattern: /^\/api\/v1\/auth\// },
  { method: 'PATCH', pattern: /^\/api\/v1\/users\/:id\/password$/ },
  { method: 'GET', pattern: /^\/api\/v1\/organizations\/current(\/features)?$/ },
  { pattern: /^\/api\/release\// },
  { method: 'POST', pattern: /^\/api\/v1\/analytics\/events$/ },
  { method: 'GET', pattern: /^\/api\/v1\/(equipment-groups|equipment-types|basics\/timezones)$/ },
];

export const allowedWhilePasswordUpdate = (method: string, routeUrl: string) =>
  ALLOWED_WHILE_PASSWORD_UPDATE.some((a) => (!a.method || a.method === method) && a.pattern.test(routeUrl));

export const featureNotAvailable = (feature: GatedFeature) =>
  new HttpError(403, featureNotAvailableMessage(feature), undefined, FEATURE_NOT_AVAILABLE);
export const passwordUpdateRequired = () =>
  new HttpError(403, PASSWORD_UPDATE_REQUIRED_MESSAGE, undefined, PASSWORD_UPDATE_REQUIRED);

/**
 * Gates on the server, not only in the navigation (issue 9): after sign-in is checked (registerAuth),
 * a user whose password update is enforced reaches only the calls above, and a route of a feature the
 * organisation is denied answers 403 FEATURE_NOT_AVAILABLE.
 */
export function registerGating(app: FastifyInstance) {
  const routes = featureRoutes(app.config);
  app.addHook('preHandler', async (req) => {
    const url = req.routeOptions.url;
    if (!req.auth || !url) return; // public, gateway and unknown routes
    if (req.auth.passwordUpdateRequired && !allowedWhilePasswordUpdate(req.method, url))
      throw passwordUpdateRequired();
    const feature = req.routeOptions.config?.feature ?? routes.find((r) => url.startsWith(r.prefix))?.feature;
    if (feature && !(await isOrganizationFeatureEnabled(app.db, req.auth.orgId, feature)))
      throw featureNotAvailable(feature);
  });
}
