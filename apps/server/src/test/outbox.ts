import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { outboxDir } from '../lib/mailer';
import { INCIDENT_EMAIL_QUEUE } from '../modules/incidents';
import { SCHEDULE_DELIVERY_QUEUE, SCHEDULE_EMAIL_QUEUE } from '../modules/reports';

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

/** The .eml files written to the app's outbox for `to`, oldest first, as written (MIME encoded). */
export async function emlsTo(app: FastifyInstance, to: string): Promise<string[]> {
  await app.services.accounts.background.drain();
  // Incident and scheduled report emails go through the job queue (sent by a worker, when the test
  // started one); a run's hand-out queues its deliveries, so it settles first.
  for (const queue of [INCIDENT_EMAIL_QUEUE, SCHEDULE_EMAIL_QUEUE, SCHEDULE_DELIVERY_QUEUE])
    await app.services.queue.settled(queue);
  const dir = outboxDir(app.config);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'))
    .filter((eml) => new RegExp(`^To: ${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'mi').test(eml));
}

/** The .eml files written to the app's outbox for `to`, oldest first, decoded. */
export async function mailsTo(app: FastifyInstance, to: string): Promise<string[]> {
  return (await emlsTo(app, to)).map(decodeQuotedPrintable);
}

/** A header block with its folded lines joined. */
const unfold = (headers: string) => headers.replace(/\r?\n[ \t]+/g, ' ');

/** Undoes RFC 2047 encoded words (=?UTF-8?Q?…?= and =?UTF-8?B?…?=); the space between two is dropped. */
function decodeWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?[^?]+\?([QqBb])\?([^?]*)\?=/g, (_, enc: string, text: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

/** The decoded Subject of a raw .eml. */
export function subjectOf(eml: string): string {
  const headers = unfold(eml.split(/\r?\n\r?\n/)[0]!);
  return decodeWords(/^Subject: (.*)$/im.exec(headers)?.[1] ?? '');
}

/** A MIME parameter (RFC 2231 continuations and charset prefix included), or null. */
function parameter(headers: string, name: string): string | null {
  const plain = new RegExp(`${name}="?([^";]+)"?`, 'i').exec(headers);
  if (plain && !plain[0].includes('*')) return decodeWords(plain[1]!);
  const pieces = [...headers.matchAll(new RegExp(`${name}\\*(\\d+)?(\\*)?="?([^";]*)"?`, 'gi'))].sort(
    (a, b) => Number(a[1] ?? 0) - Number(b[1] ?? 0),
  );
  if (!pieces.length) return null;
  const joined = pieces.map((p) => p[3]).join('');
  return pieces.some((p) => p[2]) ? decodeURIComponent(joined.replace(/^[^']*'[^']*'/, '')) : joined;
}

/** The attachments of a raw .eml (multipart/mixed): name, type and bytes. */
export function attachmentsOf(eml: string): { filename: string; contentType: string; content: Buffer }[] {
  const [head, ...rest] = eml.split(/\r?\n\r?\n/);
  const boundary = parameter(unfold(head!), 'boundary');
  if (!boundary) return [];
  const body = rest.join('\n\n');
  return body
    .split(`--${boundary}`)
    .slice(1)
    .flatMap((part) => {
      const at = part.search(/\r?\n\r?\n/);
      const headers = unfold(part.slice(0, at));
      if (!/^Content-Disposition: attachment/im.test(headers)) return [];
      const raw = part.slice(at).trim();
      const encoding = /^Content-Transfer-Encoding: (\S+)/im.exec(headers)?.[1]?.toLowerCase();
      const content =
        encoding === 'base64'
          ? Buffer.from(raw.replace(/\s+/g, ''), 'base64')
          : Buffer.from(encoding === 'quoted-printable' ? decodeQuotedPrintable(raw) : raw, 'utf8');
      return [
        {
          filename: parameter(headers, 'filename') ?? '',
          contentType: /^Content-Type: ([^;\s]+)/im.exec(headers)?.[1] ?? '',
          content,
        },
      ];
    });
}

/** The first link in `mail` to the given path, as a URL. */
export function linkIn(mail: string, pathname: string): URL {
  const m = new RegExp(`https?://[^\\s"<>]+${pathname}\\?[^\\s"<>]+`).exec(mail);
  if (!m) throw new Error(`no ${pathname} link in the mail`);
  return new URL(m[0].replace(/&amp;/g, '&'));
}
