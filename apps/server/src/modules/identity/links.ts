import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config';

const HOST = /^([A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*|\[[0-9A-Fa-f:.]+\])(:\d{1,5})?$/;

/**
 * The origin that emailed links point at: PUBLIC_URL when configured (set it in production: the
 * Host header is the caller's to choose), else this request's origin. The client's `website` value is
 * never used, so nobody can have a victim's reset link sent to their own host.
 */
export function linkBase(config: Pick<AppConfig, 'PUBLIC_URL' | 'PORT'>, req: FastifyRequest): string {
  if (config.PUBLIC_URL) return config.PUBLIC_URL.replace(/\/+$/, '');
  const host = req.host;
  return HOST.test(host) ? `${req.protocol}://${host}` : `http://localhost:${config.PORT}`;
}
