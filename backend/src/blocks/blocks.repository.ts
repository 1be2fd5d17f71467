import { Injectable } from '@nestjs/common';
import type { DeepPartial, EntityManager } from 'typeorm';
import type { VineyardWorkKind, VineyardWorkOption } from '@vineyard/domain';
import { BlockEntity } from './entities/block.entity';
import { BlockProtectionEntity } from './entities/block-protection.entity';
import { BlockWorkEntity } from './entities/block-work.entity';
import { HarvestEntity } from './entities/harvest.entity';

/**
 * The vineyard's tables: `blocks`, their `harvests`, their weather `block_protections` and their `block_work`
 * (block_moves is the tick's, blocks.tick.ts).
 * Who owns a block is its plot's estate's owners, joined here for the owner check; locking a
 * block is common/locks.ts's (the lock order).
 */
@Injectable()
export class BlocksRepository {
  /** The plot's blocks, oldest first. */
  listOnPlot(manager: EntityManager, plotId: string): Promise<BlockEntity[]> {
    return manager.getRepository(BlockEntity).find({ where: { plotId }, order: { createdAt: 'ASC' } });
  }

  /** How many blocks the plot holds. */
  async countOnPlot(manager: EntityManager, plotId: string): Promise<number> {
    const [{ blocks }] = await manager.query('SELECT count(*)::int AS blocks FROM blocks WHERE plot_id = $1', [plotId]);
    return blocks;
  }

  /** Hectares the plot's blocks cover. */
  async totalSize(manager: EntityManager, plotId: string): Promise<number> {
    const [row] = await manager.query('SELECT COALESCE(SUM(size), 0) AS total FROM blocks WHERE plot_id = $1', [
      plotId,
    ]);
    return Number(row.total);
  }

  /** Hectares the plot's blocks cover, leaving one block out (the one being resized). */
  async usedArea(manager: EntityManager, plotId: string, exceptBlockId?: string): Promise<number> {
    const [row] = await manager.query(
      'SELECT COALESCE(SUM(size), 0) AS used FROM blocks WHERE plot_id = $1 AND ($2::uuid IS NULL OR id <> $2)',
      [plotId, exceptBlockId ?? null],
    );
    return Number(row.used);
  }

  /** Vines planted per estate (estates without blocks are absent). */
  vinesByEstate(manager: EntityManager, estateIds: string[]): Promise<{ estate_id: string; vines: string }[]> {
    return manager.query(
      `SELECT p.estate_id, SUM(ROUND(b.size * 10000 / (b.row_spacing * b.vine_spacing)))::bigint AS vines
         FROM blocks b JOIN plots p ON p.id = b.plot_id WHERE p.estate_id = ANY($1) GROUP BY p.estate_id`,
      [estateIds],
    );
  }

  findById(manager: EntityManager, blockId: string): Promise<BlockEntity> {
    return manager.findOneByOrFail(BlockEntity, { id: blockId });
  }

  /** The block when the user owns its plot's estate (the id must be a UUID); `lock` locks the block row. */
  findOwned(manager: EntityManager, userId: string, blockId: string, lock = false): Promise<BlockEntity | null> {
    const qb = manager
      .getRepository(BlockEntity)
      .createQueryBuilder('b')
      .innerJoin('plots', 'p', 'p.id = b.plot_id')
      .innerJoin('estate_owners', 'o', 'o.estate_id = p.estate_id AND o.user_id = :userId', { userId })
      .where('b.id = :blockId', { blockId });
    if (lock) qb.setLock('pessimistic_write', undefined, ['b']);
    return qb.getOne();
  }

  /** Plants blocks (ids and creation times filled in on the returned entities). */
  insert(manager: EntityManager, blocks: DeepPartial<BlockEntity>[]): Promise<BlockEntity[]> {
    return manager.save(blocks.map((block) => manager.create(BlockEntity, block)));
  }

  async update(manager: EntityManager, blockId: string, columns: Partial<Omit<BlockEntity, 'plot'>>): Promise<void> {
    await manager.update(BlockEntity, { id: blockId }, columns);
  }

  async delete(manager: EntityManager, blockId: string): Promise<void> {
    await manager.delete(BlockEntity, { id: blockId });
  }

  /** The block's harvests, newest first. */
  harvests(manager: EntityManager, blockId: string): Promise<HarvestEntity[]> {
    return manager.getRepository(HarvestEntity).find({ where: { blockId }, order: { createdAt: 'DESC' } });
  }

  insertHarvest(manager: EntityManager, harvest: DeepPartial<HarvestEntity>): Promise<HarvestEntity> {
    return manager.save(manager.create(HarvestEntity, harvest));
  }

