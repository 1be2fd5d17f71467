/**
 * Delivering an accepted contract from one bottled lot (ContractsService.deliver): issue 31, item
 * 3. The contract must be open and its day not past; the lot must be of the contract's colour, of
 * at least its quality today (after bottle ageing) and hold its bottles. The bottles leave the
 * lot, the contract's value is paid through the ledger and the estate earns reputation. The
 * merchants sell to the estate's own buyers: the bottles come out of the estate's pool of the
 * contract's colour and tier, down to empty.
 */
import { contractValue, CONTRACT_RULES, type ContractStatus } from '../contracts';
import { distributedRevenue, freeReceipts, poolCapacity, poolLevel, type WineTier } from '../market';
import { reputationFromPoints, reputationPointsOn } from '../reputation';
import { formatMoney } from '../format';
import { MESSAGES } from '../messages';
import type { GrapeColor, GrapeVariety } from '../varieties';
import { bottleQuality } from '../winery';
import { refuse, refuseField, type Decision, type PlannedNotice, type PlannedPosting } from './decision';
import type { WineMarketFacts } from './sell-wine';

export interface ContractDeliveryInput {
  day: number;
  contract: {
    status: ContractStatus;
    colour: GrapeColor;
    /** The market tier the merchants buy for: its pool gives up the bottles. */
    tier: WineTier;
    minQuality: number;
    bottles: number;
    price: number;
    dueDay: number;
  };
  lot: {
    name: string;
    colour: GrapeColor;
    variety: GrapeVariety;
    /** Quality when bottled (ageing in bottle is computed on read). */
    quality: number;
    bottledDay: number;
    bottles: number;
  };
  /** The estate's market facts for the contract's colour (its reputation, hectares and pools), as a sale reads them. */
  market: Pick<
    WineMarketFacts,
    'reputationPoints' | 'reputationPointsDay' | 'plantedHectares' | 'tiers' | 'salesRevenue'
  >;
}

export interface ContractDeliveryPlan {
  postings: readonly PlannedPosting[];
  /** The lot afterwards. */
  lot: { bottles: number };
  /** The pool of the contract's colour and tier afterwards, counted today. */
  pool: { tier: WineTier; level: number; countedDay: number };
  /** The wine's quality today, as delivered. */
  quality: number;
  reputationPoints: number;
  notice: PlannedNotice;
  message: string;
}

const c = MESSAGES.contracts;

/** In this order: an open contract, its day not past, the right colour, the quality, the bottles. */
export function decideContractDelivery(input: ContractDeliveryInput): Decision<ContractDeliveryPlan> {
  const { day, contract, lot } = input;
  if (contract.status !== 'accepted') return refuse('CONTRACT_CLOSED');
  if (day > contract.dueDay) return refuse('CONTRACT_OVERDUE');
  if (lot.colour !== contract.colour)
    return refuseField('CONTRACT_WRONG_WINE', 'wineLotId', c.wrongColour(contract.colour));
  const quality = bottleQuality(lot.quality, lot.variety, day - lot.bottledDay);
  if (quality < contract.minQuality)
    return refuseField('CONTRACT_WRONG_WINE', 'wineLotId', c.lowQuality(contract.minQuality, Math.floor(quality)));
  if (lot.bottles < contract.bottles)
    return refuseField('NOT_ENOUGH_WINE', 'wineLotId', c.tooFewBottles(contract.bottles, lot.bottles));
  // the contract's value after distribution: the merchants' payment counts with the estate's wine
  // receipts of the window (DISTRIBUTION), as a sale's does
  const value = distributedRevenue(
    input.market.salesRevenue ?? 0,
    contractValue(contract),
    freeReceipts(input.market.plantedHectares),
  );
  const left = lot.bottles - contract.bottles;
  const { market } = input;
  const reputation = reputationFromPoints(reputationPointsOn(market.reputationPoints, market.reputationPointsDay, day));
  const capacity = poolCapacity(contract.tier, reputation, market.plantedHectares);
  const stored = market.tiers.find((t) => t.tier === contract.tier);
  const level = poolLevel(capacity, stored?.level ?? null, stored?.countedDay ?? day, day);
  return {
    ok: true,
    postings: [
      {
        amount: value,
        kind: 'contract_payment',
        description: c.ledgerPayment(contract.bottles, contract.colour, lot.name),
      },
    ],
    lot: { bottles: left },
    pool: { tier: contract.tier, level: Math.max(0, level - contract.bottles), countedDay: day },
    quality,
    reputationPoints: CONTRACT_RULES.deliveryPoints,
    notice: {
      kind: 'contract_delivered',
      title: c.deliveredTitle(formatMoney(value)),
      body: c.deliveredBody(contract.bottles, lot.name, formatMoney(contract.price), left),
    },
    message: c.delivered(contract.bottles, formatMoney(value)),
  };
}
