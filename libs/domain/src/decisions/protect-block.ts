/**
 * Protecting a block against a forecast weather event (BlocksService.protect): issue 31, item 2.
 * The event must be in its region's forecast (after today, at most FORECAST_DAYS ahead), able to
 * hurt the block on its day, and not already protected against (by a protection, or against
 * mildew by the season's spraying: workShields); the protection is paid per
 * hectare through the ledger, refused in arrears or without the money.
 */
import { formatGameDayShortForm, gameTimeFromDayIndex } from '../calendar';
import { formatMoney } from '../format';
import { blockStatus } from '../lifecycle';
import { MESSAGES } from '../messages';
import type { RegionKey } from '../regions';
import {
  FORECAST_DAYS,
  protectionCost,
  WEATHER_EVENTS,
  weatherEventDamage,
  weatherEventFor,
  weatherEventLabel,
  type WeatherEvent,
} from '../weather-events';
import { workShields, type WorkDone } from '../vineyard-work';
import { refuse, refuseField, type Decision, type EstateFunds, type PlannedPosting } from './decision';

export interface ProtectInput {
  /** Today's game day (read under the clock's share lock). */
  day: number;
  /** The block's estate, locked for money. */
  estate: EstateFunds;
  block: {
    name: string;
    size: number;
    region: RegionKey;
    plantedDay: number;
    lastHarvestYear: number | null;
  };
  /** The event day asked for. */
  eventDay: number;
  /** Event days the block is already protected for. */
  protectedDays: readonly number[];
  /** The block's vineyard work: its season's spraying protects it from mildew already (workShields). */
  work: readonly Pick<WorkDone, 'kind' | 'day'>[];
}

export interface ProtectPlan {
  event: WeatherEvent;
  cost: number;
  /** The damage the protection spares the block (health points). */
  spared: number;
  postings: readonly PlannedPosting[];
  insufficientFunds: string;
  protection: { eventDay: number; kind: WeatherEvent['kind'] };
}

const w = MESSAGES.weather;

export function decideProtect(input: ProtectInput): Decision<ProtectPlan> {
  const { day, estate, block, eventDay } = input;
  if (!Number.isSafeInteger(eventDay)) return refuseField('VALIDATION_FAILED', 'eventDay', w.eventDayInvalid);
  const event = eventDay > day && eventDay <= day + FORECAST_DAYS ? weatherEventFor(block.region, eventDay) : null;
  if (!event)
    return refuseField('WEATHER_EVENT_NOT_FORECAST', 'eventDay', w.notForecast(formatGameDayShortForm(eventDay)));
  if (input.protectedDays.includes(eventDay) || workShields(event, input.work)) return refuse('ALREADY_PROTECTED');
  // the block's status on the event's day (the tick's rule): an event that cannot hurt it needs no protection
  const { month, year } = gameTimeFromDayIndex(eventDay);
  const harvested = block.lastHarvestYear !== null && block.lastHarvestYear >= year;
  const statusThen = blockStatus(eventDay - block.plantedDay, month, harvested);
  const spared = weatherEventDamage(event, statusThen);
  if (spared === 0) return refuse('PROTECTION_NOT_NEEDED', w.notNeeded(weatherEventLabel(event)));
  if (estate.arrears > 0) return refuse('ESTATE_IN_ARREARS');
  const cost = protectionCost(event.kind, block.size);
  const insufficientFunds = w.notEnoughToProtect(formatMoney(cost));
  if (estate.money < cost) return refuse('INSUFFICIENT_FUNDS', insufficientFunds);
  return {
    ok: true,
    event,
    cost,
    spared,
    postings: [
      {
        amount: -cost,
        kind: 'weather_protection',
        description: MESSAGES.ledger.weatherProtection(
          WEATHER_EVENTS[event.kind].protection,
          block.name,
          formatGameDayShortForm(eventDay),
        ),
      },
    ],
    insufficientFunds,
    protection: { eventDay, kind: event.kind },
  };
}
