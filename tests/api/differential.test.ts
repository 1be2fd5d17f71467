/**
 * The differential test (ECONOMY.md §8, issue 19 item 10): the real server, driven through two
 * game years by the admin clock and scripted HTTP players, keeps the same ledger as the simulator
 * (`SimWorld` in libs/domain) playing the same players on the same estates in one world.
 *
 * How the two worlds start equal: each player founds its estate on the server, which surveys the
 * plots' terroir with its own randomness; the simulator founds the same template in the same
 * region with those surveys (`SimWorld.found`'s `surveyed`) and derives everything else itself —
 * plot prices and upkeep, the head-start block, the grant, the starter cellar — which the test
 * checks against the server's rows before anything is played. The seed fixes the simulator's
 * PRNG (which no player draws from once the estates are founded) and so, with the server's
 * terroir, every choice of the scripted players.
 *
 * The players are the simulator's own single-estate strategies (PLAYERS, played by `playEstate`):
 * winemakers plant their bare land, pick on the best days, crush with a preset or sell the grapes,
 * buy the vessels they need, bottle when ready and sell bottled wine into their pools; a grower
 * sells all its grapes; an idle estate leaves its head start to the tick's late harvest and
 * harvest plans; a dense planter spends everything and falls into arrears. Each game day the
 * simulator applies the tick and the players' day; every action they took (plant, harvest, sell
 * grapes, buy vessels, crush, bottle, sell wine) is then replayed on the server through HTTP on
 * the same game day — the admin clock is advanced to it, many days in one call when nobody acted
 * in between — and what the server answers (kilograms, quality, litres, bottles, money) is
 * compared with what the simulator computed, as is every estate's money after each day of play.
 *
 * One thing is the server's alone: a wine lot's id (a random uuid), from which the critics' score
 * derives (`criticScore`). The simulator takes the server's id for each lot the day it is bottled
 * — before its review day — so the critics score the same lot the same way on both sides. With
 * that, nothing else is random: the weather is a pure function of region and day, the tick's
 * health and quality follow `nextHealth`/`blockQuality`, and the simulator gives the yearly awards
 * and computes the regional price index from its own sales too (`SimWorldOptions.awards` and
 * `marketIndex`: the server's world holds exactly these estates).
 *
 * At the end the ledgers must be equal row by row — the database's `ledger_entries` of each estate
 * in insertion order against the simulator's rows of that estate (game day, kind, amount) — and so
 * must the money, the arrears, the reputation points, the bottles sold per wine and the medals.
 */
import {
  DAYS_PER_YEAR,
  playEstate,
  reputationPointsOn,
  SimWorld,
  type EstateTemplate,
  type LedgerKind,
  type LedgerRow,
  type RegionKey,
  type SimBatch,
  type SimBlock,
  type SimContract,
  type SimEstate,
  type SimPlot,
  type VineyardWorkKind,
  type VineyardWorkOption,
  type SimWineLot,
  type Terroir,
  type TrellisSystem,
  type VesselKind,
  type EstatePlayerName,
  type WinePreset,
} from '@vineyard/domain';
import { apiGame } from '../support/harness';

const game = apiGame({ demo: true });

/** The simulator's seed, the players and the run. */
const SEED = 1;
/**
 * Two winemakers in one region (their wines meet in the same awards) — a competent family estate
 * (good wine, oak, pools kept full) and a boutique plonk spammer (young wine, its pools flooded);
 * a grower who sells all its grapes; an idle commercial estate, whose head start the tick harvests
 * after the window and whose grapes the harvest plans crush on November 1; and a family estate
 * planted as densely as its money allows, which cannot pay its first upkeep (arrears: untended
 * vines that give nothing by the next harvest, reputation lost). The values: what each must have
 * done (ledger kinds), so that the run cannot pass by doing nothing.
 */
