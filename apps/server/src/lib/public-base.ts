import type { AppConfig } from '../config';

/** Listen addresses that name every interface: a browser cannot open them, so links say localhost. */
const ANY_ADDRESS = new Set(['', '0.0.0.0', '::', '[::]', '0:0:0:0:0:0:0:0']);

/**
 * The origin that emailed links (password reset, invitation, incident) point at, from configuration
 * only: PUBLIC_URL, else this server as started (HOST and PORT). Never from a request header: the
 * Host and X-Forwarded-Host headers are the caller's to choose, so a forged one would send a victim's
 * reset link to the caller's host.
 */
export function publicBase(config: Pick<AppConfig, 'PUBLIC_URL' | 'HOST' | 'PORT'>): string {
  if (config.PUBLIC_URL) return config.PUBLIC_URL.replace(/\/+$/, '');
  const host = config.HOST.trim();
  const name = ANY_ADDRESS.has(host)
    ? 'localhost'
    : host.includes(':') && !host.startsWith('[')
      ? `[${host}]`
      : host;
  return `http://${name}:${config.PORT}`;
}
