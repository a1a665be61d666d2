import type { FastifyPluginAsync } from 'fastify';
import { mountPrefix } from '../../lib/mount-prefix';
import { commentsRoutes } from './comments.routes';

/** The comments service at COMMENTS_ROOT (default '/'), the spec's paths below it. */
export const commentsModule: FastifyPluginAsync = async (api) => {
  await api.register(commentsRoutes, { prefix: mountPrefix(api.config.COMMENTS_ROOT) });
};
