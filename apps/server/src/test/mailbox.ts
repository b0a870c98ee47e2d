import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  /** The headers as sent (List-Unsubscribe...). */
  head: string;
  /** The whole message read by mailparser (Nodemailer's MIME parser): headers, parts, attachments. */
  parsed: ParsedMail;
}

/** Undoes quoted-printable soft breaks and escapes, so links read as sent. */
function decodeQuotedPrintable(body: string): string {
  return body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** A real SMTP server on a free port that keeps what it receives, for tests. */
export async function startMailbox() {
  const received: ReceivedMail[] = [];
  const waiters: { to: string; subject?: string; resolve: (m: ReceivedMail) => void }[] = [];
  /**
   * Deliveries still to refuse (451, try again later, at the end of DATA), as a busy server would:
   * any mail, or those to one address whose subject starts with some words.
   */
  const refusals: { to?: string; subject?: string; left: number }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => void take(raw, session.envelope.rcptTo, callback));
    },
  });
  /** One message received: parsed, then refused (as asked) or kept and handed to whoever waits for it. */
  async function take(raw: string, rcptTo: { address: string }[], callback: (err?: Error | null) => void) {
    const [folded = '', ...rest] = raw.split(/\r?\n\r?\n/);
    // Long headers are folded over several lines (RFC 5322); read them whole.
    const head = folded.replace(/\r?\n[ \t]+/g, ' ');
    const parsed = await simpleParser(raw);
    const subject = parsed.subject ?? '';
    const mail = { to: rcptTo.map((r) => r.address), subject, head, text: decodeQuotedPrintable(rest.join('\n\n')), parsed };
    const refusal = refusals.find((r) => r.left > 0 && (!r.to || mail.to.includes(r.to)) && (!r.subject || subject.startsWith(r.subject)));
    if (refusal) {
      refusal.left -= 1;
      return callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
    }
    received.push(mail);
    for (const w of [...waiters]) {
      if (!mail.to.includes(w.to) || (w.subject && mail.subject !== w.subject)) continue;
      waiters.splice(waiters.indexOf(w), 1);
      w.resolve(mail);
    }
    callback();
  }
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** The next mail to this address (with this subject, if given). */
    next(to: string, subject?: string, ms = 15_000): Promise<ReceivedMail> {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no mail to ${to}${subject ? ` (${subject})` : ''} within ${ms} ms`)), ms);
        waiters.push({ to, subject, resolve: (m) => (clearTimeout(timer), resolve(m)) });
      });
    },
    /** A mail to this address with this subject, already received or still to come. */
    find(to: string, subject: string, ms = 15_000): Promise<ReceivedMail> {
      const seen = received.find((m) => m.to.includes(to) && m.subject === subject);
      return seen ? Promise.resolve(seen) : this.next(to, subject, ms);
    },
    /**
     * Refuses the next `n` mails (to `to` only, and with a subject starting `subject`, when given)
     * with a temporary failure. Name the mail: others (a sign-up's confirmation, an earlier test's
     * news) may be on their way at the same moment, in an order nobody controls.
     */
    refuse(n: number, which: { to?: string; subject?: string } = {}) {
      refusals.push({ ...which, left: n });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