const PLAYERS: readonly {
  strategy: EstatePlayerName;
  template: EstateTemplate;
  region: RegionKey;
  kinds: readonly LedgerKind[];
}[] = [
  {
    strategy: 'competent',
    template: 'family',
    region: 'tuscany',
    kinds: ['harvest_labour', 'crush', 'vessel_purchase', 'bottling', 'wine_sale', 'grape_sale', 'vineyard_work'],
  },
  {
    strategy: 'plonkSpammer',
    template: 'boutique',
    region: 'tuscany',
    kinds: ['harvest_labour', 'crush', 'bottling', 'wine_sale'],
  },
  {
    strategy: 'grower',
    template: 'family',
    region: 'rioja',
    kinds: ['planting', 'harvest_labour', 'grape_sale', 'vineyard_work'],
  },
  { strategy: 'idle', template: 'commercial', region: 'napa', kinds: ['crush'] },
  { strategy: 'maxDensity', template: 'family', region: 'bordeaux', kinds: ['planting', 'harvest_labour'] },
];
const YEARS = 2;
/** The admin clock applies at most this many days a call (MAX_ADVANCE_DAYS, backend/src/admin/dto/admin.dto.ts). */
const ADVANCE_CHUNK = 360;

const simBlockState = (b: SimBlock) => ({
  variety: b.variety,
  size: b.size,
  rowSpacing: b.rowSpacing,
  vineSpacing: b.vineSpacing,
  suitability: b.suitability,
  potential: b.potential,
  health: b.health,
  quality: b.quality,
  plantedDay: b.plantedDay,
  lastHarvestYear: b.lastHarvestYear,
  status: b.status as string,
});

/** What a simulated player did on its estate, in order, as the server is told it. */
type Action = { estate: SimEstate } & (
  | { op: 'plant'; plot: SimPlot; block: SimBlock; trellis: TrellisSystem; state: ReturnType<typeof simBlockState> }
  | { op: 'harvest'; block: SimBlock; kg: number; quality: number }
  | { op: 'work'; block: SimBlock; kind: VineyardWorkKind; option: VineyardWorkOption; cost: number }
  | { op: 'sellGrapes'; kilograms: number; quality: number; money: number }
  | { op: 'buyVessels'; kind: VesselKind; count: number; money: number }
  | { op: 'crush'; batch: SimBatch; kilograms: number; preset: WinePreset }
  | { op: 'bottle'; batch: SimBatch; lot: SimWineLot; bottles: number; quality: number }
  | { op: 'sellWine'; lot: SimWineLot; bottles: number; money: number }
  | { op: 'acceptContract'; contract: SimContract }
  | { op: 'deliverContract'; contract: SimContract; lot: SimWineLot; left: number; money: number }
  | { op: 'protect'; block: SimBlock; eventDay: number; money: number }
  | { op: 'buildBottleStore'; count: number; money: number }
);

/** Bottles each lot gave to merchants' contracts (not sold to the pools: wine_sales leaves them out). */
const delivered = new Map<SimWineLot, number>();

/** The world's methods that are player actions. */
type ActionMethod =
  | 'plant'
  | 'harvest'
  | 'work'
  | 'sellGrapes'
  | 'buyTanks'
  | 'buyBarrels'
  | 'crushBatch'
  | 'bottle'
  | 'sellWine'
  | 'acceptContract'
  | 'deliverContract'
  | 'protectBlock'
  | 'buildBottleStore';
type Noting = {
  [K in ActionMethod]: (
    args: Parameters<SimWorld[K]>,
    result: ReturnType<SimWorld[K]>,
    estate: SimEstate,
  ) => Omit<Action, 'estate'>;
};

