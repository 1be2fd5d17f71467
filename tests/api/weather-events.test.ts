/**
 * Weather that threatens (issue 31, item 2) through the real server and database: a block's
 * forecast (GET /blocks/{id}/weather) names the coming event of its region with what protecting
 * costs; a protection (POST /blocks/{id}/protections) is paid through the ledger, every refusal
 * changes nothing, another player's block is 404; on the event's day the tick takes the event's
 * damage from the unprotected block only (health as nextHealth with weatherEventDamage says); and a
 * protection racing the tick's claim of the event's day is either in force (paid, no damage) or
 * refused (not paid, damaged), over many rounds, with money equal to the ledger. The clock is set
 * by `UPDATE game_clock` (as the other tick tests do) so that an event is just ahead.
 */
import {
  blockStatus,
  cropLossText,
  fillTemplate,
  MESSAGES,
  weatherEventLabel,
  DAYS_PER_YEAR,
  FORECAST_DAYS,
  gameTimeFromDayIndex,
  nextHealth,
  protectionCost,
  WEATHER_EVENTS,
  weatherEventDamage,
  weatherEventFor,
  weatherFor,
  weatherHealthEffect,
  type WeatherEvent,
} from '@vineyard/domain';
import { ledgerEntry } from '../support/builders';
import { apiGame } from '../support/harness';
import { expectLedgerBalanced as expectBalanced, moneyOf } from '../support/money';
import { blockRows as estateBlocks, grower as vineyardGrower, type BlockRow } from '../support/vineyard';

const game = apiGame();
const REGION = 'bordeaux';
const money = (estateId: string) => moneyOf(game, estateId);
const expectLedgerBalanced = () => expectBalanced(game);
const blockRows = (estateId: string) => estateBlocks(game, estateId);
/** A Bordeaux player with the head-start block and a young merlot block beside it. */
const grower = (name: string) => vineyardGrower(game, name, REGION, 'Clos Sud');

/** The region's events from `from` on that hurt a block whatever its status (not rain at harvest). */
function eventsFrom(from: number, count: number): WeatherEvent[] {
  const events: WeatherEvent[] = [];
  for (let day = from; events.length < count; day++) {
    const event = weatherEventFor(REGION, day);
    if (event && !WEATHER_EVENTS[event.kind].hurtsOnly) events.push(event);
  }
  return events;
}

/** The block's health after the tick applies `event`'s day (nextHealth, weatherEventDamage). */
function healthAfter(block: BlockRow, event: WeatherEvent, isProtected: boolean): number {
  const { month, year } = gameTimeFromDayIndex(event.day);
  const harvested = block.last_harvest_year !== null && block.last_harvest_year >= year;
  const status = blockStatus(event.day - block.planted_game_day, month, harvested);
  const effect = weatherHealthEffect(weatherFor(REGION, event.day));
  return nextHealth(block.health, block.suitability, effect, false, weatherEventDamage(event, status, isProtected));
}

const setClock = (day: number) => game.query('UPDATE game_clock SET day_index = $1', [day]);

