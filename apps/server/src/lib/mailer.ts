import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { AppConfig } from '../config';

/** A file sent with a message (nodemailer's attachment shape: the content as bytes or text). */
export interface MailAttachment {
  filename: string;
  content: Buffer | string;
  contentType?: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Files attached; SMTP and the .eml outbox carry them alike (nodemailer builds the MIME parts). */
  attachments?: MailAttachment[];
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Where messages go: 'smtp' or the outbox directory. */
  readonly target: string;
}

export const outboxDir = (config: Pick<AppConfig, 'dataDir'>) => path.join(config.dataDir, 'outbox');

/**
 * SMTP when SMTP_URL is set; otherwise every message is written as an .eml file into
 * `${dataDir}/outbox/` so that development and tests can open the links without a mail server.
 */
export function createMailer(config: Pick<AppConfig, 'SMTP_URL' | 'MAIL_FROM' | 'dataDir'>): Mailer {
  if (config.SMTP_URL) {
    const transport = nodemailer.createTransport(config.SMTP_URL);
    return {
      target: 'smtp',
      async send(m) {
        await transport.sendMail({ from: config.MAIL_FROM, ...m });
      },
    };
  }
  const dir = outboxDir(config);
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    target: dir,
    async send(m) {
      const info = await transport.sendMail({ from: config.MAIL_FROM, ...m });
      await fs.mkdir(dir, { recursive: true });
      // Time first so that a directory listing sorts oldest to newest; the random part avoids clashes.
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomBytes(4).toString('hex')}.eml`;
      await fs.writeFile(path.join(dir, name), info.message as Buffer, { mode: 0o600 });
    },
  };
}
