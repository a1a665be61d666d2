import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { outboxDir } from '../lib/mailer';
import { INCIDENT_EMAIL_QUEUE } from '../modules/incidents';

/** Undoes quoted-printable transfer encoding (soft line breaks and =XX bytes). */
export function decodeQuotedPrintable(s: string): string {
  const joined = s.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** The .eml files written to the app's outbox for `to`, oldest first, decoded. */
export async function mailsTo(app: FastifyInstance, to: string): Promise<string[]> {
  await app.services.accounts.background.drain();
  // Incident emails go through the job queue (sent by a worker, when the test started one).
  await app.services.queue.settled(INCIDENT_EMAIL_QUEUE);
  const dir = outboxDir(app.config);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'))
    .filter((eml) => new RegExp(`^To: ${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'mi').test(eml))
    .map(decodeQuotedPrintable);
}

/** The first link in `mail` to the given path, as a URL. */
export function linkIn(mail: string, pathname: string): URL {
  const m = new RegExp(`https?://[^\\s"<>]+${pathname}\\?[^\\s"<>]+`).exec(mail);
  if (!m) throw new Error(`no ${pathname} link in the mail`);
  return new URL(m[0].replace(/&amp;/g, '&'));
}
