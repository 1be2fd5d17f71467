/**
 * The vineyard year (issue 31, item 1) through the real server and database: a block's work
 * (GET /blocks/{id}/work) shows what is due with its cost; the work (POST /blocks/{id}/work) is
 * paid through the ledger (`vineyard_work`), once a vintage, every refusal changes nothing and
 * another player's block is 404; the same work sent twice at once is done once; an
 * Idempotency-Key replays the answer; a spraying racing the tick's claim of a mildew day either
 * shields the block that day (done before the claim) or not (after it), paid either way; and the
 * harvest — the player's and the tick's late one — reads the vintage's work. Money equals the
 * ledger after every step. The clock is set by `UPDATE game_clock`, as the other tick tests do.
 */
import {
  blockStatus,
  dayIndexOf,
  gameTimeFromDayIndex,
  harvestedQuality,
  harvestKg,
  nextHealth,
  vineyardWorkEffects,
  vintageWeatherLoss,
  WEATHER_EVENTS,
  weatherEventDamage,
  weatherEventFor,
  weatherFor,
  weatherHealthEffect,
  workCost,
  workedKg,
  workedQuality,
  workWindow,
  type WeatherEvent,
} from '@vineyard/domain';
import { ledgerEntry } from '../support/builders';
import { apiGame } from '../support/harness';
import { expectLedgerBalanced as expectBalanced, moneyOf } from '../support/money';
import { blockRows as estateBlocks, grower as vineyardGrower, type BlockRow } from '../support/vineyard';

const game = apiGame();
const REGION = 'bordeaux' as const;
const money = (estateId: string) => moneyOf(game, estateId);
const expectLedgerBalanced = () => expectBalanced(game);
const blockRows = (estateId: string) => estateBlocks(game, estateId);
/** A Bordeaux player with the head-start block and a young merlot block beside it. */
const grower = (name: string) => vineyardGrower(game, name, REGION, 'Jeunes Vignes');

const setClock = (day: number) => game.query('UPDATE game_clock SET day_index = $1', [day]);
const day = (year: number, month: number, d = 1) => dayIndexOf({ year, month, day: d });

const work = (token: string, blockId: string, body: unknown, key?: string) =>
  game.raw(`/api/blocks/${blockId}/work`, {
    token,
    body,
    ...(key ? { headers: { 'Idempotency-Key': key } } : {}),
  });

