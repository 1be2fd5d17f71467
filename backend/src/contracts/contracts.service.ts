import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import {
  contractBoard,
  contractColours,
  contractMonth,
  contractPenalty,
  contractValue,
  CONTRACT_RULES,
  decideContractAccept,
  decideContractDelivery,
  DAYS_PER_MONTH,
  reputationFromPoints,
  reputationPointsOn,
  type ContractOffer,
} from '@vineyard/domain';
import { decided, DomainError } from '../common/errors';
import { isUuid } from '../common/ids';
import { idempotent, type IdempotencyKey } from '../common/idempotency/idempotency';
import { inTransaction, lockEstates, lockMerchantContract, lockWineLot } from '../common/locks';
import { toWineLotDto } from '../cellar/wine-lot.mapper';
import { GameTimeService } from '../gametime/gametime.service';
import { MoneyService } from '../money/money.service';
import { NotificationsRepository } from '../notifications/notifications.repository';
import { ReputationService } from '../reputation/reputation.service';
import type { ContractDeliveryDataDto, ContractDto, ContractsDto } from './dto/contracts.dto';
import { WineMarketRepository } from '../wine-market/wine-market.repository';
import { ContractsRepository, type ContractRow } from './contracts.repository';

const contractNotFound = () => new DomainError('CONTRACT_NOT_FOUND');
const lotNotFound = () => new DomainError('WINE_LOT_NOT_FOUND');

function toContractDto(row: ContractRow): ContractDto {
  return {
    id: row.id,
    month: row.month,
    offer: row.offer,
    colour: row.colour,
    tier: row.tier,
    minQuality: row.min_quality,
    bottles: row.bottles,
    price: row.price,
    value: contractValue(row),
    penalty: contractPenalty(row),
    dueDay: row.due_day,
    status: row.status,
    acceptedDay: row.accepted_day,
    closedDay: row.closed_day,
    wineLotId: row.wine_lot_id,
    penaltyPaid: row.penalty,
  };
}

/**
 * Merchants' contracts (issue 31, item 3): an estate's board of offers this month (computed on
 * read from libs/domain contractBoard), accepting one, and delivering an accepted contract from a
 * bottled lot. Every change runs in one transaction in the lock order of common/locks.ts: lock,
 * load, decide (libs/domain decisions), apply; money moves only through the money module. The
 * routes check ownership first (EstateOwnerGuard): another player's estate is a 404.
 */
