/**
 * Buying a piece of winery equipment (issue 35, item 1; POST /estates/{id}/equipment,
 * SimWorld.buyEquipment): once per estate and kind, at `equipmentPrice` for the estate's planted
 * hectares, paid through the ledger (`equipment_purchase`); its monthly upkeep is fixed from that
 * price. Refused for an unknown kind, a piece the estate owns, in arrears or without the money, in
 * that order. The caller holds the estate's `money` lock (what it owns is read under it).
 */
import { EQUIPMENT, equipmentPrice, equipmentUpkeep, isEquipmentKind, type EquipmentKind } from '../equipment';
import { formatMoney } from '../format';
import { MESSAGES } from '../messages';
import { refuse, refuseField, type Decision, type EstateFunds, type PlannedPosting } from './decision';

export interface EquipmentPurchaseInput {
  estate: EstateFunds & { plantedHectares: number };
  /** The kinds the estate owns already. */
  owned: readonly EquipmentKind[];
  /** The kind asked for (unchecked input). */
  kind: unknown;
  day: number;
}

export interface EquipmentPurchasePlan {
  /** The new row: its kind, the price paid, its monthly upkeep and the day. */
  equipment: { kind: EquipmentKind; price: number; monthlyUpkeep: number; boughtDay: number };
  postings: readonly PlannedPosting[];
  message: string;
}

const m = MESSAGES.equipment;

export function decideEquipmentPurchase(input: EquipmentPurchaseInput): Decision<EquipmentPurchasePlan> {
  const { estate, owned, kind, day } = input;
  if (!isEquipmentKind(kind)) return refuseField('EQUIPMENT_KIND_INVALID', 'kind', m.kindInvalid);
  const label = EQUIPMENT[kind].label;
  if (owned.includes(kind)) return refuse('EQUIPMENT_OWNED', m.owned(label));
  if (estate.arrears > 0) return refuse('ESTATE_IN_ARREARS');
  const price = equipmentPrice(kind, estate.plantedHectares);
  if (estate.money < price) return refuse('INSUFFICIENT_FUNDS', m.notEnoughMoney(label, formatMoney(price)));
  const monthlyUpkeep = equipmentUpkeep(price);
  return {
    ok: true,
    equipment: { kind, price, monthlyUpkeep, boughtDay: day },
    postings: [{ amount: -price, kind: 'equipment_purchase', description: m.ledger(label) }],
    message: m.bought(label, formatMoney(monthlyUpkeep)),
  };
}
