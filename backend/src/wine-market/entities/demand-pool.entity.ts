import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import type { GrapeColor, WineTier } from '@vineyard/domain';
import { EstateEntity } from '../../estates/entities/estate.entity';

/**
 * The buyers of one estate's wines of one colour and tier (issue 19, ECONOMY.md §4): `level`
 * bottles were left on `counted_day`; the level refills lazily toward the pool's capacity (which
 * follows the estate's reputation and planted area) and is written only by a sale, under the
 * estate's `money` lock. No row: the pool is full.
 */
@Entity({ name: 'demand_pools' })
export class DemandPoolEntity {
  @PrimaryColumn({ name: 'estate_id', type: 'uuid' })
  estateId: string;

  @ManyToOne(() => EstateEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'estate_id' })
  estate?: EstateEntity;

  @PrimaryColumn({ type: 'varchar', length: 8 })
  colour: GrapeColor;

  @PrimaryColumn({ type: 'varchar', length: 10 })
  tier: WineTier;

  @Column({ type: 'double precision' })
  level: number;

  @Column({ name: 'counted_day', type: 'integer' })
  countedDay: number;
}