@Injectable()
export class ContractsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly gameTime: GameTimeService,
    private readonly money: MoneyService,
    private readonly reputation: ReputationService,
    private readonly rows: ContractsRepository,
    private readonly notifications: NotificationsRepository,
    private readonly wine: WineMarketRepository,
  ) {}

  /** The estate's board of `day`'s month (from its region, reputation, hectares and the colours it grows today). */
  private async board(manager: EntityManager, estateId: string, day: number): Promise<ContractOffer[]> {
    const facts = await this.rows.boardFacts(manager, estateId);
    if (!facts) throw new DomainError('ESTATE_NOT_FOUND');
    const points = reputationPointsOn(Number(facts.reputation_points), facts.reputation_points_day, day);
    return contractBoard(
      facts.location,
      contractMonth(day),
      reputationFromPoints(points),
      Number(facts.ha),
      contractColours(facts.varieties),
    );
  }

  /** This month's offers (marked when taken) and the estate's contracts. */
  async list(estateId: string): Promise<ContractsDto> {
    const day = await this.gameTime.currentDayIndex();
    const manager = this.dataSource.manager;
    const month = contractMonth(day);
    const [board, taken, contracts] = [
      await this.board(manager, estateId, day),
      await this.rows.taken(manager, estateId, month),
      await this.rows.list(manager, estateId),
    ];
    return {
      month,
      day,
      nextBoardDay: (month + 1) * DAYS_PER_MONTH,
      maxOpen: CONTRACT_RULES.maxOpen,
      offers: board.map((o) => ({
        ...o,
        value: contractValue(o),
        penalty: contractPenalty(o),
        taken: taken.offers.includes(o.offer),
      })),
      contracts: contracts.map(toContractDto),
    };
  }

  /**
   * Accepts an offer of this month's board: the estate (`money`, level 1: its contracts change one
   * at a time, so two accepts cannot both pass the open-contracts limit), then the decision; the
   * unique key (estate, month, offer) stands behind it.
   */
  async accept(estateId: string, offer: number): Promise<{ contract: ContractDto; message: string }> {
    const day = await this.gameTime.currentDayIndex();
    return inTransaction(this.dataSource, async (manager) => {
      const [estate] = await lockEstates(manager, [estateId], 'money');
      if (!estate) throw new DomainError('ESTATE_NOT_FOUND');
      const month = contractMonth(day);
      const taken = await this.rows.taken(manager, estateId, month);
      const plan = decided(
        decideContractAccept({
          board: await this.board(manager, estateId, day),
          offer,
          acceptedThisMonth: taken.offers,
          open: taken.open,
        }),
      );
      const { terms } = plan;
      const id = await this.rows.insert(manager, {
        estateId,
        month: terms.month,
        offer: terms.offer,
        colour: terms.colour,
        tier: terms.tier,
        minQuality: terms.minQuality,
        bottles: terms.bottles,
        price: terms.price,
        acceptedDay: day,
        dueDay: terms.dueDay,
      });
      return { contract: toContractDto((await this.rows.contract(manager, estateId, id))!), message: plan.message };
    });
  }

  /**
   * Delivers an accepted contract from one of the estate's bottled lots, exactly once: the estate
   * (`money`, level 1), the lot (7), then the contract (9), and the decision under the locks; the
   * bottles leave the lot and the estate's pool of the contract's colour and tier (written under
   * the estate's lock, as a sale writes it), the contract's value comes in through the ledger (`contract_payment`),
   * the estate earns reputation and is told. A second delivery of the contract finds it delivered (409).
   */
  async deliver(
    userId: string,
    estateId: string,
    contractId: string,
    wineLotId: string,
    idempotencyKey?: IdempotencyKey,
  ): Promise<ContractDeliveryDataDto & { message: string }> {
    const day = await this.gameTime.currentDayIndex();
    const request = { op: 'deliver-contract', estateId, contractId, wineLotId };
    return inTransaction(this.dataSource, async (manager) =>
      idempotent(manager, userId, idempotencyKey, request, async () => {
        if (!isUuid(contractId)) throw contractNotFound();
        const [estate] = await lockEstates(manager, [estateId], 'money');
        if (!estate) throw new DomainError('ESTATE_NOT_FOUND');
        if (!(await this.rows.contract(manager, estateId, contractId))) throw contractNotFound();
        if (!isUuid(wineLotId) || !(await lockWineLot(manager, estateId, wineLotId))) throw lotNotFound();
        const contract = await lockMerchantContract(manager, estateId, contractId);
        if (!contract) throw contractNotFound();
        const lot = await this.rows.lot(manager, estateId, wineLotId);
        if (!lot) throw lotNotFound();
        // the estate's pools of the lot's colour (the decision refuses a lot of another colour than the contract's)
        const market = await this.wine.marketFacts(manager, lot, day);
        if (!market) throw new DomainError('ESTATE_NOT_FOUND');
        const plan = decided(decideContractDelivery({ day, contract, lot, market }));
        const balances = await this.money.postPlanned(manager, day, estateId, plan.postings, contractId);
        await this.rows.setLotBottles(manager, lot.id, plan.lot.bottles);
        // the merchants sell to the estate's buyers: the pool of the contract's colour and tier gives up the bottles
        await this.wine.setPool(manager, { estateId, colour: contract.colour, ...plan.pool });
        await this.rows.setDelivered(manager, contractId, day, lot.id);
        const standing = await this.reputation.change(
          manager,
          estateId,
          day,
          plan.reputationPoints,
          'contract_kept',
          contractId,
        );
        await this.notifications.add(manager, { estateId, ...plan.notice, refId: contractId, gameDay: day });
        return {
          contract: toContractDto((await this.rows.contract(manager, estateId, contractId))!),
          wine: toWineLotDto({ ...lot, ...plan.lot }, day),
          money: balances.get(estateId) ?? estate.money,
          received: plan.postings[0]!.amount,
          reputation: standing.reputation,
          message: plan.message,
        };
      }),
    );
  }
}
