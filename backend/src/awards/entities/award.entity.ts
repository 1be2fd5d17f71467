import {
  Column,
  CreateDateColumn,
  Entity,
  ForeignKey,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import type { GrapeColor, Medal, RegionKey } from '@vineyard/domain';
import { EstateEntity } from '../../estates/entities/estate.entity';

/**
 * A medal of the yearly awards (issue 19, libs/domain awards.ts): written once, on the awards day,
 * by the `awards` tick step. The unique keys make the step write each medal once, and a lot win
 * at most one medal a year (`awards_lot_key` also finds a lot's medal for its price).
 */
@Entity({ name: 'awards' })
@Index('awards_medal_key', ['year', 'region', 'colour', 'medal'], { unique: true })
@Index('awards_lot_key', ['wineLotId', 'year'], { unique: true })
@Index('awards_estate_idx', ['estateId'])
export class AwardEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** The game year judged (its lots were reviewed during it). */
  @Column({ type: 'integer' })
  year: number;

  @Column({ type: 'varchar', length: 16 })
  region: RegionKey;

  @Column({ type: 'varchar', length: 8 })
  colour: GrapeColor;

  @Column({ type: 'varchar', length: 8 })
  medal: Medal;

  /**
   * The lot that won it (a foreign key by the entity's name: the awards judge the cellar's lots,
   * and the wine market reads medals through awards.sql.ts and AwardsService, so awards/ imports
   * nothing of cellar/ or wine-market/).
   */
  @Column({ name: 'wine_lot_id', type: 'uuid' })
  @ForeignKey('WineLotEntity', { onDelete: 'CASCADE' })
  wineLotId: string;

  @Column({ name: 'estate_id', type: 'uuid' })
  estateId: string;

  @ManyToOne(() => EstateEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'estate_id' })
  estate?: EstateEntity;

  /** The critics' score that won it, and the lot's quality at bottling (the first tie-break). */
  @Column({ type: 'smallint' })
  score: number;

  @Column({ type: 'smallint' })
  quality: number;

  /** The game day the medal was given (the first day of year + 1). */
  @Column({ name: 'game_day', type: 'integer' })
  gameDay: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
