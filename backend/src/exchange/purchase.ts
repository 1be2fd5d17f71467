import type { EntityManager } from 'typeorm';
import type { ExchangePosting, PlannedNotice } from '@vineyard/domain';
import { DomainError } from '../common/errors';
import { lockEstates } from '../common/locks';
import type { EstateAccess } from '../estates/estate-access';
import type { MoneyService } from '../money/money.service';
import type { NotificationsRepository } from '../notifications/notifications.repository';

/**
 * What a purchase of wine (ExchangeService.buy) and of grapes (GrapeExchangeService.buy) share:
 * the buyer's and the seller's estates locked `money` (level 1, by id, in one call: racing buyers
 * of one offer queue on the seller's estate), the plan's postings through the money module, and
 * both sides' notices. Each service locks its own offer (level 8) between the first two.
 */
export async function lockPurchaseEstates(
  manager: EntityManager,
  estates: EstateAccess,
  userId: string,
  buyerEstateId: string,
  sellerEstateId: string,
  offerNotFound: () => DomainError,
): Promise<{ ownsSeller: boolean }> {
  const ownsSeller = sellerEstateId === buyerEstateId || (await estates.isOwner(manager, userId, sellerEstateId));
  const locked = await lockEstates(manager, [buyerEstateId, sellerEstateId], 'money');
  if (!locked.some((e) => e.id === buyerEstateId)) throw new DomainError('ESTATE_NOT_FOUND');
  if (!locked.some((e) => e.id === sellerEstateId)) throw offerNotFound();
  return { ownsSeller };
}

/** The purchase's postings on the buyer's and the seller's estates (refId: the offer); the balances after. */
export function postPurchase(
  money: MoneyService,
  manager: EntityManager,
  day: number,
  plan: { postings: readonly ExchangePosting[]; insufficientFunds: string },
  ids: { buyer: string; seller: string; offerId: string },
): Promise<Map<string, number>> {
  return money.post(
    manager,
    day,
    plan.postings.map((p) => ({
      estateId: p.estate === 'buyer' ? ids.buyer : ids.seller,
      amount: p.amount,
      kind: p.kind,
      description: p.description,
      refId: ids.offerId,
    })),
    plan.insufficientFunds,
  );
}

/** Both sides are told (both estates are locked `money`: the notices' foreign keys wait on nothing). */
export async function notifyPurchase(
  notifications: NotificationsRepository,
  manager: EntityManager,
  day: number,
  plan: { sellerNotice: PlannedNotice; buyerNotice: PlannedNotice },
  ids: { buyer: string; seller: string; offerId: string; buyerLotId: string },
): Promise<void> {
  await notifications.add(manager, { estateId: ids.seller, ...plan.sellerNotice, refId: ids.offerId, gameDay: day });
  await notifications.add(manager, { estateId: ids.buyer, ...plan.buyerNotice, refId: ids.buyerLotId, gameDay: day });
}
