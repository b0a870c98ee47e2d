import { privateDir, writePrivateFile } from './private-files.ts';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Files sent with it; `cid` shows one inline (an image the HTML names), `encoding` base64 for binary content. */
  attachments?: { filename: string; content: string; contentType: string; cid?: string; encoding?: 'base64' }[];
  headers?: Record<string, string>;
  /** The same for every attempt at one mail, so a mail sent twice (a crash between sending and marking it sent) is recognisably one. */
  messageId: string;
}

/**
 * A Message-ID (RFC 5322) that is the same for every attempt at one mail: its kind and a digest of
 * what it is about (a link's token, a change's time), at the site's host name.
 */
export const stableMessageId = (siteUrl: string, kind: string, key: string) =>
  `<${kind}.${createHash('sha256').update(key).digest('hex').slice(0, 32)}@${new URL(siteUrl).hostname}>`;

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * Mail goes out over SMTP_URL. Without it, each message is written to DATA_DIR/mail as an .eml
 * file (its path is logged, never its links: they hold single-use tokens), so a password reset
 * works on the embedded default too.
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
  log: FastifyBaseLogger;
  /** DKIM signing (RFC 6376) of every mail, with the key read once at start. */
  dkim?: { domainName: string; keySelector: string; privateKeyPath: string } | null;
}): Mailer {
  // Every mail the product sends is automatic (RFC 3834): out-of-office replies and mail rules leave it be.
  const message = (mail: Mail) => ({ from: options.from, ...mail, headers: { 'Auto-Submitted': 'auto-generated', ...mail.headers } });
  const dkim = options.dkim
    ? { dkim: { domainName: options.dkim.domainName, keySelector: options.dkim.keySelector, privateKey: readFileSync(options.dkim.privateKeyPath, 'utf8') } }
    : {};
  if (options.smtpUrl) {
    // A send gives up well within the mail queue's lease (notifications/service.ts), so a mail is
    // never taken by a second sender while the first still waits on a slow server.
    const transport = nodemailer.createTransport({ url: options.smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000, ...dkim });
    return {
      async send(mail) {
        await transport.sendMail(message(mail));
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix', ...dkim });
  const dir = path.join(options.dataDir, 'mail');
  return {
    async send(mail) {
      const info = await transport.sendMail(message(mail));
      await privateDir(dir);
      const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${mail.to.replace(/[^a-z0-9@.]/gi, '_')}.eml`);
      await writePrivateFile(file, info.message as Buffer);
      options.log.info({ to: mail.to, subject: mail.subject, file }, 'mail written to disk (SMTP_URL is not set)');
    },
  };
}

/** Retention: mails written to DATA_DIR/mail (no SMTP server) before `before` go. How many. */
export async function pruneMailFiles(dataDir: string, before: Date): Promise<number> {
  const dir = path.join(dataDir, 'mail');
  let gone = 0;
  for (const name of await readdir(dir).catch(() => [] as string[])) {
    if (!name.endsWith('.eml')) continue;
    const file = path.join(dir, name);
    const { mtime } = await stat(file);
    if (mtime < before) {
      await rm(file, { force: true });
      gone++;
    }
  }
  return gone;
}
