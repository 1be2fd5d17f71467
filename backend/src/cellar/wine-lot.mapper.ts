import {
  bottleQuality,
  criticName,
  criticVerdict,
  lotCriticScore,
  reviewDay,
  VARIETY_WINEMAKING,
  WINE_LOT_STATUS_LABELS,
  wineLotStatus,
  type Medal,
} from '@vineyard/domain';
import type { CriticReviewDto, WineLotDto } from './dto/cellar.dto';
import type { WineLotEntity } from './entities/wine-lot.entity';

/** A wine lot as the API shows it on `day`; `award` is its medal (AwardsService), if any. */
export function toWineLotDto(l: WineLotEntity, day: number, award: Medal | null = null): WineLotDto {
  const ageDays = Math.max(0, day - l.bottledDay);
  const status = wineLotStatus(l.variety, ageDays);
  return {
    id: l.id,
    batchId: l.batchId,
    producer: l.producer ?? null,
    name: l.name,
    region: l.region,
    colour: l.colour,
    variety: l.variety,
    blend: l.blend ?? null,
    vintage: l.vintage,
    bottles: l.bottles,
    bottledBottles: l.bottledBottles,
    quality: bottleQuality(l.quality, l.variety, ageDays),
    bottledQuality: l.quality,
    bottledDay: l.bottledDay,
    ageDays,
    peakDay: l.bottledDay + VARIETY_WINEMAKING[l.variety].peakDays,
    status,
    statusLabel: WINE_LOT_STATUS_LABELS[status],
    review: wineLotReview(l, day),
    award,
    createdAt: l.createdAt.toISOString(),
  };
}

/** The critics' review of a lot on `day` (computed on read: a pure function of the lot and the day). */
export function wineLotReview(
  l: Pick<WineLotEntity, 'id' | 'quality' | 'bottledBottles' | 'bottledDay'>,
  day: number,
): CriticReviewDto | null {
  const score = lotCriticScore(l, day);
  if (score === null) return null;
  return {
    score,
    critic: criticName(l.id),
    verdict: criticVerdict(score),
    day: reviewDay(l.bottledBottles, l.bottledDay)!,
  };
}
