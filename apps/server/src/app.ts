import fs from 'node:fs';
import path from 'node:path';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { type AppConfig, serviceRootPaths } from './config';
import type { Database, Db } from './db/client';
import { createEventBus, type EventBus } from './lib/event-bus';
import { loadJwtSecret } from './lib/secrets';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes';
import { commentsModule } from './modules/comments';
import { complianceModule } from './modules/compliance';
import { controlsModule } from './modules/controls';
import { dashboardsRoutes } from './modules/dashboards/dashboards.routes';
import { equipmentRoutes } from './modules/equipment';
import { healthRoutes } from './modules/health/health.routes';
import { registerIdentity } from './modules/identity';
import { IdentityService } from './modules/identity/identity.service';
import { TokenService } from './modules/identity/tokens';
import { type IncidentEngine, registerIncidents } from './modules/incidents';
import { licenceRoutes } from './modules/licence/licence.routes';
import { organizationsRoutes } from './modules/organizations/organizations.routes';
import { productAnalyticsRoutes } from './modules/product-analytics/product-analytics.routes';
import { registerRealtime } from './modules/realtime';
import { releasesRoutes } from './modules/releases';
import { sensorsRoutes } from './modules/sensors';
import { registerSites } from './modules/sites';
import { registerTelemetry, type TelemetryService } from './modules/telemetry';
import { timetablesModule } from './modules/timetables';
import { usersRoutes } from './modules/users/users.routes';
import { registerAuth } from './plugins/auth';
import { apiPathPattern, registerErrorHandler } from './plugins/errors';
import { registerGating } from './plugins/gating';

export interface Services {
  identity: IdentityService;
  telemetry: TelemetryService;
  /** The sentinel rule engine, fed by telemetry after each ingest commit. */
  incidents: IncidentEngine;
  /** Real-time events across processes (PostgreSQL LISTEN/NOTIFY). */
  events: EventBus;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: Database;
    db: Db;
    services: Services;
  }
}

export interface BuildOptions {
  config: AppConfig;
  database: Database;
  logger?: FastifyServerOptions['logger'];
}

export const CSP =
  "default-src 'self'; img-src 'self' data: blob: https:; style-src 'self' 'unsafe-inline'; script-src 'self'; connect-src 'self' ws: wss:; font-src 'self' data:; frame-ancestors 'none'; object-src 'none'; base-uri 'self'";

export async function buildApp({ config, database, logger = false }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    bodyLimit: 8 * 1024 * 1024,
    // In-flight requests finish on close; idle keep-alive sockets are closed (real-time sockets by their hub).
    forceCloseConnections: 'idle',
    ajv: { customOptions: { coerceTypes: false } },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const tokens = new TokenService(loadJwtSecret(config.dataDir, config.JWT_SECRET), config.JWT_TTL_SECONDS);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  const events = createEventBus(database, app.log);
  await events.start();
  app.addHook('onClose', () => events.close());
  const identity = new IdentityService(database.db, tokens, config.AUTH_CACHE_SECONDS * 1000);
  // A password change, reset or suspension ends the user's sessions in every process: open sockets
  // (the real-time hub) and resolved tokens (identity's cache) alike.
  const unwatchEnded = identity.onSessionsEnded((userId, orgId) => {
    void events.publish({ type: 'SESSION_REVOKED', payload: { orgId, userId } });
  });
  const unwatchRevoked = events.subscribe((e) => {
    if (e.type === 'SESSION_REVOKED') identity.forgetUser(e.payload.userId);
  });
  app.addHook('onClose', async () => {
    unwatchEnded();
    unwatchRevoked();
  });
  const services = { identity, events } as Services;
  app.decorate('services', services);

  registerErrorHandler(app, webIndex(config, app), apiPathPattern(serviceRootPaths(config)));
  app.addHook('onSend', async (req, reply, payload) => {
    reply.header('servertime', new Date().toISOString());
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html')) {
      reply.header('content-security-policy', CSP);
      reply.header('x-frame-options', 'DENY');
    }
    reply.header('x-content-type-options', 'nosniff');
    void req;
    return payload;
  });

  await app.register(swagger, {
    openapi: {
      info: { title: 'SiteWatch API', version: '1.0.0', description: 'Multi-site monitoring and control' },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          apiKey: { type: 'apiKey', in: 'header', name: 'x-api-key' },
        },
      },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list' } });
  await app.register(rateLimit, { global: false });

  await app.register(async (api) => {
    registerAuth(api);
    registerGating(api);
    await api.register(healthRoutes);
    await registerIdentity(api, services);
    await api.register(usersRoutes);
    await api.register(organizationsRoutes);
    await api.register(catalogueRoutes);
    await api.register(dashboardsRoutes);
    await api.register(releasesRoutes);
    await api.register(productAnalyticsRoutes);
    await api.register(licenceRoutes);
    await registerSites(api);
    await api.register(equipmentRoutes);
    await api.register(sensorsRoutes);
    await registerTelemetry(api, services);
    await registerIncidents(api, services);
    await registerRealtime(api, services);
    for (const m of [commentsModule, timetablesModule, controlsModule, complianceModule])
      await api.register(m);
  });

  const dist = webDist(config);
  if (fs.existsSync(path.join(dist, 'index.html'))) {
    await app.register(fastifyStatic, { root: dist, wildcard: false, index: false });
  }
  return app;
}

const webDist = (config: AppConfig) =>
  path.resolve(config.WEB_DIST ?? path.join(import.meta.dirname, '../../web/dist'));

/** The built web app's index.html, read once; undefined (API only) when the app is not built. */
function webIndex(config: AppConfig, app: FastifyInstance): (() => string) | undefined {
  const index = path.join(webDist(config), 'index.html');
  if (!fs.existsSync(index)) {
    app.log.warn({ index }, 'web app not built: only the API is served');
    return undefined;
  }
  const html = fs.readFileSync(index, 'utf8');
  return () => html;
}
