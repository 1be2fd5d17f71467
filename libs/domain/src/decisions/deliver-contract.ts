/**
 * Delivering an accepted contract from one bottled lot (ContractsService.deliver): issue 31, item
 * 3. The contract must be open and its day not past; the lot must be of the contract's colour, of
 * at least its quality today (after bottle ageing) and hold its bottles. The bottles leave the
 * lot, the contract's value is paid through the ledger and the estate earns reputation.
 */
import { contractValue, CONTRACT_RULES, type ContractStatus } from '../contracts';
import { formatMoney } from '../format';
import { MESSAGES } from '../messages';
import type { GrapeColor, GrapeVariety } from '../varieties';
import { bottleQuality } from '../winery';
import { refuse, refuseField, type Decision, type PlannedNotice, type PlannedPosting } from './decision';

export interface ContractDeliveryInput {
  day: number;
  contract: {
    status: ContractStatus;
    colour: GrapeColor;
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
}

export interface ContractDeliveryPlan {
  postings: readonly PlannedPosting[];
  /** The lot afterwards. */
  lot: { bottles: number };
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
  const value = contractValue(contract);
  const left = lot.bottles - contract.bottles;
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
