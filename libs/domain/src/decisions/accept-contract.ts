/**
 * Accepting a merchant's offer from this month's board (ContractsService.accept): issue 31, item 3.
 * The offer must be on the estate's board this month, not accepted by the estate already, and the
 * estate may hold at most CONTRACT_RULES.maxOpen open contracts. Accepting costs nothing: the
 * offer's terms become the estate's contract, to deliver by its day.
 */
import { formatGameDay } from '../calendar';
import { CONTRACT_RULES, type ContractOffer } from '../contracts';
import { MESSAGES } from '../messages';
import { refuse, refuseField, type Decision } from './decision';

export interface ContractAcceptInput {
  /** The estate's board this month (contractBoard). */
  board: readonly ContractOffer[];
  /** The offer's place on the board the player chose. */
  offer: number;
  /** The offers of this month the estate accepted already (their places). */
  acceptedThisMonth: readonly number[];
  /** The estate's open contracts (accepted, neither delivered nor defaulted). */
  open: number;
}

export interface ContractAcceptPlan {
  /** The contract's terms, as stored. */
  terms: ContractOffer;
  message: string;
}

const c = MESSAGES.contracts;

export function decideContractAccept(input: ContractAcceptInput): Decision<ContractAcceptPlan> {
  const terms = input.board.find((o) => o.offer === input.offer);
  if (!terms) return refuseField('CONTRACT_OFFER_NOT_FOUND', 'offer', c.offerNotFound);
  if (input.acceptedThisMonth.includes(input.offer)) return refuse('CONTRACT_TAKEN');
  if (input.open >= CONTRACT_RULES.maxOpen) return refuse('TOO_MANY_CONTRACTS', c.tooMany(CONTRACT_RULES.maxOpen));
  return { ok: true, terms, message: c.accepted(terms.bottles, terms.colour, formatGameDay(terms.dueDay)) };
}
