import type { FastifyRequest } from 'fastify';

/** Query parameters that carry secrets: invitation and reset tokens, access tokens. */
const SECRET_PARAMS = /^(token|access_?token|accesstoken|authtoken|api_?key)$/i;

/**
 * The URL with secret query values replaced by '[redacted]'. The spec puts tokens in query strings
 * (invite-user-token-valid?token=, the /new-password?token= link), and request logs record URLs.
 */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const parts = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const rawKey = eq < 0 ? pair : pair.slice(0, eq);
      let key = rawKey;
      try {
        key = decodeURIComponent(rawKey.replace(/\+/g, ' '));
      } catch {
        // a malformed escape is logged as sent (it is not a key we know)
      }
      return SECRET_PARAMS.test(key) && eq >= 0 ? `${rawKey}=[redacted]` : pair;
    });
  return `${url.slice(0, q)}?${parts.join('&')}`;
}

/** Fastify's request serializer with the URL redacted; pass as the logger's `serializers`. */
export const logSerializers = {
  req(req: FastifyRequest) {
    return {
      method: req.method,
      url: redactUrl(req.url),
      host: req.host,
      remoteAddress: req.ip,
      remotePort: req.socket?.remotePort,
    };
  },
};
