import path from 'node:path';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { type AppConfig, serviceRootPaths } from './config';
import type { Database, Db } from './db/client';
import { createEventBus } from './lib/event-bus';
import { JobQueue } from './lib/job-queue';
import { loadJwtSecret } from './lib/secrets';
import { registerAnalytics } from './modules/analytics';
import { catalogueRoutes } from './modules/catalogue';
import { cdnModule } from './modules/cdn';
import { commentsModule } from './modules/comments';
import { complianceModule } from './modules/compliance';
import { controlsModule } from './modules/controls';
import { dashboardsRoutes } from './modules/dashboards';
import { devicesRoutes } from './modules/devices';
import { equipmentRoutes } from './modules/equipment';
import { registerFiles } from './modules/files';
import { healthRoutes } from './modules/health';
import { IdentityService, registerIdentity, TokenService } from './modules/identity';
import { registerIncidents } from './modules/incidents';
import { installationRoutes } from './modules/installation';
import { licenceRoutes } from './modules/licence';
import { organizationsRoutes } from './modules/organizations';
import { productAnalyticsRoutes } from './modules/product-analytics';
import { registerRealtime } from './modules/realtime';
import { releasesRoutes } from './modules/releases';
import { registerReports } from './modules/reports';
import { sensorsRoutes } from './modules/sensors';
import { registerSetup } from './modules/setup';
import { registerSites } from './modules/sites';
import { sopRoutes } from './modules/sop';
import { registerTelemetry } from './modules/telemetry';
import { timetablesModule } from './modules/timetables';
import { usersRoutes } from './modules/users';
import { weatherModule } from './modules/weather';
import { openApiTransform } from './openapi-transform';
import { registerAuth } from './plugins/auth';
import { apiPathPattern, registerErrorHandler } from './plugins/errors';
import { registerGating } from './plugins/gating';
import { registerInputGuard } from './plugins/input-guard';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerCompression, registerWebFiles, spaResponder } from './plugins/web-delivery';
import type { Services } from './services';
import { registerStartingGate, type StartupState } from './startup';

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
  /** Given when the server listens before it is ready (seeding): requests get 503 until it is. */
  startup?: StartupState;
}

export async function buildApp({
  config,
  database,
  logger = false,
  startup,
}: BuildOptions): Promise<FastifyInstance> {
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
  // A logout ends one token only (tokenId set).
  const unwatchEnded = identity.onSessionsEnded((userId, orgId, tokenId) => {
    void events.publish({
      type: 'SESSION_REVOKED',
      payload: { orgId, userId, ...(tokenId ? { tokenId } : {}) },
    });
  });
  const unwatchRevoked = events.subscribe((e) => {
    if (e.type !== 'SESSION_REVOKED') return;
    if (e.payload.tokenId) identity.forgetToken(e.payload.tokenId);
    else identity.forgetUser(e.payload.userId);
  });
  app.addHook('onClose', async () => {
    unwatchEnded();
    unwatchRevoked();
  });
  // Durable background jobs (reports, emails); pg-boss starts on first use.
  const queue = new JobQueue(database, app.log, config.ROLES.includes('worker'));
  app.addHook('onClose', () => queue.stop());
  const services = { identity, events, queue } as Services;
  app.decorate('services', services);

  const apiPath = apiPathPattern(serviceRootPaths(config));
  const dist = webDist(config);
  const spa = spaResponder(config, dist);
  if (!spa) app.log.warn({ dist }, 'web app not built: only the API is served');
  registerErrorHandler(app, spa, apiPath);
  if (startup) registerStartingGate(app, startup, apiPath);
  registerInputGuard(app);
  app.addHook('onSend', async (_req, reply, payload) => {
    reply.header('servertime', new Date().toISOString());
    return payload;
  });
  registerSecurityHeaders(app, config);
  // Before any route: compression hooks onto the routes registered after it.
  await registerCompression(app, config);

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
    transform: openApiTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list' } });
  await app.register(rateLimit, { global: false });

  await app.register(async (api) => {
    registerAuth(api);
    registerGating(api);
    await api.register(healthRoutes);
    await api.register(installationRoutes);
    await registerIdentity(api, services);
    await api.register(usersRoutes);
    await api.register(organizationsRoutes);
    await api.register(catalogueRoutes);
    await api.register(dashboardsRoutes);
    await api.register(releasesRoutes);
    await api.register(productAnalyticsRoutes);
    await api.register(licenceRoutes);
    await registerSites(api);
    await api.register(weatherModule);
    await api.register(cdnModule);
    await api.register(equipmentRoutes);
    await api.register(sensorsRoutes);
    await api.register(devicesRoutes);
    await api.register(sopRoutes);
    await registerTelemetry(api, services);
    await registerIncidents(api, services);
    await registerRealtime(api, services);
    await registerAnalytics(api, services);
    await registerFiles(api, services);
    await registerReports(api, services);
    await registerSetup(api);
    for (const m of [commentsModule, timetablesModule, controlsModule, complianceModule])
      await api.register(m);
  });

  if (spa) await registerWebFiles(app, config, dist);
  return app;
}

const webDist = (config: AppConfig) =>
  path.resolve(config.WEB_DIST ?? path.join(import.meta.dirname, '../../web/dist'));
