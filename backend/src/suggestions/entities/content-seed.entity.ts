import { CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** Starter content applied once per database (e.g. 'suggestions-v1'): deleting the content does not bring it back. */
@Entity({ name: 'content_seeds' })
export class ContentSeedEntity {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  name: string;

  @CreateDateColumn({ name: 'applied_at', type: 'timestamptz' })
  appliedAt: Date;
}
