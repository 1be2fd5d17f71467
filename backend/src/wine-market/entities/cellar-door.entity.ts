import {
  Check,
  Column,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  OneToOne,
  PrimaryColumn,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { EstateEntity } from '../../estates/entities/estate.entity';

/**
 * An estate's cellar door (issue 35, item 1): built once (the key), the price paid (through the
 * ledger, `cellar_door_build`), its monthly upkeep fixed from it (charged with the equipment's,
 * money/equipment-upkeep.tick.ts) and the day. Written only under the estate's `money` lock.
 */
@Entity({ name: 'cellar_doors' })
@Check('cellar_doors_amounts_check', '"price" >= 0 AND "monthly_upkeep" >= 0')
export class CellarDoorEntity {
  @PrimaryColumn({ name: 'estate_id', type: 'uuid' })
  estateId: string;

  @OneToOne(() => EstateEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'estate_id' })
  estate?: EstateEntity;

  /** Whole euros paid. */
  @Column({ type: 'integer' })
  price: number;

  /** Whole euros charged on the first day of each game month. */
  @Column({ name: 'monthly_upkeep', type: 'integer' })
  monthlyUpkeep: number;

  @Column({ name: 'built_day', type: 'integer' })
  builtDay: number;
}

/**
 * Bottles sold at an estate's cellar door (issue 35, item 1): the month's demand left is the
 * month's demand less these bottles of the month (cellarDoorDemandLeft, computed on read).
 */
@Entity({ name: 'cellar_door_sales' })
@Index('cellar_door_sales_estate_day_idx', ['estateId', 'gameDay'])
@Check('cellar_door_sales_amounts_check', '"bottles" > 0 AND "revenue" >= 0')
export class CellarDoorSaleEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'estate_id', type: 'uuid' })
  estateId: string;

  @ManyToOne(() => EstateEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'estate_id' })
  estate?: EstateEntity;

  /** The lot sold from (not a key: a lot may go once emptied). */
  @Column({ name: 'wine_lot_id', type: 'uuid' })
  wineLotId: string;

  @Column({ type: 'integer' })
  bottles: number;

  /** Whole euros received. */
  @Column({ type: 'bigint' })
  revenue: number;

  @Column({ name: 'game_day', type: 'integer' })
  gameDay: number;
}
