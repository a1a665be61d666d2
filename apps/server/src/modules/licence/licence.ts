import fs from 'node:fs';
import path from 'node:path';

export const NOTICES_FILE = path.resolve(import.meta.dirname, '../../../assets/third-party-notices.txt');

export interface Licence {
  text: string;
  lastModified: Date;
}

/**
 * The notices text and its date: the 'Last updated: YYYY-MM-DD' line written by
 * scripts/write-notices.ts (a checkout's file time would say when it was deployed, not updated),
 * else the file time.
 */
export function loadLicence(file = NOTICES_FILE): Licence {
  const text = fs.readFileSync(file, 'utf8');
  const m = /^Last updated: (\d{4}-\d{2}-\d{2})$/m.exec(text);
  const stated = m ? new Date(`${m[1]}T00:00:00Z`) : null;
  const lastModified = stated && !Number.isNaN(stated.getTime()) ? stated : new Date(fs.statSync(file).mtime);
  lastModified.setUTCMilliseconds(0);
  return { text, lastModified };
}
