import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A fixed-window counter shared by every instance (throttling lives in PostgreSQL). */
@Entity({ name: 'throttle_buckets' })
export class ThrottleBucketEntity {
  @PrimaryColumn({ type: 'varchar', length: 400 })
  key: string;

  @Column({ type: 'integer' })
  count: number;

  @Column({ name: 'window_ends_at', type: 'timestamptz' })
  windowEndsAt: Date;
}