/** What each action taken is noted as, when it is taken (the world's rules run unchanged). */
const NOTING: Noting = {
  plant: ([, plot, , , , , trellis = 'vsp'], block) => ({
    op: 'plant',
    plot,
    block,
    trellis,
    state: simBlockState(block),
  }),
  harvest: ([, block], picked) => ({ op: 'harvest', block, ...picked }),
  work: ([, block, kind, option], cost) => ({ op: 'work', block, kind, option, cost }),
  sellGrapes: ([, , quality, kilograms], money) => ({ op: 'sellGrapes', kilograms, quality, money }),
  buyTanks: ([, count], _, estate) => ({ op: 'buyVessels', kind: 'tank', count, money: estate.money }),
  buyBarrels: ([, kind, count], _, estate) => ({ op: 'buyVessels', kind, count, money: estate.money }),
  crushBatch: ([, , , kilograms, preset], batch) => ({ op: 'crush', batch, kilograms, preset }),
  // as bottled (the player may sell some of it the same day)
  bottle: ([, batch], lot) => ({ op: 'bottle', batch, lot, bottles: lot.bottles, quality: lot.quality }),
  sellWine: ([, lot, bottles], money) => ({ op: 'sellWine', lot, bottles, money }),
  acceptContract: (_, contract) => ({ op: 'acceptContract', contract }),
  deliverContract: ([, contract, lot], money) => {
    delivered.set(lot, (delivered.get(lot) ?? 0) + contract.bottles);
    return { op: 'deliverContract', contract, lot, left: lot.bottles, money };
  },
  protectBlock: ([, , block, eventDay], money) => ({ op: 'protect', block, eventDay, money }),
  buildBottleStore: ([, count], _, estate) => ({ op: 'buildBottleStore', count, money: estate.money }),
};

/** Wraps the world's player actions so that each one taken is noted. */
function recordActions(world: SimWorld, actions: Action[]): void {
  for (const name of Object.keys(NOTING) as ActionMethod[]) {
    const act = (world[name] as (...args: unknown[]) => unknown).bind(world);
    const note = NOTING[name] as (args: unknown[], result: unknown, estate: SimEstate) => Omit<Action, 'estate'>;
    (world as unknown as Record<string, unknown>)[name] = (estate: SimEstate, ...rest: unknown[]) => {
      const result = act(estate, ...rest);
      actions.push({ estate, ...note([estate, ...rest], result, estate) } as Action);
      return result;
    };
  }
}

/** The estate's plots as the server surveyed them, in the template's order (Plot 1, Plot 2, …). */
async function serverPlots(
  estateId: string,
): Promise<{ id: string; size: number; price: number; maintenanceCost: number; terroir: Terroir }[]> {
  return game.query(
    `SELECT id, size::float8 AS size, price::float8 AS price, maintenance_cost AS "maintenanceCost",
            json_build_object('soilType', soil_type, 'elevation', elevation, 'orientation', orientation,
                              'sunExposure', sun_exposure, 'waterAccess', water_access, 'terrain', terrain) AS terroir
       FROM plots WHERE estate_id = $1 ORDER BY substring(name from '(\\d+)$')::int`,
    [estateId],
  );
}

/** A block as the server holds it, in the simulator's terms (simBlockState). */
async function serverBlock(blockId: string): Promise<ReturnType<typeof simBlockState>> {
  const [block] = await game.query(
    `SELECT grape_variety AS variety, size::float8 AS size, row_spacing::float8 AS "rowSpacing",
            vine_spacing::float8 AS "vineSpacing", suitability, potential, health, quality,
            planted_game_day AS "plantedDay", last_harvest_year AS "lastHarvestYear", status
       FROM blocks WHERE id = $1`,
    [blockId],
  );
  return block;
}

async function dayIndex(): Promise<number> {
  return (await game.query('SELECT day_index FROM game_clock WHERE id = 1'))[0].day_index;
}

async function advanceTo(day: number): Promise<void> {
  for (let now = await dayIndex(); now < day; now = await dayIndex()) {
    const days = Math.min(ADVANCE_CHUNK, day - now);
    const job = await game.advanceDays(days);
    if (job.daysDone !== days) throw new Error(`advancing ${days} days from ${now}: ${JSON.stringify(job)}`);
  }
}

async function moneyOf(estateId: string): Promise<number> {
  return Number((await game.query('SELECT money FROM estates WHERE id = $1', [estateId]))[0].money);
}

/** A scripted player: one account, one estate, on the server and in the simulator. */
interface Player {
  strategy: EstatePlayerName;
  kinds: readonly LedgerKind[];
  template: EstateTemplate;
  region: RegionKey;
  token: string;
  estateId: string;
  estate: SimEstate;
  plotIds: Map<SimPlot, string>;
  /** The grapes the player harvested last (what it crushes or sells next). */
  grapeLot: string | null;
}