  /** The event days the block is protected for, from `fromDay` on (ascending). */
  async protectedDays(manager: EntityManager, blockId: string, fromDay: number): Promise<number[]> {
    const rows: { event_day: number }[] = await manager.query(
      'SELECT event_day FROM block_protections WHERE block_id = $1 AND event_day >= $2 ORDER BY event_day',
      [blockId, fromDay],
    );
    return rows.map((r) => r.event_day);
  }

  /**
   * The estate's blocks with the event days from `fromDay` on they are protected for and their work
   * from `fromVintage` on (a spraying shields from mildew): the estate's forecast.
   */
  async estateBlocksProtected(
    manager: EntityManager,
    estateId: string,
    fromDay: number,
    fromVintage: number,
  ): Promise<
    {
      id: string;
      name: string;
      size: string;
      region: string;
      planted_game_day: number;
      last_harvest_year: number | null;
      protected_days: number[];
      work: { kind: VineyardWorkKind; day: number }[];
    }[]
  > {
    return manager.query(
      `SELECT b.id, b.name, b.size, b.region, b.planted_game_day, b.last_harvest_year,
              ARRAY(SELECT x.event_day FROM block_protections x WHERE x.block_id = b.id AND x.event_day >= $2
                     ORDER BY x.event_day) AS protected_days,
              COALESCE((SELECT json_agg(json_build_object('kind', w.kind, 'day', w.game_day) ORDER BY w.game_day)
                          FROM block_work w WHERE w.block_id = b.id AND w.vintage >= $3), '[]'::json) AS work
         FROM blocks b JOIN plots p ON p.id = b.plot_id
        WHERE p.estate_id = $1 ORDER BY b.created_at, b.id`,
      [estateId, fromDay, fromVintage],
    );
  }

  insertProtection(manager: EntityManager, row: DeepPartial<BlockProtectionEntity>): Promise<BlockProtectionEntity> {
    return manager.save(manager.create(BlockProtectionEntity, row));
  }

  /** The block's vineyard work from `fromVintage` on, oldest first (WorkDone rows). */
  async workDone(
    manager: EntityManager,
    blockId: string,
    fromVintage: number,
  ): Promise<{ kind: VineyardWorkKind; option: VineyardWorkOption; day: number }[]> {
    const rows: { kind: VineyardWorkKind; option: VineyardWorkOption; game_day: number }[] = await manager.query(
      'SELECT kind, option, game_day FROM block_work WHERE block_id = $1 AND vintage >= $2 ORDER BY game_day, kind',
      [blockId, fromVintage],
    );
    return rows.map((r) => ({ kind: r.kind, option: r.option, day: r.game_day }));
  }

  /** The first day the block's owner could work it: its planting or its estate's founding, whichever is later. */
  async workSince(manager: EntityManager, block: { plotId: string; plantedGameDay: number }): Promise<number> {
    const [row]: { founded_day: number | null }[] = await manager.query(
      'SELECT e.founded_day FROM plots p JOIN estates e ON e.id = p.estate_id WHERE p.id = $1',
      [block.plotId],
    );
    return Math.max(block.plantedGameDay, row?.founded_day ?? block.plantedGameDay);
  }

  /** The estate's blocks with their work from `fromVintage` on and the estate's founding day (the Overview's task). */
  estateBlocksWork(
    manager: EntityManager,
    estateId: string,
    fromVintage: number,
  ): Promise<
    {
      id: string;
      name: string;
      size: string;
      region: string;
      planted_game_day: number;
      last_harvest_year: number | null;
      founded_day: number | null;
      work: { kind: VineyardWorkKind; option: VineyardWorkOption; day: number }[];
    }[]
  > {
    return manager.query(
      `SELECT b.id, b.name, b.size, b.region, b.planted_game_day, b.last_harvest_year, e.founded_day,
              COALESCE((SELECT json_agg(json_build_object('kind', w.kind, 'option', w.option, 'day', w.game_day)
                                 ORDER BY w.game_day)
                          FROM block_work w WHERE w.block_id = b.id AND w.vintage >= $2), '[]'::json) AS work
         FROM blocks b JOIN plots p ON p.id = b.plot_id JOIN estates e ON e.id = p.estate_id
        WHERE p.estate_id = $1 ORDER BY b.created_at, b.id`,
      [estateId, fromVintage],
    );
  }

  insertWork(manager: EntityManager, row: DeepPartial<BlockWorkEntity>): Promise<BlockWorkEntity> {
    return manager.save(manager.create(BlockWorkEntity, row));
  }
}