describe('the work of a vintage on a block', () => {
  // January of game year 3: the pruning for vintage 4
  const today = day(3, 1, 10);
  let player: { token: string; estateId: string };
  let mature: BlockRow;
  let young: BlockRow;

  beforeAll(async () => {
    await setClock(today);
    player = await grower('Clos Taillé');
    [mature, young] = (await blockRows(player.estateId)) as [BlockRow, BlockRow];
  });

  it('shows what is due, with its options and cost on the block, and what skipping does', async () => {
    const res = await game.raw(`/api/blocks/${mature.id}/work`, { token: player.token });
    expect(res.status).toBe(200);
    const { work: year } = res.body.data;
    expect(year).toMatchObject({ today, vintage: 4, bearing: true });
    expect(year.items.map((i: any) => [i.kind, i.state])).toEqual([
      ['pruning', 'due'],
      ['spraying', 'upcoming'],
      ['canopy', 'upcoming'],
      ['greenHarvest', 'upcoming'],
    ]);
    expect(year.items[0].options.map((o: any) => [o.option, o.cost])).toEqual(
      (['light', 'standard', 'hard'] as const).map((o) => [o, workCost('pruning', o, mature.size, REGION)]),
    );
    expect(year.items[0].window).toMatchObject(workWindow('pruning', 4));
    expect(year.items[0].ifSkipped).toContain('Unpruned');
    // the young block bears nothing in vintage 4... it was planted today: it bears from vintage 5
    const youngRes = await game.raw(`/api/blocks/${young.id}/work`, { token: player.token });
    expect(youngRes.body.data.work.bearing).toBe(false);
    // the Overview's task
    const due = await game.raw(`/api/estates/${player.estateId}/vineyard-work`, { token: player.token });
    expect(due.status).toBe(200);
    expect(due.body.data.due).toEqual([
      expect.objectContaining({ blockId: mature.id, kind: 'pruning', until: workWindow('pruning', 4).to }),
    ]);
  });

  it('refuses what it cannot do with a clear 4xx, changing nothing', async () => {
    const before = {
      money: await money(player.estateId),
      rows: await game.query('SELECT count(*) FROM block_work'),
    };
    const cases: [string, unknown, number, string][] = [
      [mature.id, { kind: 'weeding' }, 400, 'VALIDATION_FAILED'],
      [mature.id, { kind: 'pruning', option: 'savage' }, 400, 'VALIDATION_FAILED'],
      [mature.id, { kind: 'pruning' }, 400, 'VALIDATION_FAILED'],
      [mature.id, { kind: 'greenHarvest', option: 'standard' }, 400, 'VALIDATION_FAILED'],
      [mature.id, {}, 400, 'VALIDATION_FAILED'],
      [mature.id, { kind: 'canopy' }, 409, 'WORK_OUTSIDE_WINDOW'],
      [young.id, { kind: 'pruning', option: 'standard' }, 409, 'WORK_BLOCK_NOT_BEARING'],
      ['not-a-uuid', { kind: 'pruning', option: 'standard' }, 404, 'BLOCK_NOT_FOUND'],
    ];
    for (const [blockId, body, status, code] of cases) {
      const res = await work(player.token, blockId, body);
      expect([blockId === mature.id ? 'mature' : blockId, res.status, res.body.code]).toEqual([
        blockId === mature.id ? 'mature' : blockId,
        status,
        code,
      ]);
      expect(typeof res.body.message).toBe('string');
    }
    // another player's block: 404, as if it did not exist (both the work and its view)
    const other = await game.playerWithEstate({ name: 'Voisin Curieux', location: REGION });
    const post = await work(other.token, mature.id, { kind: 'pruning', option: 'standard' });
    expect([post.status, post.body.code]).toEqual([404, 'BLOCK_NOT_FOUND']);
    const get = await game.raw(`/api/blocks/${mature.id}/work`, { token: other.token });
    expect([get.status, get.body.code]).toEqual([404, 'BLOCK_NOT_FOUND']);
    const estate = await game.raw(`/api/estates/${player.estateId}/vineyard-work`, { token: other.token });
    expect([estate.status, estate.body.code]).toEqual([404, 'ESTATE_NOT_FOUND']);
    // not enough money (spent, then given back, through the ledger)
    await ledgerEntry(game, { estateId: player.estateId, balance: 10 });
    const poor = await work(player.token, mature.id, { kind: 'pruning', option: 'hard' });
    expect([poor.status, poor.body.code]).toEqual([400, 'INSUFFICIENT_FUNDS']);
    expect(poor.body.message).toContain('€');
    await ledgerEntry(game, { estateId: player.estateId, balance: before.money });
    await expectLedgerBalanced();
    expect(await money(player.estateId)).toBe(before.money);
    expect(await game.query('SELECT count(*) FROM block_work')).toEqual(before.rows);
  });

  it('prunes the block through the ledger, once a vintage', async () => {
    const before = await money(player.estateId);
    const cost = workCost('pruning', 'hard', mature.size, REGION);
    const res = await work(player.token, mature.id, { kind: 'pruning', option: 'hard' });
    expect(res.status).toBe(200);
    expect(res.body.data.done).toMatchObject({
      blockId: mature.id,
      kind: 'pruning',
      option: 'hard',
      vintage: 4,
      cost,
      gameDay: today,
      money: before - cost,
    });
    expect(res.body.message).toBe(`Hard winter pruning done on ${mature.name} for €${cost.toLocaleString('en-US')}`);
    expect(res.body.data.work.items[0]).toMatchObject({ state: 'done', done: { option: 'hard', day: today } });
    expect(res.body.data.work.effects.parts[0]).toMatchObject({ kind: 'pruning', done: 'hard', yieldPercent: -15 });
    expect(await money(player.estateId)).toBe(before - cost);
    const entries = await game.query(
      `SELECT amount::int, description, ref_id FROM ledger_entries WHERE estate_id = $1 AND kind = 'vineyard_work'`,
      [player.estateId],
    );
    expect(entries).toEqual([
      { amount: -cost, description: `Hard winter pruning: ${mature.name} (vintage 4)`, ref_id: mature.id },
    ]);
    await expectLedgerBalanced();
    const again = await work(player.token, mature.id, { kind: 'pruning', option: 'light' });
    expect([again.status, again.body.code]).toEqual([409, 'WORK_ALREADY_DONE']);
    expect(await money(player.estateId)).toBe(before - cost);
    // nothing is due any more on the estate
    const due = await game.raw(`/api/estates/${player.estateId}/vineyard-work`, { token: player.token });
    expect(due.body.data.due).toEqual([]);
  });

  it("the harvest reads the vintage's work: hard pruning, and the spraying and canopy work skipped", async () => {
    // the last day of August of vintage 4, then the tick opens the harvest window
    await setClock(day(4, 8, 30));
    await game.advanceDays(1);
    const [block] = await blockRows(player.estateId);
    expect(block!.status).toBe('harvesting');
    const harvestDay = day(4, 9, 1);
    const [{ founded_day: founded }] = await game.query('SELECT founded_day FROM estates WHERE id = $1', [
      player.estateId,
    ]);
    const effects = vineyardWorkEffects(
      [{ kind: 'pruning', option: 'hard' }],
      4,
      Math.max(block!.planted_game_day, founded),
    );
    expect(effects).toMatchObject({ yieldPercent: -15 - 5, qualityPoints: 5 - 3 - 4 });
    // and what the unprotected events of vintage 4 took from the crop (vintageWeatherLoss)
    const weather = vintageWeatherLoss(
      {
        region: REGION,
        plantedDay: block!.planted_game_day,
        since: Math.max(block!.planted_game_day, founded),
        protectedDays: [],
        work: [],
      },
      4,
      harvestDay,
    );
    expect(weather.events.length).toBeGreaterThan(0);
    // the block page says so before the harvest
    const page = await game.raw(`/api/blocks/${block!.id}/weather`, { token: player.token });
    expect(page.body.data.weather.vintageLoss).toMatchObject({
      vintage: 4,
      yieldPercent: weather.yieldPercent,
      qualityPoints: weather.qualityPoints,
    });
    expect(page.body.data.weather.vintageLoss.events).toHaveLength(weather.events.length);
    const res = await game.raw(`/api/blocks/${block!.id}/harvest`, { token: player.token, body: {} });
    expect(res.status).toBe(200);
    const raw = harvestKg(
      block!.grape_variety,
      block!.size,
      block!.row_spacing,
      block!.vine_spacing,
      block!.health,
      harvestDay - block!.planted_game_day,
    );
    expect(res.body.data.harvest).toMatchObject({
      amount: workedKg(raw, effects.yieldPercent + weather.yieldPercent),
      quality: workedQuality(
        harvestedQuality(block!.quality, block!.grape_variety, harvestDay),
        effects.qualityPoints + weather.qualityPoints,
      ),
    });
    await expectLedgerBalanced();
  });
});

