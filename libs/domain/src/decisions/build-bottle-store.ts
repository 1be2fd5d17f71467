/**
 * Building bottle store extensions (issue 35, item 1; POST /estates/{id}/bottle-store/extensions,
 * SimWorld.buildBottleStore): `count`
 * extensions of BOTTLE_STORE.extensionBottles each, paid through the ledger (`bottle_store`), each
 * dearer than the last (extensionsCost); refused for a count out of range, in arrears or without
 * the money. The caller holds the estate's `money` lock (the count built is read under it).
 */
import { BOTTLE_STORE, bottleStoreCapacity, extensionsCost } from '../bottle-store';
import type { EstateTemplate } from '../estates';
import { formatMoney } from '../format';
import { MESSAGES } from '../messages';
import { refuse, refuseField, type Decision, type EstateFunds, type PlannedPosting } from './decision';

export interface BottleStoreBuildInput {
  estate: EstateFunds & { template: EstateTemplate };
  /** Extensions the estate built already. */
  built: number;
  /** Extensions asked for (unchecked input). */
  count: unknown;
}

export interface BottleStoreBuildPlan {
  cost: number;
  /** Extensions built afterwards and the capacity they give. */
  built: number;
  capacity: number;
  postings: readonly PlannedPosting[];
  message: string;
}

const b = MESSAGES.bottleStore;

export function decideBottleStoreBuild(input: BottleStoreBuildInput): Decision<BottleStoreBuildPlan> {
  const { estate, built, count } = input;
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 1 || count > BOTTLE_STORE.maxPerBuild)
    return refuseField('VALIDATION_FAILED', 'count', b.countInvalid(BOTTLE_STORE.maxPerBuild));
  if (estate.arrears > 0) return refuse('ESTATE_IN_ARREARS');
  const cost = extensionsCost(built, count);
  if (estate.money < cost) return refuse('INSUFFICIENT_FUNDS', b.notEnoughMoney(formatMoney(cost)));
  const capacity = bottleStoreCapacity(estate.template, built + count);
  return {
    ok: true,
    cost,
    built: built + count,
    capacity,
    postings: [{ amount: -cost, kind: 'bottle_store', description: b.ledger(count * BOTTLE_STORE.extensionBottles) }],
    message: b.built(count * BOTTLE_STORE.extensionBottles, capacity),
  };
}
