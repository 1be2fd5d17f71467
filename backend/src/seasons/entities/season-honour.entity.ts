import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { RegionKey } from '@vineyard/domain';
import { EstateEntity } from '../../estates/entities/estate.entity';

/**
 * A place in the hall of fame (issue 35, libs/domain seasons.ts): one of the best three estates of
 * a region when its season (a game year) ended, written once by the `season-honours` tick step on
 * the first day of the next year. The figures are the season's final standing, kept as they were
 * (reputation and revenue move on afterwards). `season_honours_place_key` makes the step write
 * each place once (the hall of fame sorts its few rows, at most eighteen a season), and
 * `season_honours_estate_key` keeps an estate to one place a season and counts its honours for the
 * leaderboard. Recognition only: no money, no reputation.
 */
@Entity({ name: 'season_honours' })
@Index('season_honours_place_key', ['year', 'region', 'rank'], { unique: true })
@Index('season_honours_estate_key', ['estateId', 'year'], { unique: true })
export class SeasonHonourEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** The season (game year) honoured. */
  @Column({ type: 'integer' })
  year: number;

  @Column({ type: 'varchar', length: 16 })
  region: RegionKey;

  /** 1 (champion), 2 or 3. */
  @Column({ type: 'smallint' })
  rank: number;

  @Column({ name: 'estate_id', type: 'uuid' })
  estateId: string;

  @ManyToOne(() => EstateEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'estate_id' })
  estate?: EstateEntity;

  /** The season score (0–SEASON_SCORE_MAX) and its parts, as the season ended. */
  @Column({ type: 'smallint' })
  score: number;

  @Column({ type: 'bigint', transformer: { to: (v: number) => v, from: (v: string) => Number(v) } })
  revenue: number;

  @Column({ name: 'critic_score', type: 'smallint', nullable: true })
  criticScore: number | null;

  @Column({ type: 'smallint' })
  reputation: number;

  /** The game day the honour was given (the first day of year + 1). */
  @Column({ name: 'game_day', type: 'integer' })
  gameDay: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
