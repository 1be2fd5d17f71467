/**
 * Merchants' contracts (issue 31, item 3). Every game month each region's merchants post a board
 * of offers to each estate: deliver N bottles of a colour at quality ≥ Q by game day D for a
 * price a bottle. The board is a pure function of (region, game month, reputation, planted
 * hectares), computed on read (seeded like weatherFor): nothing is stored until a player accepts
 * an offer. An accepted contract is delivered from one bottled lot (paid through the ledger,
 * reputation earned) or, after its day, defaults (a penalty and reputation lost, by the tick).
 * The merchants sell to the estate's own buyers: a delivery takes its bottles out of the estate's
 * pool of the contract's colour and tier, down to empty (what the pool no longer holds they sell
 * further afield). A contract is a sale ahead of time at a premium, not a second market: taken
 * alongside the pools (2026-11-29, docs/decisions.md) it multiplied an estate's demand. Contracts
 * must be planned a season ahead. The decisions are
 * decisions/accept-contract.ts and decisions/deliver-contract.ts.
 */
import { DAYS_PER_MONTH } from './calendar';
import { isOneOf } from './guards';
import { poolCapacity, referencePrice, regionPriceFactor, WINE_TIER_INFO, WINE_TIERS, type WineTier } from './market';
import type { RegionKey } from './regions';
import { GRAPE_COLORS, grapeColor, type GrapeColor, type GrapeVariety } from './varieties';

export const CONTRACT_RULES = {
  /** Offers on an estate's board each game month. */
  offersPerMonth: 4,
  /**
   * The merchants read the estate's reputation in steps of this many points (rounded down): the
   * board does not shift with every point a sale earns during the month.
   */
  reputationStep: 10,
  /** Contracts an estate may hold open (accepted, neither delivered nor defaulted) at once. */
  maxOpen: 3,
  /** Game months from the board's month to the delivery day: planned a season ahead. */
  leadMonths: { min: 2, max: 6 },
  /** The contract's price a bottle over the pool's list price at its quality: a premium worth planning for. */
  premium: { min: 1.15, max: 1.35 },
  /** Bottles, as a share of the tier's pool (its buyers' demand when full): about a month of pool demand. */
  volumeShare: { min: 0.12, max: 0.3 },
  /** The fewest bottles a contract asks for; volumes round to tens. */
  minBottles: 60,
  /** Points over the tier's lowest quality the merchants ask for (0 to this, seeded). */
  qualityMargin: 6,
  /** The lowest quality any contract asks for (the table tier starts at 0). */
  minQuality: 40,
  /**
   * A default costs this percent of the contract's value (whole euros rounded up, as much as the
   * estate has): the merchant's loss. Raised from 20% with defaultPoints lowered from 25 (2026-11-29,
   * docs/decisions.md): a big reputation loss helped a defaulter — below a tier's reputation its
   * wine sells among the next tier's buyers, a larger pool — so the simulator's contractDefaulter
   * (accepting every offer) beat the competent winemaker; what a default costs is now money.
   */
  penaltyPercent: 40,
  /** Reputation points a delivery earns, and a default costs. */
  deliveryPoints: 8,
  defaultPoints: 10,
} as const;

