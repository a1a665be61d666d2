import type { FastifyPluginAsync } from 'fastify';
import { timeseriesPrefix } from '../telemetry';
import { commentsRoutes } from './comments.routes';

/** The comments service at COMMENTS_ROOT (default '/'), the spec's paths below it. */
export const commentsModule: FastifyPluginAsync = async (api) => {
  await api.register(commentsRoutes, { prefix: timeseriesPrefix(api.config.COMMENTS_ROOT) });
};
