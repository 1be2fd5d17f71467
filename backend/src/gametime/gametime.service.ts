import { Inject, Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { gameTimeFromDayIndex, toGameTimeView } from '@vineyard/domain';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';
import { AppLogger } from '../common/logger';
import { firstRow } from '../common/sql';
import { metrics } from '../metrics/metrics.registry';
import type { GameTimeDto } from './dto/game-time.dto';
import { GameClockEntity } from './entities/game-clock.entity';
import { GameTickEntity } from './entities/game-tick.entity';
import { TickHandlerRegistry } from './tick-handlers';

/**
 * The game clock. A tick applies one game day in one transaction: a conditional UPDATE claims the
 * period (only one instance can), the registered handlers run as set-based SQL, and the day is
 * logged in game_ticks, whose primary key makes a second application of a day impossible.
 * Missed periods (downtime) are not replayed: the world pauses while no instance runs.
 */
/**
 * The manager with its `query` calls counted (the tick handlers' statements), each also passed to
 * `seen` (logged at debug level: `npm run bench` replays them in psql for its baseline).
 */
function countingQueries(
  manager: EntityManager,
  seen: (sql: string, params: unknown) => void,
): { manager: EntityManager; count(): number } {
  let statements = 0;
  const proxy = new Proxy(manager, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver) as unknown;
      if (property === 'query') {
        return (...args: Parameters<EntityManager['query']>) => {
          statements++;
          seen(args[0], args[1]);
          return target.query(...args);
        };
      }
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
  return { manager: proxy, count: () => statements };
}

@Injectable()
export class GameTimeService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly handlers: TickHandlerRegistry,
    private readonly logger: AppLogger,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async now(): Promise<GameTimeDto> {
    const clock = await this.dataSource.getRepository(GameClockEntity).findOneByOrFail({ id: 1 });
    return this.view(clock);
  }

  async currentDayIndex(): Promise<number> {
    const rows: { day_index: number }[] = await this.dataSource.query('SELECT day_index FROM game_clock WHERE id = 1');
    return rows[0]?.day_index ?? 0;
  }

  /**
   * Applies one game day if a full period has passed since the last one (or now, when forced by
   * an admin). Returns the new day index, or null when another instance already applied it.
   */
  async tick(source: 'schedule' | 'admin'): Promise<number | null> {
    const started = Date.now();
    const dayIndex = await this.dataSource.transaction(async (manager) => {
      const row = firstRow<{ day_index: number }>(
        await manager.query(
          `UPDATE game_clock SET day_index = day_index + 1, last_tick_at = now()
          WHERE id = 1 AND ($1 OR (NOT paused AND last_tick_at <= now() - make_interval(secs => $2::double precision / 1000)))
          RETURNING day_index`,
          [source === 'admin', this.config.gameTickMs * 0.98],
        ),
      );
      if (!row) return null;
      const counted = countingQueries(manager, (sql, params) =>
        this.logger.write('debug', 'tick statement', { dayIndex: row.day_index, sql, params: params ?? [] }),
      );
      for (const handler of this.handlers.all()) await handler.run(counted.manager, row.day_index);
      const durationMs = Date.now() - started;
      await manager.insert(GameTickEntity, {
        dayIndex: row.day_index,
        durationMs,
        source,
        handlerStatements: counted.count(),
      });
      await manager.update(GameClockEntity, { id: 1 }, { lastTickDurationMs: durationMs });
      return row.day_index;
    });
    if (dayIndex !== null) {
      metrics.observeTick(Date.now() - started);
      this.logger.info('game day applied', { dayIndex, source, ms: Date.now() - started });
    }
    return dayIndex;
  }

  /** Pauses or resumes the scheduled clock; resuming starts a fresh period (paused time is not owed). */
  async setPaused(paused: boolean): Promise<GameTimeDto> {
    await this.dataSource.query(
      `UPDATE game_clock SET paused = $1, last_tick_at = CASE WHEN $1 THEN last_tick_at ELSE now() END WHERE id = 1`,
      [paused],
    );
    return this.now();
  }

  /** Applies `days` game days now, one tick (one transaction) each, as the scheduled job would. */
  async advance(days: number): Promise<{ applied: number; time: GameTimeDto; ms: number }> {
    const started = Date.now();
    let applied = 0;
    for (let i = 0; i < days; i++) if ((await this.tick('admin')) !== null) applied++;
    return { applied, time: await this.now(), ms: Date.now() - started };
  }

  private view(clock: GameClockEntity): GameTimeDto {
    const time = toGameTimeView(gameTimeFromDayIndex(clock.dayIndex));
    return {
      year: time.year,
      month: time.month,
      day: time.day,
      season: time.season,
      monthName: time.monthName,
      formattedTime: time.formattedTime,
      dayOfYear: time.dayOfYear,
      dayIndex: clock.dayIndex,
      lastTickAt: clock.lastTickAt.toISOString(),
      lastTickDurationMs: clock.lastTickDurationMs,
      tickIntervalMs: this.config.gameTickMs,
      paused: clock.paused,
    };
  }
}
