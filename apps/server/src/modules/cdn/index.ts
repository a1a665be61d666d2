import type { FastifyPluginAsync } from 'fastify';
import { mountPrefix } from '../../lib/mount-prefix';
import { cdnRoutes } from './cdn.routes';

/** Public site images at CDN_ROOT. */
export const cdnModule: FastifyPluginAsync = async (api) => {
  await api.register(cdnRoutes, { prefix: mountPrefix(api.config.CDN_ROOT) });
};

export { logoSvgOf } from './cdn.routes';
export { IMAGE_TYPES, type ImageKind, imageKind, uploadOf, uploadStore } from './uploads';
