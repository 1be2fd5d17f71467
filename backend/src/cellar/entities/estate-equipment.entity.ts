import { Check, Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import type { EquipmentKind } from '@vineyard/domain';
import { EstateEntity } from '../../estates/entities/estate.entity';

/**
 * A piece of winery equipment an estate bought (issue 35, item 1): one of a kind per estate (the
 * key), the price it paid (through the ledger, `equipment_purchase`), its monthly upkeep fixed
 * from that price (charged by the tick, money/equipment-upkeep.tick.ts) and the day. Its effects
 * are read where the crush and bottling decide (crushQualityBonus, equipmentBottlingCost in
 * libs/domain). Written only under the estate's `money` lock.
 */
@Entity({ name: 'estate_equipment' })
@Check('estate_equipment_amounts_check', '"price" >= 0 AND "monthly_upkeep" >= 0')
export class EstateEquipmentEntity {
  @PrimaryColumn({ name: 'estate_id', type: 'uuid' })
  estateId: string;

  @ManyToOne(() => EstateEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'estate_id' })
  estate?: EstateEntity;

  @PrimaryColumn({ type: 'varchar', length: 24 })
  kind: EquipmentKind;

  /** Whole euros paid. */
  @Column({ type: 'integer' })
  price: number;

  /** Whole euros charged on the first day of each game month. */
  @Column({ name: 'monthly_upkeep', type: 'integer' })
  monthlyUpkeep: number;

  @Column({ name: 'bought_day', type: 'integer' })
  boughtDay: number;
}