it(
  `the server's ledgers equal the simulator's over ${YEARS} game years of ${PLAYERS.map((p) => p.strategy).join(', ')} (seed ${SEED})`,
  async () => {
    const world = new SimWorld(SEED, { awards: true, marketIndex: true });
    world.day = await dayIndex();
    const start = world.day;
    const players: Player[] = [];
    const blockIds = new Map<SimBlock, string>();
    for (const { strategy, template, region, kinds } of PLAYERS) {
      const { token, estate: founded } = await game.playerWithEstate({
        name: `Tenuta ${players.length + 1}`,
        template,
        location: region,
      });
      const estateId = founded.id;
      expect(await dayIndex()).toBe(start);

      // the simulator founds the same estate on the same day, with the server's surveys…
      const plots = await serverPlots(estateId);
      const estate = world.found(
        world.addAccount(),
        template,
        region,
        plots.map((p) => p.terroir),
      );
      // …and derives the same land, head start, grant and cellar
      expect(estate.plots.map((p) => ({ size: p.size, price: p.price, maintenanceCost: p.maintenanceCost }))).toEqual(
        plots.map((p) => ({ size: p.size, price: p.price, maintenanceCost: p.maintenanceCost })),
      );
      const headStart = await game.query(
        'SELECT b.id, b.plot_id FROM blocks b JOIN plots p ON p.id = b.plot_id WHERE p.estate_id = $1',
        [estateId],
      );
      expect(headStart).toHaveLength(1);
      const onPlot = estate.plots.findIndex((p) => p.blocks.length > 0);
      expect(plots[onPlot]!.id).toBe(headStart[0].plot_id);
      const block = estate.plots[onPlot]!.blocks[0]!;
      expect(await serverBlock(headStart[0].id)).toEqual(simBlockState(block));
      blockIds.set(block, headStart[0].id);
      expect(await moneyOf(estateId)).toBe(estate.money);
      const cellar = (await game.api(token).GET('/api/estates/{estateId}/cellar', { params: { path: { estateId } } }))
        .body.data.totals;
      expect({ litres: cellar.tankCapacityLitres, barrels: cellar.barrels }).toEqual({
        litres: estate.tankLitres,
        barrels: estate.barrels.length,
      });
      const plotIds = new Map(estate.plots.map((p, i) => [p, plots[i]!.id]));
      players.push({ strategy, kinds, template, region, token, estateId, estate, plotIds, grapeLot: null });
    }
    const of = (estate: SimEstate) => players.find((p) => p.estate === estate)!;

    const batchIds = new Map<SimBatch, string>();
    const lotIds = new Map<SimWineLot, string>();
    const contractIds = new Map<SimContract, string>();
    /** Where the server disagreed with what the simulator computed, with the day and the action. */
    const divergences: string[] = [];
    const expectSame = (day: number, what: string, server: unknown, sim: unknown) => {
      if (JSON.stringify(server) !== JSON.stringify(sim))
        divergences.push(`day ${day}, ${what}: server ${JSON.stringify(server)}, simulator ${JSON.stringify(sim)}`);
    };
    const ok = (day: number, what: string, res: { status: number; body: any }) => {
      if (res.status !== 200 && res.status !== 201)
        throw new Error(
          `day ${day}, ${what}: the server answered ${res.status} ${JSON.stringify(res.body)}\n${divergences.join('\n')}`,
        );
      return res.body.data;
    };

    /** Tells the server what the simulated players did today, in order, comparing each answer. */
    let names = 0;
    const replay = async (day: number, actions: readonly Action[]) => {
      for (const a of actions) {
        const player = of(a.estate);
        const { token, estateId } = player;
        const what = `${player.strategy}: ${a.op}`;
        const post = async (path: string, body: object) => ok(day, what, await game.raw(path, { token, body }));
        if (a.op === 'plant') {
          const data = await post(`/api/plots/${player.plotIds.get(a.plot)}/blocks`, {
            name: `Vigna ${++names}`,
            size: a.block.size,
            grapeVariety: a.block.variety,
            vineSpacing: { rowSpacing: a.block.rowSpacing, vineSpacing: a.block.vineSpacing },
            orientation: 'north-south',
            trellisSystem: a.trellis,
          });
          blockIds.set(a.block, data.block.id);
          expectSame(day, what, await serverBlock(data.block.id), a.state);
        } else if (a.op === 'harvest') {
          const blockId = blockIds.get(a.block)!;
          const data = await post(`/api/blocks/${blockId}/harvest`, {});
          expectSame(day, what, [data.harvest.amount, data.harvest.quality], [a.kg, a.quality]);
          // (a harvest of 0 kg — vines with no health left — gives nothing to crush or sell)
          const [lot] = await game.query(
            'SELECT id FROM grape_lots WHERE block_id = $1 AND harvest_day = $2 AND kilograms > 0',
            [blockId, day],
          );
          player.grapeLot = lot?.id ?? null;
        } else if (a.op === 'work') {
          const data = await post(`/api/blocks/${blockIds.get(a.block)}/work`, { kind: a.kind, option: a.option });
          expectSame(day, `${what} (${a.kind}, ${a.option})`, data.done.cost, a.cost);
        } else if (a.op === 'sellGrapes') {
          const data = await post(`/api/grape-lots/${player.grapeLot}/sell`, { kilograms: a.kilograms });
          expectSame(day, `${what} (${a.kilograms} kg)`, data.received, a.money);
        } else if (a.op === 'buyVessels') {
          const data = await post(`/api/estates/${estateId}/vessels`, { kind: a.kind, count: a.count });
          expectSame(day, `${what} (${a.count} ${a.kind})`, data.money, a.money);
        } else if (a.op === 'crush') {
          const body = { grapeLotId: player.grapeLot, kilograms: a.kilograms, preset: a.preset };
          const data = await post(`/api/estates/${estateId}/wine-batches`, body);
          batchIds.set(a.batch, data.batch.id);
          expectSame(
            day,
            `${what} (${a.kilograms} kg, ${a.preset})`,
            [data.batch.litres, data.batch.grapeQuality, data.batch.readyDay],
            [a.batch.litres, a.batch.grapeQuality, a.batch.schedule.readyDay],
          );
        } else if (a.op === 'bottle') {
          const data = await post(`/api/wine-batches/${batchIds.get(a.batch)}/bottle`, { name: `Vino ${++names}` });
          expectSame(day, what, [data.wine.bottles, data.wine.quality], [a.bottles, a.quality]);
          lotIds.set(a.lot, data.wine.id);
          // the server's lot id is the lot's identity for the critics (criticScore): the simulator takes it
          a.lot.id = data.wine.id;
        } else if (a.op === 'sellWine') {
          const data = await post(`/api/wines/${lotIds.get(a.lot)}/sell`, { bottles: a.bottles });
          expectSame(day, `${what} (${a.bottles} bottles)`, data.received, a.money);
        } else if (a.op === 'acceptContract') {
          const data = await post(`/api/estates/${estateId}/contracts`, { offer: a.contract.offer });
          contractIds.set(a.contract, data.contract.id);
          const terms = ({ colour, minQuality, bottles, price, dueDay }: SimContract) =>
            [colour, minQuality, bottles, price, dueDay] as const;
          expectSame(day, what, terms(data.contract), terms(a.contract));
        } else if (a.op === 'deliverContract') {
          const data = await post(`/api/estates/${estateId}/contracts/${contractIds.get(a.contract)}/deliver`, {
            wineLotId: lotIds.get(a.lot),
          });
          expectSame(
            day,
            what,
            [data.contract.status, data.wine.bottles, data.received],
            ['delivered', a.left, a.money],
          );
        } else if (a.op === 'buildBottleStore') {
          const data = await post(`/api/estates/${estateId}/bottle-store/extensions`, { count: a.count });
          expectSame(day, `${what} (${a.count})`, data.money, a.money);
        } else {
          const data = await post(`/api/blocks/${blockIds.get(a.block)}/protections`, { eventDay: a.eventDay });
          expectSame(day, `${what} (day ${a.eventDay})`, data.protection.cost, a.money);
        }
      }
    };
    const compareMoney = async (day: number) => {
      for (const p of players) expectSame(day, `${p.strategy}: money`, await moneyOf(p.estateId), p.estate.money);
    };

    const actions: Action[] = [];
    recordActions(world, actions);
    // each player plants on the founding day, then plays once a day after the tick
    const acts = players.map((p) => playEstate(p.strategy, world, p.estate));
    await replay(start, actions.splice(0));
    await compareMoney(start);
    let playedDays = 0;
    const end = start + YEARS * DAYS_PER_YEAR;
    while (world.day < end) {
      world.advance();
      for (const act of acts) act();
      if (actions.length === 0) continue;
      playedDays++;
      await advanceTo(world.day);
      await replay(world.day, actions.splice(0));
      await compareMoney(world.day);
    }
    await advanceTo(end);
    expect(divergences).toEqual([]);
    expect(playedDays).toBeGreaterThan(100);

    for (const p of players) {
      const serverLedger: LedgerRow[] = (
        await game.query(
          'SELECT game_day, kind, amount::float8 AS amount FROM ledger_entries WHERE estate_id = $1 ORDER BY seq',
          [p.estateId],
        )
      ).map((r) => ({ estateId: p.estate.id, day: r.game_day, kind: r.kind, amount: r.amount }));
      const simLedger = world.ledger.filter((r) => r.estateId === p.estate.id);
      expect(serverLedger).toEqual(simLedger);
      expect(await moneyOf(p.estateId)).toBe(p.estate.money);
      const [{ arrears }] = await game.query('SELECT arrears::float8 AS arrears FROM estates WHERE id = $1', [
        p.estateId,
      ]);
      expect([p.strategy, arrears]).toEqual([p.strategy, p.estate.arrears]);
      // the player played (or the tick for it), and paid or owed two upkeeps
      for (const kind of p.kinds)
        expect([p.strategy, kind, simLedger.some((r) => r.kind === kind)]).toEqual([p.strategy, kind, true]);
      expect(simLedger.filter((r) => r.kind === 'upkeep').map((r) => r.day)).toEqual([
        start + DAYS_PER_YEAR,
        start + 2 * DAYS_PER_YEAR,
      ]);

      // the same reputation and the same wine sold
      const [rep] = await game.query('SELECT reputation_points, reputation_points_day FROM estates WHERE id = $1', [
        p.estateId,
      ]);
      expect(reputationPointsOn(Number(rep.reputation_points), rep.reputation_points_day, end)).toBeCloseTo(
        world.reputationPoints(p.estate),
        6,
      );
      const sold = await game.query(
        'SELECT wine_lot_id, SUM(bottles)::int AS bottles FROM wine_sales WHERE estate_id = $1 GROUP BY 1',
        [p.estateId],
      );
      expect(Object.fromEntries(sold.map((r) => [r.wine_lot_id, r.bottles]))).toEqual(
        Object.fromEntries(
          p.estate.lots
            .map((l) => [l.id, l.bottledBottles - l.bottles - (delivered.get(l) ?? 0)] as const)
            .filter(([, sold]) => sold > 0),
        ),
      );
    }
    // the merchants' contracts and protections the winemakers took (issue 31, item 5) are in the
    // ledgers compared row by row above; whether a run has any depends on the server's random
    // terroir surveys (the varieties planted, their picking days), so none is required here
    // the dense planter spent all it had and owes both upkeeps since the first
    expect(players.find((p) => p.strategy === 'maxDensity')!.estate.arrears).toBeGreaterThan(0);
    // the yearly awards, as the server gave them
    const medals = await game.query('SELECT wine_lot_id, medal FROM awards');
    const byLot = (rows: string[][]) => rows.sort((a, b) => (a[0]! < b[0]! ? -1 : 1));
    expect(byLot(medals.map((m) => [m.wine_lot_id, m.medal]))).toEqual(
      byLot(players.flatMap((p) => p.estate.lots.filter((l) => l.award !== null).map((l) => [l.id, l.award!]))),
    );
  },
  20 * 60_000,
);
