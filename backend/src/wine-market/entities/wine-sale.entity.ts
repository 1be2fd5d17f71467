import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { GrapeColor, RegionKey, WineTier } from '@vineyard/domain';
import { EstateEntity } from '../../estates/entities/estate.entity';

/** One sale of bottled wine (issue 19): what the regional index and the Market tab's recent sales read. */
@Entity({ name: 'wine_sales' })
@Index('wine_sales_estate_idx', ['estateId', 'gameDay'])
@Index('wine_sales_segment_idx', ['region', 'colour', 'tier', 'gameDay'])
export class WineSaleEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'estate_id', type: 'uuid' })
  estateId: string;

  @ManyToOne(() => EstateEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'estate_id' })
  estate?: EstateEntity;

  @Column({ name: 'wine_lot_id', type: 'uuid' })
  wineLotId: string;

  @Column({ type: 'varchar', length: 16 })
  region: RegionKey;

  @Column({ type: 'varchar', length: 8 })
  colour: GrapeColor;

  @Column({ type: 'varchar', length: 10 })
  tier: WineTier;

  @Column({ type: 'smallint' })
  quality: number;

  @Column({ type: 'integer' })
  bottles: number;

  @Column({ type: 'bigint', transformer: { to: (v: number) => v, from: (v: string) => Number(v) } })
  revenue: number;

  @Column({ name: 'game_day', type: 'integer' })
  gameDay: number;

  /** Made by the estate's sales manager in the tick (issue 35, item 2), not by the player. */
  @Column({ name: 'by_staff', type: 'boolean', default: false })
  byStaff?: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
