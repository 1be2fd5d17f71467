import { Inject, Injectable, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createTransport, type Transporter } from 'nodemailer';
import { DataSource, EntityManager } from 'typeorm';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';
import { AppLogger } from '../common/logger';
import type { MailOutboxEntity } from './outbox.entity';
import { OutboxRepository } from './outbox.repository';
import type { MailContent } from './templates';

const BATCH = 5;
const POLL_MS = 2000;
/**
 * How long a claimed mail is left to its sender before another instance may take it (a sender
 * that died). Longer than the worst delivery of a batch under the SMTP timeouts below
 * (5 × (20 + 20 + 60) s), so a live sender is never overtaken and a mail never goes twice.
 */
const LEASE_S = 600;
/** SMTP waits, each bounded (nodemailer's own are 2 min, 30 s and 10 min); the URL may set others. */
const SMTP_TIMEOUTS = { connectionTimeout: 20_000, greetingTimeout: 20_000, socketTimeout: 60_000 };

/**
 * Outbox-based mail: enqueue() writes the mail in the caller's transaction, so an account is never
 * created without its mail and a failing SMTP server never blocks or loses anything; a worker sends
 * due mails and retries failures with exponential backoff. Without SMTP_URL each mail is written as
 * an .eml file under DATA_DIR/mail and its path (never its link) is logged, for local play without a
 * mail server (in production only with MAIL_FILE_OUTBOX=true).
 */
@Injectable()
export class MailService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly transport: Transporter;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly logger: AppLogger,
    private readonly outbox: OutboxRepository,
  ) {
    this.transport = config.smtpUrl
      ? createTransport({ url: config.smtpUrl, ...SMTP_TIMEOUTS })
      : createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  async enqueue(manager: EntityManager, to: string, mail: MailContent): Promise<void> {
    await this.outbox.add(manager, { to, subject: mail.subject, text: mail.text, html: mail.html });
  }

  /** Ask the worker to look at the outbox now (after a commit). */
  kick(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain().finally(() => {
      this.running = null;
      if (this.again) {
        this.again = false;
        this.kick();
      }
    });
  }

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => this.kick(), POLL_MS);
    this.timer.unref();
    this.kick();
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
    this.transport.close();
  }

  private async drain(): Promise<void> {
    try {
      for (;;) {
        const sent = await this.sendBatch();
        if (sent < BATCH) return;
      }
    } catch (error) {
      this.logger.write('warn', 'mail outbox could not be processed', { error: String((error as Error).message) });
    }
  }

  /**
   * Claims due mails (a lease, one short statement: safe with several instances) and sends them
   * outside any transaction: a slow or silent SMTP server holds no database connection or row lock.
   */
  private async sendBatch(): Promise<number> {
    const manager = this.dataSource.manager;
    const due = await this.outbox.claimDue(manager, BATCH, LEASE_S);
    for (const mail of due) {
      try {
        await this.deliver(mail);
        // the bodies hold single-use links: keep nothing once delivered
        await this.outbox.markSent(manager, mail);
      } catch (error) {
        const attempts = mail.attempts + 1;
        const delayS = Math.min(5 * 2 ** (attempts - 1), 3600);
        await this.outbox.markFailed(
          manager,
          mail.id,
          attempts,
          new Date(Date.now() + delayS * 1000),
          String((error as Error).message).slice(0, 500),
        );
        this.logger.write('warn', 'mail delivery failed; will retry', { attempts, retryInSeconds: delayS });
      }
    }
    return due.length;
  }

  private async deliver(mail: MailOutboxEntity): Promise<void> {
    const info = await this.transport.sendMail({
      from: this.config.mailFrom,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
    });
    if (!this.config.smtpUrl) {
      const dir = join(this.config.dataDir, 'mail');
      mkdirSync(dir, { recursive: true });
      const file = join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${mail.id}.eml`);
      writeFileSync(file, (info as unknown as { message: Buffer }).message);
      // the file path only: the link inside is a bearer secret and never goes to the logs
      this.logger.info('mail written to file (no SMTP_URL set)', { file });
    }
  }
}