describe('a forecast event, a protected block and an unprotected one', () => {
  const [event] = eventsFrom(2 * DAYS_PER_YEAR, 1);
  let player: { token: string; estateId: string };
  let blocks: BlockRow[];

  beforeAll(async () => {
    await setClock(event!.day - 3);
    player = await grower('Château Gelé');
    blocks = await blockRows(player.estateId);
    expect(blocks).toHaveLength(2);
  });

  it("shows the event in each block's forecast with its cost and damage", async () => {
    for (const block of blocks) {
      const res = await game.raw(`/api/blocks/${block.id}/weather`, { token: player.token });
      expect(res.status).toBe(200);
      const { weather } = res.body.data;
      expect(weather.today).toBe(event!.day - 3);
      expect(weather.forecastDays).toBe(FORECAST_DAYS);
      const shown = weather.forecast.find((e: any) => e.day === event!.day);
      expect(shown).toMatchObject({
        kind: event!.kind,
        severity: event!.severity,
        cost: protectionCost(event!.kind, block.size),
        damage: WEATHER_EVENTS[event!.kind].damage[event!.severity],
        protection: WEATHER_EVENTS[event!.kind].protection,
        protected: false,
      });
    }
  });

  it('refuses what it cannot do with a clear 4xx, changing nothing', async () => {
    const [block] = blocks;
    const before = {
      money: await money(player.estateId),
      rows: await game.query('SELECT count(*) FROM block_protections'),
    };
    const quiet = Array.from({ length: 40 }, (_, i) => event!.day - 3 + 1 + i).find(
      (d) => weatherEventFor(REGION, d) === null,
    )!;
    const cases: [unknown, number, string][] = [
      [{ eventDay: quiet }, 409, 'WEATHER_EVENT_NOT_FORECAST'],
      [{ eventDay: event!.day - 3 }, 409, 'WEATHER_EVENT_NOT_FORECAST'],
      [{ eventDay: 'tomorrow' }, 400, 'VALIDATION_FAILED'],
      [{ eventDay: -1 }, 400, 'VALIDATION_FAILED'],
      [{}, 400, 'VALIDATION_FAILED'],
    ];
    for (const [body, status, code] of cases) {
      const res = await game.raw(`/api/blocks/${block!.id}/protections`, { token: player.token, body });
      expect([res.status, res.body.code]).toEqual([status, code]);
      expect(typeof res.body.message).toBe('string');
    }
    // another player's block: 404, as if it did not exist
    const other = await game.playerWithEstate({ name: 'Voisin Curieux', location: REGION });
    for (const path of [`/api/blocks/${block!.id}/protections`, `/api/blocks/${block!.id}/weather`]) {
      const res = await game.raw(path, {
        token: other.token,
        body: path.endsWith('protections') ? { eventDay: event!.day } : undefined,
      });
      expect([res.status, res.body.code]).toEqual([404, 'BLOCK_NOT_FOUND']);
    }
    // not enough money (spent, then given back, through the ledger)
    await ledgerEntry(game, { estateId: player.estateId, balance: 0 });
    const poor = await game.raw(`/api/blocks/${block!.id}/protections`, {
      token: player.token,
      body: { eventDay: event!.day },
    });
    expect([poor.status, poor.body.code]).toEqual([400, 'INSUFFICIENT_FUNDS']);
    await ledgerEntry(game, { estateId: player.estateId, balance: before.money });
    await expectLedgerBalanced();
    expect(await money(player.estateId)).toBe(before.money);
    expect(await game.query('SELECT count(*) FROM block_protections')).toEqual(before.rows);
  });

  it('protects one block through the ledger, once', async () => {
    const [block] = blocks;
    const before = await money(player.estateId);
    const cost = protectionCost(event!.kind, block!.size);
    const res = await game.raw(`/api/blocks/${block!.id}/protections`, {
      token: player.token,
      body: { eventDay: event!.day },
    });
    expect(res.status).toBe(201);
    expect(res.body.data.protection).toMatchObject({
      blockId: block!.id,
      eventDay: event!.day,
      kind: event!.kind,
      cost,
    });
    expect(res.body.data.weather.forecast.find((e: any) => e.day === event!.day).protected).toBe(true);
    expect(res.body.message).toContain(WEATHER_EVENTS[event!.kind].protection);
    expect(await money(player.estateId)).toBe(before - cost);
    const [entry] = await game.query(
      `SELECT amount::int, description FROM ledger_entries WHERE estate_id = $1 AND kind = 'weather_protection'`,
      [player.estateId],
    );
    expect(entry.amount).toBe(-cost);
    await expectLedgerBalanced();
    // a second time: 409, nothing paid
    const again = await game.raw(`/api/blocks/${block!.id}/protections`, {
      token: player.token,
      body: { eventDay: event!.day },
    });
    expect([again.status, again.body.code]).toEqual([409, 'ALREADY_PROTECTED']);
    expect(await money(player.estateId)).toBe(before - cost);
  });

  it("the estate's threats list the event with both blocks, one protected (owners only)", async () => {
    const res = await game.raw(`/api/estates/${player.estateId}/weather-threats`, { token: player.token });
    expect(res.status).toBe(200);
    expect(res.body.data.today).toBe(event!.day - 3);
    const threat = res.body.data.threats.find((t: any) => t.day === event!.day);
    expect(threat).toMatchObject({ region: REGION, kind: event!.kind, severity: event!.severity });
    expect(threat.blocks.map((b: any) => [b.id, b.protected])).toEqual([
      [blocks[0]!.id, true],
      [blocks[1]!.id, false],
    ]);
    const other = await game.playerWithEstate({ name: 'Voisin Discret', location: REGION });
    const denied = await game.raw(`/api/estates/${player.estateId}/weather-threats`, { token: other.token });
    expect([denied.status, denied.body.code]).toEqual([404, 'ESTATE_NOT_FOUND']);
  });

  it("on the event's day the unprotected block takes the damage and the protected one does not", async () => {
    await game.advanceDays(2);
    const eve = await blockRows(player.estateId);
    await game.advanceDays(1);
    const after = await blockRows(player.estateId);
    const [protectedBlock, exposed] = [0, 1].map((i) => ({ eve: eve[i]!, after: after[i]! }));
    expect(protectedBlock.after.health).toBe(healthAfter(protectedBlock.eve, event!, true));
    expect(exposed.after.health).toBe(healthAfter(exposed.eve, event!, false));
    // the damage is real: unprotected, the protected block would have lost more
    expect(healthAfter(protectedBlock.eve, event!, false)).toBeLessThan(protectedBlock.after.health);
    // the block page tells what happened
    const res = await game.raw(`/api/blocks/${exposed.after.id}/weather`, { token: player.token });
    expect(res.body.data.weather.recent[0]).toMatchObject({
      day: event!.day,
      protected: false,
      applied: true,
      cropYieldPercent: WEATHER_EVENTS[event!.kind].crop[event!.severity].yieldPercent,
      cropQualityPoints: WEATHER_EVENTS[event!.kind].crop[event!.severity].qualityPoints,
    });
    // what the event took from the crop stays with the vintage (the protected block's is not taken)
    const crop = WEATHER_EVENTS[event!.kind].crop[event!.severity];
    expect(res.body.data.weather.vintageLoss.events).toContainEqual(
      expect.objectContaining({ day: event!.day, ...crop }),
    );
    const spared = await game.raw(`/api/blocks/${protectedBlock.after.id}/weather`, { token: player.token });
    expect(spared.body.data.weather.vintageLoss.events.map((e: any) => e.day)).not.toContain(event!.day);
    // and the estate hears it once: one notice for the one unprotected block
    const notices = await game.query(
      `SELECT title, body FROM notifications WHERE estate_id = $1 AND kind = 'weather_damage' AND game_day = $2`,
      [player.estateId, event!.day],
    );
    const n = MESSAGES.notice;
    expect(notices).toEqual([
      {
        title: fillTemplate(n.weatherDamageTitle, {
          event: weatherEventLabel(event!),
          region: 'Bordeaux',
          blocks: n.weatherDamageOneBlock,
        }),
        body: fillTemplate(n.weatherDamageBody, {
          blocks: n.weatherDamageOneBlock,
          damage: WEATHER_EVENTS[event!.kind].damage[event!.severity],
          crop: cropLossText(crop) ? n.weatherDamageCrop(cropLossText(crop)) : '',
        }),
      },
    ]);
    await expectLedgerBalanced();
  });
});

