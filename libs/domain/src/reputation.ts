/**
 * Reputation (ECONOMY.md §5, issue 19): stored as points P ≥ 0 at a game day, shown as
 * R = round(100 × (1 − e^(−P/800))) — bounded 0–100 by construction. Points decay 0.1% a game day,
 * which is a pure function of time: the server stores (points, day) and computes today's points on
 * read; only events (a sale, a review, an award, a day in arrears) write new points.
 */

/** The scale of the display: P = 800 shows as 63, P = 1,600 as 86. */
export const REPUTATION_SCALE = 800;
/** The share of its points an estate loses each game day (half-life ≈ 693 game days). */
export const REPUTATION_DECAY_PER_DAY = 0.001;

/** What is left of a point after `days` days. */
const decayOver = (days: number) => (1 - REPUTATION_DECAY_PER_DAY) ** days;
/** decayOver of whole days 0, 1, 2… (the first hundred game years), once computed: every read of a reputation decays it. */
const DECAY_FACTORS: number[] = [];
const DECAY_MEMO_DAYS = 36_000;

/** Points `days` game days after an estate held `points` (never below zero). */
export function reputationPointsAfter(points: number, days: number): number {
  const d = Math.max(0, days);
  const factor = Number.isInteger(d) && d < DECAY_MEMO_DAYS ? (DECAY_FACTORS[d] ??= decayOver(d)) : decayOver(d);
  return Math.max(0, points) * factor;
}

/** Points on `day` of an estate that held `points` on `pointsDay`. */
export function reputationPointsOn(points: number, pointsDay: number, day: number): number {
  return reputationPointsAfter(points, day - pointsDay);
}

/** The reputation a player sees (0–100) for `points`. */
export function reputationFromPoints(points: number): number {
  return Math.round(100 * (1 - Math.exp(-Math.max(0, points) / REPUTATION_SCALE)));
}

/** The fewest points that show as `reputation` (0–99; 100 needs very many). */
export function pointsForReputation(reputation: number): number {
  const r = Math.max(0, Math.min(99.4, reputation - 0.5));
  return r <= 0 ? 0 : -REPUTATION_SCALE * Math.log(1 - r / 100) + 1e-6;
}

/** What earns and costs reputation points (tuned by the simulator; docs/game-rules.md). */
export const REPUTATION_RULES = {
  /** Wine of at least this quality earns points when sold; below it costs them. */
  goodWineQuality: 55,
  /** Points per bottle sold at quality 100 (linear from goodWineQuality, where it is 0). */
  pointsPerBottleAtBest: 0.04,
  /** Points per bottle lost selling wine of quality 0 (linear to goodWineQuality). */
  pointsPerBottleAtWorst: 0.02,
  /** Gains beyond this many points in one game month (30 days) count a quarter. */
  monthlySoftCap: 40,
  softCapRate: 0.25,
  /** A critic's review: (score − 80) × this, so a review below 80 points costs. */
  pointsPerReviewPoint: 4,
  /**
   * What the critics' reviews can earn an estate in one game month (30 days), a perfect review's
   * worth: many small lots reviewed at once earn no more than one great one (a review that costs
   * always counts).
   */
  criticsMonthlyCap: 80,
  /** Yearly regional awards. */
  award: { gold: 150, silver: 100, bronze: 60 },
  /** A day in arrears. */
  arrearsPerDay: 5,
} as const;

/** Game days in a reputation month (the sales soft cap's window). */
export const REPUTATION_MONTH_DAYS = 30;

/**
 * Points from selling `bottles` of quality `quality`, when the estate already earned
 * `earnedThisMonth` points from sales this game month: good wine earns (soft-capped), wine under
 * the good-wine quality costs (not capped).
 */
export function saleReputationPoints(quality: number, bottles: number, earnedThisMonth = 0): number {
  const rules = REPUTATION_RULES;
  const q = Math.max(0, Math.min(100, quality));
  const n = Math.max(0, bottles);
  if (q < rules.goodWineQuality)
    return -n * rules.pointsPerBottleAtWorst * ((rules.goodWineQuality - q) / rules.goodWineQuality);
  const raw = n * rules.pointsPerBottleAtBest * ((q - rules.goodWineQuality) / (100 - rules.goodWineQuality));
  const room = Math.max(0, rules.monthlySoftCap - Math.max(0, earnedThisMonth));
  return Math.min(raw, room) + Math.max(0, raw - room) * rules.softCapRate;
}

/** Points from a critic's review of `score` points (negative below 80). */
export function reviewReputationPoints(score: number): number {
  return (score - 80) * REPUTATION_RULES.pointsPerReviewPoint;
}

/**
 * The points each of one estate's reviews of a day earns, in the order given, when its reviews
 * already earned `earnedThisMonth` this game month: gains stop at `criticsMonthlyCap`; a review
 * under 80 points costs in full.
 */
export function reviewReputationPointsCapped(scores: readonly number[], earnedThisMonth: number): number[] {
  let room = Math.max(0, REPUTATION_RULES.criticsMonthlyCap - Math.max(0, earnedThisMonth));
  return scores.map((score) => {
    const points = reviewReputationPoints(score);
    if (points <= 0) return points;
    const earned = Math.min(points, room);
    room -= earned;
    return earned;
  });
}

export const MEDALS = ['gold', 'silver', 'bronze'] as const;
export type Medal = (typeof MEDALS)[number];

/** Points from a yearly award. */
export function awardReputationPoints(medal: Medal): number {
  return REPUTATION_RULES.award[medal];
}

/** The game month (0-based, 30-day windows from day 0) a day falls in: the sales soft cap's window. */
export function reputationMonth(day: number): number {
  return Math.floor(day / REPUTATION_MONTH_DAYS);
}

/** The first day of the game month `day` falls in (the sales soft cap's window, reputationMonth). */
export function reputationMonthStart(day: number): number {
  return reputationMonth(day) * REPUTATION_MONTH_DAYS;
}

/** Why an estate's reputation points changed (reputation_events.reason). */
export const REPUTATION_REASONS = [
  'wine_sale',
  'critic_review',
  'award',
  'arrears',
  'contract_kept',
  'contract_broken',
] as const;
export type ReputationReason = (typeof REPUTATION_REASONS)[number];

export const REPUTATION_REASON_LABELS: Readonly<Record<ReputationReason, string>> = {
  wine_sale: 'Wine sold',
  critic_review: "A critic's review",
  award: 'An award',
  arrears: 'A day in arrears',
  contract_kept: 'A contract delivered',
  contract_broken: 'A contract defaulted',
};
