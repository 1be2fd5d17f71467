import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** Mails waiting to be sent; written in the same transaction as what caused them, retried with backoff. */
@Entity({ name: 'mail_outbox' })
@Index('mail_outbox_due_idx', ['nextAttemptAt'], { where: 'sent_at IS NULL' })
export class MailOutboxEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'to_address', type: 'varchar', length: 254 })
  to: string;

  @Column({ type: 'varchar', length: 200 })
  subject: string;

  @Column({ name: 'text_body', type: 'text' })
  text: string;

  @Column({ name: 'html_body', type: 'text' })
  html: string;

  /** A link to log once in file mode (no SMTP) so a local player can follow it. */
  @Column({ name: 'dev_link', type: 'text', nullable: true })
  devLink: string | null;

  @Column({ type: 'integer', default: 0 })
  attempts: number;

  @Column({ name: 'next_attempt_at', type: 'timestamptz', default: () => 'now()' })
  nextAttemptAt: Date;

  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true })
  sentAt: Date | null;

  @Column({ name: 'last_error', type: 'text', nullable: true })
  lastError: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
