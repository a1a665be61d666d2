import crypto from 'node:crypto';

/**
 * Gateway API keys: `gw_<prefix>_<secret>`. The prefix finds the gateway; only a SHA-256 of the whole
 * key is stored (keys are random 256-bit values, so a slow hash adds nothing).
 */
export function generateApiKey(): { key: string; prefix: string; hash: string } {
  const prefix = crypto.randomBytes(6).toString('hex');
  const key = `gw_${prefix}_${crypto.randomBytes(32).toString('base64url')}`;
  return { key, prefix, hash: hashApiKey(key) };
}

export const hashApiKey = (key: string) => crypto.createHash('sha256').update(key).digest('hex');

export function parseApiKey(key: string): { prefix: string } | null {
  const m = /^gw_([0-9a-f]{12})_[A-Za-z0-9_-]{20,}$/.exec(key);
  return m ? { prefix: m[1]! } : null;
}

export function apiKeyMatches(key: string, storedHash: string): boolean {
  const a = Buffer.from(hashApiKey(key), 'hex');
  const b = Buffer.from(storedHash, 'hex');
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}