describe('races', () => {
  it('the same work sent twice at once is done once: one 200, one 409, 8 rounds, money equal to the ledger', async () => {
    await setClock(day(5, 1, 5));
    const player = await grower('Domaine Double');
    const [block] = await blockRows(player.estateId);
    for (let round = 0; round < 8; round++) {
      // each round in the next vintage's pruning window
      await setClock(day(5 + round, 1, 5));
      const before = await money(player.estateId);
      const answers = await Promise.all([
        work(player.token, block!.id, { kind: 'pruning', option: 'standard' }),
        work(player.token, block!.id, { kind: 'pruning', option: 'standard' }),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      expect(answers.find((a) => a.status === 409)!.body.code).toBe('WORK_ALREADY_DONE');
      expect(await money(player.estateId)).toBe(before - workCost('pruning', 'standard', block!.size, REGION));
      await expectLedgerBalanced();
    }
    const rows = await game.query('SELECT vintage FROM block_work WHERE block_id = $1 ORDER BY vintage', [block!.id]);
    expect(rows.map((r: any) => r.vintage)).toEqual([6, 7, 8, 9, 10, 11, 12, 13]);
  }, 120_000);

  it('an Idempotency-Key replays the first answer: paid once', async () => {
    await setClock(day(20, 1, 5));
    const player = await grower('Domaine Prudent');
    const [block] = await blockRows(player.estateId);
    const before = await money(player.estateId);
    const body = { kind: 'pruning', option: 'light' };
    const [first, second] = await Promise.all([
      work(player.token, block!.id, body, 'prune-once-1'),
      work(player.token, block!.id, body, 'prune-once-1'),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.body.data.done.id).toBe(first.body.data.done.id);
    expect(await money(player.estateId)).toBe(before - workCost('pruning', 'light', block!.size, REGION));
    const reused = await work(player.token, block!.id, { kind: 'pruning', option: 'hard' }, 'prune-once-1');
    expect([reused.status, reused.body.code]).toEqual([422, 'IDEMPOTENCY_KEY_REUSED']);
    await expectLedgerBalanced();
  });

  it('a spraying racing the claim of a mildew day shields the block that day only when done before it, 6 rounds', async () => {
    // mildew days in Bordeaux's spraying window (May and June), one per vintage
    const events: WeatherEvent[] = [];
    for (let year = 22; events.length < 6 && year < 80; year++)
      for (let d = day(year, 5, 2); d <= day(year, 6, 30); d++) {
        const event = weatherEventFor(REGION, d);
        if (event?.kind === 'mildew') {
          events.push(event);
          break;
        }
      }
    expect(events).toHaveLength(6);
    await setClock(events[0]!.day - 1);
    const player = await grower('Domaine Mouillé');
    await ledgerEntry(game, { estateId: player.estateId, balance: 1_000_000 });
    const outcomes = new Set<boolean>();
    for (const event of events) {
      await setClock(event.day - 1);
      const [target, other] = await blockRows(player.estateId);
      const before = await money(player.estateId);
      const [sprayed] = await Promise.all([work(player.token, target!.id, { kind: 'spraying' }), game.advanceDays(1)]);
      expect(sprayed.status).toBe(200);
      expect(await money(player.estateId)).toBe(before - workCost('spraying', 'standard', target!.size, REGION));
      const shielded = sprayed.body.data.done.gameDay < event.day;
      outcomes.add(shielded);
      const after = await blockRows(player.estateId);
      expect(after[0]!.health).toBe(healthAfter(target!, event, shielded));
      expect(after[1]!.health).toBe(healthAfter(other!, event, false));
      await expectLedgerBalanced();
    }
    expect(outcomes.size).toBeGreaterThanOrEqual(1);
  }, 180_000);
});

/** The block's health after the tick applies `event`'s day (nextHealth, weatherEventDamage). */
function healthAfter(block: BlockRow, event: WeatherEvent, isProtected: boolean): number {
  const { month, year } = gameTimeFromDayIndex(event.day);
  const harvested = block.last_harvest_year !== null && block.last_harvest_year >= year;
  const status = blockStatus(event.day - block.planted_game_day, month, harvested);
  const effect = weatherHealthEffect(weatherFor(REGION, event.day));
  return nextHealth(block.health, block.suitability, effect, false, weatherEventDamage(event, status, isProtected));
}

describe("the tick's late harvest", () => {
  it("reads the vintage's work as the player's harvest does (light pruning done, the rest skipped)", async () => {
    await setClock(day(40, 1, 5));
    const player = await grower('Domaine Oublieux');
    const [block] = await blockRows(player.estateId);
    expect((await work(player.token, block!.id, { kind: 'pruning', option: 'light' })).status).toBe(200);
    // January of game year 40 is the pruning for vintage 41; sprayed on May 1 (shields it from the
    // mildew after), and protected against the vintage's first frost
    await setClock(day(41, 5, 1));
    expect((await work(player.token, block!.id, { kind: 'spraying', option: 'standard' })).status).toBe(200);
    const frost = vintageWeatherLoss(
      { region: REGION, plantedDay: block!.planted_game_day, since: 0, protectedDays: [], work: [] },
      41,
      day(41, 10, 30),
    ).events.find((e) => e.kind === 'frost')!;
    await game.query(
      `INSERT INTO block_protections (block_id, event_day, kind, cost, game_day) VALUES ($1, $2, 'frost', 1, $3)`,
      [block!.id, frost.day, frost.day - 1],
    );
    await setClock(day(41, 8, 30));
    await game.advanceDays(1);
    // left on the vine to the end of the window: the tick picks it on November 1
    await setClock(day(41, 10, 30));
    const [eve] = await blockRows(player.estateId);
    expect(eve!.status).toBe('harvesting');
    await game.advanceDays(1);
    const autoDay = day(41, 10, 30) + 1;
    const [{ founded_day: founded }] = await game.query('SELECT founded_day FROM estates WHERE id = $1', [
      player.estateId,
    ]);
    const effects = vineyardWorkEffects(
      [
        { kind: 'pruning', option: 'light' },
        { kind: 'spraying', option: 'standard' },
      ],
      41,
      Math.max(eve!.planted_game_day, founded),
    );
    const [harvest] = await game.query('SELECT amount_kg, quality FROM harvests WHERE block_id = $1', [block!.id]);
    expect(effects).toMatchObject({ yieldPercent: 10, qualityPoints: -3 - 4 });
    // and what vintage 41's unprotected events took from the crop, as the player's harvest reads it:
    // neither the protected frost nor the mildew after the spraying
    const facts = {
      region: REGION,
      plantedDay: eve!.planted_game_day,
      since: Math.max(eve!.planted_game_day, founded),
      protectedDays: [frost.day],
      work: [{ kind: 'spraying' as const, day: day(41, 5, 1) }],
    };
    const weather = vintageWeatherLoss(facts, 41, autoDay);
    const unprotected = vintageWeatherLoss({ ...facts, protectedDays: [], work: [] }, 41, autoDay);
    expect(weather.events.length).toBeGreaterThan(0);
    expect(weather.events.map((e) => e.day)).not.toContain(frost.day);
    expect(unprotected.events.some((e) => e.kind === 'mildew' && e.day > day(41, 5, 1))).toBe(true);
    expect(weather.events.some((e) => e.kind === 'mildew' && e.day > day(41, 5, 1))).toBe(false);
    expect(weather.yieldPercent).toBeGreaterThan(unprotected.yieldPercent);
    const raw = harvestKg(
      eve!.grape_variety,
      eve!.size,
      eve!.row_spacing,
      eve!.vine_spacing,
      eve!.health,
      autoDay - eve!.planted_game_day,
    );
    expect(harvest).toEqual({
      amount_kg: workedKg(raw, effects.yieldPercent + weather.yieldPercent),
      quality: workedQuality(
        harvestedQuality(eve!.quality, eve!.grape_variety, autoDay),
        effects.qualityPoints + weather.qualityPoints,
      ),
    });
    await expectLedgerBalanced();
  }, 120_000);
});

describe("a sprayed block's weather", () => {
  it('reads as protected against the forecast mildew, before and after its day; protecting it again is a 409 changing nothing', async () => {
    // the first mildew of vintage 10 in Bordeaux's spraying window, three days ahead
    let mildew: WeatherEvent | null = null;
    for (let d = workWindow('spraying', 10).from + 7; !mildew; d++) {
      const event = weatherEventFor(REGION, d);
      if (event?.kind === 'mildew') mildew = event;
    }
    await setClock(mildew.day - 3);
    const player = await grower('Clos Pulvérisé');
    const [sprayed, young] = (await blockRows(player.estateId)) as [BlockRow, BlockRow];
    expect((await work(player.token, sprayed.id, { kind: 'spraying' })).status).toBe(200);
    const forecastOf = async (blockId: string) => {
      const res = await game.raw(`/api/blocks/${blockId}/weather`, { token: player.token });
      expect(res.status).toBe(200);
      return res.body.data.weather;
    };
    const damage = WEATHER_EVENTS.mildew.damage[mildew.severity];
    expect((await forecastOf(sprayed.id)).forecast).toEqual([
      expect.objectContaining({ day: mildew.day, kind: 'mildew', damage, protected: true }),
    ]);
    expect((await forecastOf(young.id)).forecast).toEqual([
      expect.objectContaining({ day: mildew.day, damage, protected: false }),
    ]);
    // the Overview's task counts the young block only
    const threats = await game.raw(`/api/estates/${player.estateId}/weather-threats`, { token: player.token });
    expect(threats.body.data.threats).toEqual([
      expect.objectContaining({
        day: mildew.day,
        blocks: [
          expect.objectContaining({ id: sprayed.id, protected: true }),
          expect.objectContaining({ id: young.id, protected: false }),
        ],
      }),
    ]);
    // buying a protection the spraying gives already: refused, nothing paid
    const before = await money(player.estateId);
    const again = await game.raw(`/api/blocks/${sprayed.id}/protections`, {
      token: player.token,
      body: { eventDay: mildew.day },
    });
    expect([again.status, again.body.code]).toEqual([409, 'ALREADY_PROTECTED']);
    expect(await money(player.estateId)).toBe(before);
    expect(await game.query('SELECT id FROM block_protections WHERE block_id = $1', [sprayed.id])).toEqual([]);
    expect(
      (await game.raw(`/api/blocks/${young.id}/protections`, { token: player.token, body: { eventDay: mildew.day } }))
        .status,
    ).toBe(201);
    // the mildew's day passes: the sprayed block took no damage, and its page says so
    await game.advanceDays(2);
    const [eve] = await blockRows(player.estateId);
    await game.advanceDays(1);
    const [after] = await blockRows(player.estateId);
    expect(after!.health).toBe(healthAfter(eve!, mildew, true));
    expect((await forecastOf(sprayed.id)).recent).toContainEqual(
      expect.objectContaining({ day: mildew.day, applied: true, protected: true }),
    );
    await expectLedgerBalanced();
  });
});
