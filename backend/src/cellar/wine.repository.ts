import { Injectable } from '@nestjs/common';
import { In, type DeepPartial, type EntityManager } from 'typeorm';
import { WineBatchEntity } from './entities/wine-batch.entity';
import { WineLotEntity } from './entities/wine-lot.entity';

/**
 * The cellar's wine tables: batches in the cellar (`wine_batches`) and the lots bottling makes of
 * them (`wine_lots`; the wine market reads the lots and writes the bottles a sale takes). The
 * vessels are CellarRepository's; locking a batch is common/locks.ts's (the lock order).
 */
@Injectable()
export class WineRepository {
  /** The estate's batches still in the cellar, oldest first. */
  activeBatches(manager: EntityManager, estateId: string): Promise<WineBatchEntity[]> {
    return manager.getRepository(WineBatchEntity).find({
      where: { estateId, status: 'active' },
      order: { startDay: 'ASC', createdAt: 'ASC', id: 'ASC' },
    });
  }

  /** A batch the caller knows is there (it holds its lock): an error when it is not. */
  batch(manager: EntityManager, batchId: string): Promise<WineBatchEntity> {
    return manager.findOneByOrFail(WineBatchEntity, { id: batchId });
  }

  batches(manager: EntityManager, batchIds: string[]): Promise<WineBatchEntity[]> {
    return manager.getRepository(WineBatchEntity).findBy({ id: In(batchIds) });
  }

  /** The batch when the user owns its estate (the id must be a UUID). */
  ownedBatch(manager: EntityManager, userId: string, batchId: string): Promise<WineBatchEntity | null> {
    return manager
      .getRepository(WineBatchEntity)
      .createQueryBuilder('b')
      .innerJoin('estate_owners', 'o', 'o.estate_id = b.estate_id AND o.user_id = :userId', { userId })
      .where('b.id = :batchId', { batchId })
      .getOne();
  }

  insertBatch(manager: EntityManager, batch: DeepPartial<WineBatchEntity>): Promise<WineBatchEntity> {
    return manager.save(manager.create(WineBatchEntity, batch));
  }

  async updateBatch(
    manager: EntityManager,
    batchId: string,
    changes: Partial<Pick<WineBatchEntity, 'litres' | 'status'>>,
  ): Promise<void> {
    await manager.update(WineBatchEntity, { id: batchId }, changes);
  }

  /** The batches went into a blend. */
  async markBlended(manager: EntityManager, batchIds: string[]): Promise<void> {
    await manager.update(WineBatchEntity, { id: In(batchIds) }, { status: 'blended' });
  }

  /**
   * The lot a purchase on the exchange makes in the buyer's cellar (ExchangeService.buy): the
   * wine's identity kept, its producer named, `originLotId` the lot its producer bottled. Its id
   * shares its first eight hex digits with `originLotId`'s, from which the critics' score and critic
   * derive (market.ts `criticScore`), so the wine keeps its review. Returns the new lot's id.
   */
  async insertTradedLot(
    manager: EntityManager,
    lot: Omit<WineLotEntity, 'id' | 'createdAt' | 'estate' | 'batchId'> & { originLotId: string; producer: string },
  ): Promise<string> {
    const [row]: { id: string }[] = await manager.query(
      `INSERT INTO wine_lots (id, estate_id, batch_id, origin_lot_id, producer, name, region, colour, variety, blend,
                              vintage, bottles, bottled_bottles, quality, bottled_day)
       VALUES (overlay(gen_random_uuid()::text PLACING left($2::uuid::text, 8) FROM 1 FOR 8)::uuid, $1, NULL, $2::uuid, $3, $4,
               $5, $6, $7, $8::jsonb, $9, $10, $11, $12, $13)
       RETURNING id`,
      [
        lot.estateId,
        lot.originLotId,
        lot.producer,
        lot.name,
        lot.region,
        lot.colour,
        lot.variety,
        lot.blend === null ? null : JSON.stringify(lot.blend),
        lot.vintage,
        lot.bottles,
        lot.bottledBottles,
        lot.quality,
        lot.bottledDay,
      ],
    );
    return row!.id;
  }

  /** The lot a bottling makes (CellarService.bottle). */
  insertLot(manager: EntityManager, lot: DeepPartial<WineLotEntity>): Promise<WineLotEntity> {
    return manager.save(manager.create(WineLotEntity, lot));
  }
}
