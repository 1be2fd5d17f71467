import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { EstateEntity } from '../../estates/entities/estate.entity';

const bigint = { to: (v: number) => v, from: (v: string | null) => (v === null ? v : Number(v)) };

/** What the grape buyers took from one estate in one season (their pool refills each September). */
@Entity({ name: 'grape_buyer_sales' })
export class GrapeBuyerSaleEntity {
  @PrimaryColumn({ name: 'estate_id', type: 'uuid' })
  estateId: string;

  @ManyToOne(() => EstateEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'estate_id' })
  estate?: EstateEntity;

  /** `grapeBuyerSeason(day)`: September of year n to August of year n + 1. */
  @PrimaryColumn({ type: 'integer' })
  season: number;

  /** Kilograms the buyers took (out of their pool). */
  @Column({ name: 'buyers_kg', type: 'integer', default: 0 })
  buyersKg: number;

  /** Kilograms the cooperative took (no limit). */
  @Column({ name: 'cooperative_kg', type: 'integer', default: 0 })
  cooperativeKg: number;

  /** Whole euros received this season. */
  @Column({ type: 'bigint', default: 0, transformer: bigint })
  revenue: number;
}
