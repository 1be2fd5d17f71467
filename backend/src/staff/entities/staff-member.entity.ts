import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { StaffRole } from '@vineyard/domain';
import { EstateEntity } from '../../estates/entities/estate.entity';

/**
 * A member of an estate's staff (issue 35, item 2): the labour market's candidate they were
 * (`candidate_id`, unique per estate: a candidate is hired once), their role, skill and monthly
 * wage (paid by the tick on the first day of each game month, money/wages.tick.ts). Written only
 * under the estate's `money` lock (staff/staff.service.ts).
 */
@Entity({ name: 'staff' })
@Index('staff_estate_candidate_key', ['estateId', 'candidateId'], { unique: true })
@Check('staff_skill_check', '"skill" BETWEEN 1 AND 5 AND "wage" >= 0')
export class StaffMemberEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'estate_id', type: 'uuid' })
  estateId: string;

  @ManyToOne(() => EstateEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'estate_id' })
  estate?: EstateEntity;

  @Column({ type: 'varchar', length: 24 })
  role: StaffRole;

  @Column({ name: 'candidate_id', type: 'varchar', length: 64 })
  candidateId: string;

  @Column({ type: 'varchar', length: 80 })
  name: string;

  @Column({ type: 'smallint' })
  skill: number;

  /** Whole euros a game month. */
  @Column({ type: 'integer' })
  wage: number;

  @Column({ name: 'hired_day', type: 'integer' })
  hiredDay: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
