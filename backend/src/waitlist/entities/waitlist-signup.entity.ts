import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** An address on the pre-launch waitlist; stored trimmed and lower-cased, once. */
@Entity({ name: 'waitlist_signups' })
export class WaitlistSignupEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index('waitlist_signups_email_key', { unique: true })
  @Column({ type: 'varchar', length: 254 })
  email: string;

  /** Asked to be included in early access (kept once asked). */
  @Column({ name: 'early_access', type: 'boolean', default: false })
  earlyAccess: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
