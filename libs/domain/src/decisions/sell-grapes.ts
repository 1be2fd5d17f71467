/**
 * Selling grapes of a lot to the grape buyers, and to the cooperative beyond their pool
 * (GrapesService.sell, SimWorld.sellGrapes): ECONOMY.md §4.
 */
import { formatMoney } from '../format';
import { grapeBuyerCapacity, grapeBuyerSeason, grapeLotKilograms, quoteGrapeSale, type GrapeQuote } from '../grapes';
import { MESSAGES } from '../messages';
import type { RegionKey } from '../regions';
import { varietyLabel, type GrapeVariety } from '../varieties';
import { refuseField, type Decision, type PlannedNotice, type PlannedPosting } from './decision';

export interface GrapeSaleInput {
  day: number;
  /** The lot as stored: it held `kilograms` on `countedDay` (perishing is computed on read). */
  lot: {
    region: RegionKey;
    variety: GrapeVariety;
    quality: number;
    blockName: string;
    kilograms: number;
    harvestDay: number;
    countedDay: number;
  };
  /** The estate's grape buyers this season (`grapeBuyerSeason(day)`): its planted hectares and the kilograms they took. */
  buyers: { plantedHectares: number; usedKg: number };
  kilograms: number;
}

export interface GrapeSalePlan {
  quote: GrapeQuote;
  postings: readonly PlannedPosting[];
  /** What the season's buyers took (grape_buyer_sales: added to the season's row). */
  buyerSale: { season: number; buyersKg: number; cooperativeKg: number; revenue: number };
  /** The lot afterwards: the kilograms left, counted today. */
  lot: { kilograms: number; countedDay: number };
  notice: PlannedNotice;
}

/** At most what is left of the lot today; priced by the buyers' pool integral, then the cooperative (quoteGrapeSale). */
export function decideGrapeSale(input: GrapeSaleInput): Decision<GrapeSalePlan> {
  const { day, lot, kilograms } = input;
  const available = grapeLotKilograms(lot.kilograms, lot.harvestDay, lot.countedDay, day);
  if (kilograms > available)
    return refuseField('NOT_ENOUGH_GRAPES', 'kilograms', MESSAGES.grapes.kilogramsTooMany(available));
  const quote = quoteGrapeSale(
    {
      region: lot.region,
      quality: lot.quality,
      capacityKg: grapeBuyerCapacity(input.buyers.plantedHectares),
      usedKg: input.buyers.usedKg,
    },
    kilograms,
  );
  const variety = varietyLabel(lot.variety);
  const left = available - kilograms;
  return {
    ok: true,
    quote,
    postings: [
      {
        amount: quote.money,
        kind: 'grape_sale',
        description: MESSAGES.ledger.grapeSale(kilograms, variety, lot.blockName, quote.buyersKg, quote.cooperativeKg),
      },
    ],
    buyerSale: {
      season: grapeBuyerSeason(day),
      buyersKg: quote.buyersKg,
      cooperativeKg: quote.cooperativeKg,
      revenue: quote.money,
    },
    lot: { kilograms: left, countedDay: day },
    notice: {
      kind: 'grape_sale',
      title: MESSAGES.notice.grapesSoldTitle(formatMoney(quote.money)),
      body: MESSAGES.notice.grapesSoldBody(
        kilograms,
        variety,
        lot.blockName,
        quote.buyersKg,
        quote.cooperativeKg,
        left,
      ),
      sale: { quantity: kilograms, money: quote.money },
    },
  };
}
