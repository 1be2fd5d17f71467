/**
 * A real SMTP server inside the test (npm `smtp-server`): the app under test sends to it through
 * SMTP_URL, and tests read the caught mails and follow their links.
 */
import { SMTPServer } from 'smtp-server';
import { freePort } from './server';

export interface CaughtMail {
  to: string[];
  raw: string;
  subject: string;
  text: string;
}

function decodeQuotedPrintable(input: string): string {
  return input
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

export class Mailbox {
  readonly mails: CaughtMail[] = [];
  private server: SMTPServer | null = null;
  private waiters: (() => void)[] = [];
  port = 0;

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async start(port?: number): Promise<this> {
    this.port = port ?? (await freePort());
    this.server = new SMTPServer({
      // on stop, connections a sender still holds open are cut after this long (default 30 s)
      closeTimeout: 2000,
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, session, callback) => {
        let raw = '';
        stream.setEncoding('utf8');
        stream.on('data', (chunk: string) => (raw += chunk));
        stream.on('end', () => {
          const decoded = decodeQuotedPrintable(raw);
          this.mails.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: decoded,
            subject: /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '',
            text: decoded,
          });
          this.waiters.splice(0).forEach((w) => w());
          callback();
        });
      },
    });
    const server = this.server;
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    return this;
  }

  /** Stops listening and closes the connections (at once when idle); safe to call when never started or twice. */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Waits for the next mail to an address matching the predicate. */
  async waitFor(
    to: string,
    predicate: (m: CaughtMail) => boolean = () => true,
    timeoutMs = 10000,
  ): Promise<CaughtMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.mails.find((m) => m.to.includes(to) && predicate(m));
      if (found) {
        this.mails.splice(this.mails.indexOf(found), 1);
        return found;
      }
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, Math.min(left, 500));
        this.waiters.push(() => {
          clearTimeout(t);
          resolve();
        });
      });
    }
  }

  countTo(to: string): number {
    return this.mails.filter((m) => m.to.includes(to)).length;
  }
}

export function linkIn(mail: CaughtMail, page: 'verify-email' | 'reset-password'): { url: string; token: string } {
  const match = new RegExp(`(https?://[^\\s"<>]+/auth/${page}/([A-Za-z0-9_-]+))`).exec(mail.text);
  if (!match) throw new Error(`no ${page} link in mail "${mail.subject}"`);
  return { url: match[1]!, token: match[2]! };
}