describe('a protection racing the tick that applies its day', () => {
  it('is either in force (paid, no damage) or refused (not paid, damaged), 8 rounds, money equal to the ledger', async () => {
    const events = eventsFrom(3 * DAYS_PER_YEAR, 8);
    await setClock(events[0]!.day - 1);
    const player = await grower('Domaine Course');
    await ledgerEntry(game, { estateId: player.estateId, balance: 1_000_000 });
    const outcomes = new Set<number>();
    for (const event of events) {
      await setClock(event.day - 1);
      const [target, other] = await blockRows(player.estateId);
      const before = await money(player.estateId);
      const [protect] = await Promise.all([
        game.raw(`/api/blocks/${target!.id}/protections`, { token: player.token, body: { eventDay: event.day } }),
        game.advanceDays(1),
      ]);
      outcomes.add(protect.status);
      const after = await blockRows(player.estateId);
      if (protect.status === 201) {
        expect(await money(player.estateId)).toBe(before - protectionCost(event.kind, target!.size));
        expect(after[0]!.health).toBe(healthAfter(target!, event, true));
      } else {
        expect([protect.status, protect.body.code]).toEqual([409, 'WEATHER_EVENT_NOT_FORECAST']);
        expect(await money(player.estateId)).toBe(before);
        expect(after[0]!.health).toBe(healthAfter(target!, event, false));
      }
      expect(after[1]!.health).toBe(healthAfter(other!, event, false));
      await expectLedgerBalanced();
    }
    // both outcomes are possible; at least one happened every round, none was a 500
    expect([...outcomes].every((s) => s === 201 || s === 409)).toBe(true);
  }, 180_000);
});
