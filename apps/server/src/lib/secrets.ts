import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** The installation's JWT secret: from config, else read from (or generated into) DATA_DIR once. */
export function loadJwtSecret(dataDir: string, configured?: string): Uint8Array {
  if (configured) return new TextEncoder().encode(configured);
  const file = path.join(dataDir, 'jwt-secret');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, crypto.randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
  }
  return new TextEncoder().encode(fs.readFileSync(file, 'utf8').trim());
}
