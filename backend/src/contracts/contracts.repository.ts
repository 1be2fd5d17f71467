import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { ContractStatus, GrapeColor, GrapeVariety, RegionKey, WineTier } from '@vineyard/domain';
import { WineLotEntity } from '../cellar/entities/wine-lot.entity';
import { MerchantContractEntity } from './entities/merchant-contract.entity';

/** What an estate's board depends on: its region, its reputation points, its planted hectares and varieties. */
export interface BoardFactsRow {
  location: RegionKey;
  reputation_points: number;
  reputation_points_day: number;
  ha: string;
  varieties: GrapeVariety[];
}

/** A contract as the API lists it. */
export interface ContractRow {
  id: string;
  estate_id: string;
  month: number;
  offer: number;
  colour: GrapeColor;
  tier: WineTier;
  min_quality: number;
  bottles: number;
  price: number;
  accepted_day: number;
  due_day: number;
  status: ContractStatus;
  closed_day: number | null;
  wine_lot_id: string | null;
  penalty: number | null;
}

const COLUMNS = `id, estate_id, month, offer, colour, tier, min_quality, bottles, price, accepted_day, due_day, status,
                 closed_day, wine_lot_id, penalty`;

/**
 * The contracts module's SQL (issue 31, item 3): the accepted contracts (`merchant_contracts`),
 * and the `bottles` of the wine lots a delivery takes (a column it owns, table-owners.ts). It reads
 * the estate's region, reputation, planted hectares and varieties for its board. Locking a contract is
 * common/locks.ts's (the lock order).
 */
@Injectable()
export class ContractsRepository {
  async boardFacts(manager: EntityManager, estateId: string): Promise<BoardFactsRow | undefined> {
    const [row]: BoardFactsRow[] = await manager.query(
      `SELECT e.location, e.reputation_points, e.reputation_points_day,
              g.ha, g.varieties
         FROM estates e,
              LATERAL (SELECT COALESCE(SUM(b.size), 0) AS ha,
                              COALESCE(array_agg(DISTINCT b.grape_variety), '{}') AS varieties
                         FROM plots p JOIN blocks b ON b.plot_id = p.id WHERE p.estate_id = e.id) g
        WHERE e.id = $1`,
      [estateId],
    );
    return row;
  }

  /** The estate's contracts: open first (soonest due), then the latest closed (at most 50). */
  list(manager: EntityManager, estateId: string): Promise<ContractRow[]> {
    return manager.query(
      `SELECT ${COLUMNS} FROM merchant_contracts WHERE estate_id = $1
        ORDER BY (status = 'accepted') DESC, CASE WHEN status = 'accepted' THEN due_day END ASC,
                 closed_day DESC NULLS LAST, created_at DESC, id LIMIT 50`,
      [estateId],
    );
  }

  async contract(manager: EntityManager, estateId: string, contractId: string): Promise<ContractRow | undefined> {
    const [row]: ContractRow[] = await manager.query(
      `SELECT ${COLUMNS} FROM merchant_contracts WHERE id = $1 AND estate_id = $2`,
      [contractId, estateId],
    );
    return row;
  }

  /** The places of the offers of `month` the estate accepted, and how many contracts it holds open. */
  async taken(manager: EntityManager, estateId: string, month: number): Promise<{ offers: number[]; open: number }> {
    const [row]: { offers: number[]; open: number }[] = await manager.query(
      `SELECT COALESCE(array_agg(offer) FILTER (WHERE month = $2), '{}')::int[] AS offers,
              count(*) FILTER (WHERE status = 'accepted')::int AS open
         FROM merchant_contracts WHERE estate_id = $1 AND (month = $2 OR status = 'accepted')`,
      [estateId, month],
    );
    return { offers: row?.offers ?? [], open: row?.open ?? 0 };
  }

  async insert(
    manager: EntityManager,
    contract: Pick<
      MerchantContractEntity,
      'estateId' | 'month' | 'offer' | 'colour' | 'tier' | 'minQuality' | 'bottles' | 'price' | 'acceptedDay' | 'dueDay'
    >,
  ): Promise<string> {
    const result = await manager.insert(MerchantContractEntity, {
      ...contract,
      status: 'accepted',
      closedDay: null,
      wineLotId: null,
      penalty: null,
    });
    return (result.identifiers[0] as { id: string }).id;
  }

  /** A lot of the estate, or null when there is none (the caller holds its lock). */
  lot(manager: EntityManager, estateId: string, lotId: string): Promise<WineLotEntity | null> {
    return manager.findOneBy(WineLotEntity, { id: lotId, estateId });
  }

  /** The bottles left of a lot after a delivery (the caller holds the lot's lock). */
  async setLotBottles(manager: EntityManager, lotId: string, bottles: number): Promise<void> {
    await manager.query('UPDATE wine_lots SET bottles = $2 WHERE id = $1', [lotId, bottles]);
  }

  /** The contract delivered from a lot on `day` (the caller holds its lock). */
  async setDelivered(manager: EntityManager, contractId: string, day: number, lotId: string): Promise<void> {
    await manager.update(
      MerchantContractEntity,
      { id: contractId },
      { status: 'delivered', closedDay: day, wineLotId: lotId },
    );
  }
}
