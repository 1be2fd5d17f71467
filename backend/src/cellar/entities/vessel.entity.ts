import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { VesselKind } from '@vineyard/domain';
import { EstateEntity } from '../../estates/entities/estate.entity';

/**
 * One vessel of an estate's cellar: a stainless tank (litres) or a 225 L oak barrel whose flavour
 * fades with every fill (`fills`). What a vessel holds is in `batch_vessels`.
 */
@Entity({ name: 'vessels' })
@Index('vessels_estate_idx', ['estateId', 'kind'])
@Check('vessels_capacity_check', '"capacity_litres" > 0')
@Check('vessels_fills_check', '"fills" >= 0')
export class VesselEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'estate_id', type: 'uuid' })
  estateId: string;

  @ManyToOne(() => EstateEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'estate_id' })
  estate?: EstateEntity;

  @Column({ type: 'varchar', length: 20 })
  kind: VesselKind;

  @Column({ name: 'capacity_litres', type: 'integer' })
  capacityLitres: number;

  /** How many batches this barrel has held (its oak flavour fades over `BARREL_FLAVOUR_FILLS`). */
  @Column({ type: 'integer', default: 0 })
  fills: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
