/**
 * Weather and seasonal tasks, derived from the game date (no stored data): a deterministic model
 * per region and game day, so every player sees the same weather for the same place and day.
 * Documented in docs/game-rules.md.
 */
import { gameTimeFromDayIndex, seasonOfMonth, type Season } from './calendar';
import type { RegionKey } from './regions';

export const WEATHER_CONDITIONS = ['Sunny', 'Partly Cloudy', 'Cloudy', 'Rain', 'Storm', 'Frost'] as const;
export type WeatherCondition = (typeof WEATHER_CONDITIONS)[number];

export interface Weather {
  condition: WeatherCondition;
  highC: number;
  lowC: number;
  highF: number;
}

/** Average daily high (°C) per season and region; lows are 8-12 °C below. */
const SEASON_HIGHS: Readonly<Record<RegionKey, Record<Season, number>>> = {
  tuscany: { Spring: 19, Summer: 30, Fall: 20, Winter: 11 },
  bordeaux: { Spring: 17, Summer: 26, Fall: 18, Winter: 10 },
  napa: { Spring: 22, Summer: 31, Fall: 25, Winter: 14 },
  rioja: { Spring: 17, Summer: 28, Fall: 18, Winter: 9 },
  mendoza: { Spring: 24, Summer: 32, Fall: 22, Winter: 15 },
  barossa: { Spring: 21, Summer: 29, Fall: 22, Winter: 15 },
};

/** Chance of a wet day per season (0-1), before the region's dryness adjustment. */
const WET_CHANCE: Readonly<Record<Season, number>> = { Spring: 0.3, Summer: 0.12, Fall: 0.3, Winter: 0.35 };
const DRYNESS: Readonly<Record<RegionKey, number>> = {
  tuscany: 1,
  bordeaux: 1.4,
  napa: 0.6,
  rioja: 0.8,
  mendoza: 0.35,
  barossa: 0.6,
};

/** A stable pseudo-random number in [0, 1) for a key (FNV-1a, then an avalanche): the weather's and its events' seed. */
export function weatherNoise(key: string): number {
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

export function weatherFor(region: RegionKey, dayIndex: number): Weather {
  const season = seasonOfMonth(gameTimeFromDayIndex(dayIndex).month);
  const high = SEASON_HIGHS[region][season] + Math.round((weatherNoise(`${region}:${dayIndex}:t`) - 0.5) * 8);
  const low = high - 8 - Math.round(weatherNoise(`${region}:${dayIndex}:l`) * 4);
  const wet = weatherNoise(`${region}:${dayIndex}:w`) < WET_CHANCE[season] * DRYNESS[region];
  const sky = weatherNoise(`${region}:${dayIndex}:s`);
  let condition: WeatherCondition;
  if (wet) condition = sky < 0.15 ? 'Storm' : 'Rain';
  else if (low <= 0) condition = 'Frost';
  else condition = sky < 0.55 ? 'Sunny' : sky < 0.85 ? 'Partly Cloudy' : 'Cloudy';
  return { condition, highC: high, lowC: low, highF: Math.round((high * 9) / 5 + 32) };
}

export function forecast(region: RegionKey, dayIndex: number, days = 3): (Weather & { dayIndex: number })[] {
  return Array.from({ length: days }, (_, i) => ({ dayIndex: dayIndex + i, ...weatherFor(region, dayIndex + i) }));
}