/** Accepted until delivered, or defaulted by the tick the day after its delivery day. */
export const CONTRACT_STATUSES = ['accepted', 'delivered', 'defaulted'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

export function isContractStatus(value: unknown): value is ContractStatus {
  return isOneOf(CONTRACT_STATUSES, value);
}

/** One offer of a month's board: its terms. */
export interface ContractOffer {
  /** Its place on the month's board (0-based): with the month, the key an estate accepts it by. */
  offer: number;
  /** The game month of the board (day index ÷ 30). */
  month: number;
  colour: GrapeColor;
  /** The market tier the merchants buy for (the lowest quality is the tier's, plus a margin). */
  tier: WineTier;
  minQuality: number;
  bottles: number;
  /** Whole euros a bottle. */
  price: number;
  /** The last game day the bottles may be delivered. */
  dueDay: number;
}

/** The game month a day falls in (boards change on the first day of each). */
export function contractMonth(day: number): number {
  return Math.floor(day / DAYS_PER_MONTH);
}

/** A stable pseudo-random number in [0, 1) for a key (FNV-1a, then an avalanche; the board's seed). */
function noise(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  return (h >>> 0) / 4294967296;
}

/** The reputation the merchants read: the estate's (0-100) rounded down to CONTRACT_RULES.reputationStep. */
export function contractReputation(reputation: number): number {
  const r = Math.max(0, Math.min(100, reputation));
  return Math.floor(r / CONTRACT_RULES.reputationStep) * CONTRACT_RULES.reputationStep;
}

/** The tiers the merchants of an estate of `reputation` buy for: those its reputation opens. */
export function contractTiers(reputation: number): WineTier[] {
  return WINE_TIERS.filter((t) => reputation >= WINE_TIER_INFO[t].minReputation);
}

/**
 * The price a bottle of a contract: the pool's list price of a wine of `quality` in `region`
 * (at an average variety, no critic, medal or index) at the estate's `reputation`, times the
 * premium; whole euros, at least €1.
 */
export function contractPrice(quality: number, region: RegionKey, reputation: number, premium: number): number {
  const r = Math.max(0, Math.min(100, reputation));
  return Math.max(1, Math.round(referencePrice(quality) * regionPriceFactor(region) * (0.8 + 0.006 * r) * premium));
}

/**
 * The colours the merchants ask an estate for: those of the varieties it grows (in GRAPE_COLORS'
 * order), or every colour while it grows none. A merchant buys what the estate makes: a board of
 * whites for an estate of reds was four offers a month it could never take.
 */
export function contractColours(varieties: Iterable<GrapeVariety>): GrapeColor[] {
  const grown = new Set([...varieties].map(grapeColor));
  return grown.size === 0 ? [...GRAPE_COLORS] : GRAPE_COLORS.filter((c) => grown.has(c));
}

/**
 * The board of `month` for an estate of `region`, `reputation` (0-100, read in steps:
 * contractReputation), `plantedHectares` and the `colours` it is asked for (contractColours, never empty):
 * CONTRACT_RULES.offersPerMonth offers, each a colour the estate grows, a tier the reputation opens, a lowest
 * quality, a volume sized to that tier's pool, a price a premium over the pool's, and a delivery
 * day two to six months after the month's first day.
 */
export function contractBoard(
  region: RegionKey,
  month: number,
  reputation: number,
  plantedHectares: number,
  colours: readonly GrapeColor[],
): ContractOffer[] {
  const rules = CONTRACT_RULES;
  const r = contractReputation(reputation);
  const tiers = contractTiers(r);
  return Array.from({ length: rules.offersPerMonth }, (_, offer) => {
    const seed = (k: string) => noise(`${region}:${month}:${offer}:${k}`);
    const colour = colours[Math.floor(seed('c') * colours.length)]!;
    const tier = tiers[Math.floor(seed('t') * tiers.length)]!;
    const minQuality = Math.min(
      100,
      Math.max(rules.minQuality, WINE_TIER_INFO[tier].minQuality) + Math.floor(seed('q') * (rules.qualityMargin + 1)),
    );
    const share = rules.volumeShare.min + seed('v') * (rules.volumeShare.max - rules.volumeShare.min);
    const bottles = Math.max(rules.minBottles, Math.round((poolCapacity(tier, r, plantedHectares) * share) / 10) * 10);
    const premium = rules.premium.min + seed('p') * (rules.premium.max - rules.premium.min);
    const lead = rules.leadMonths.min + Math.floor(seed('d') * (rules.leadMonths.max - rules.leadMonths.min + 1));
    return {
      offer,
      month,
      colour,
      tier,
      minQuality,
      bottles,
      price: contractPrice(minQuality, region, r, premium),
      dueDay: (month + lead) * DAYS_PER_MONTH - 1,
    };
  });
}

/** What a contract pays when delivered. */
export function contractValue(terms: Pick<ContractOffer, 'bottles' | 'price'>): number {
  return terms.bottles * terms.price;
}

/** What a default costs (before the estate's money caps it): a share of the contract's value, whole euros. */
export function contractPenalty(terms: Pick<ContractOffer, 'bottles' | 'price'>): number {
  // integer arithmetic, as the tick's SQL computes it (no 0.2 × n rounding error)
  return Math.ceil((contractValue(terms) * CONTRACT_RULES.penaltyPercent) / 100);
}
