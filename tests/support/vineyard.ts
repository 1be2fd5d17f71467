/**
 * Blocks as the vineyard suites read them (tests/api/vineyard-work.test.ts, weather-events.test.ts):
 * a grower's blocks straight from the database, and a player with the head-start block and a
 * second one planted beside it.
 */
import type { GrapeVariety, RegionKey } from '@vineyard/domain';
import type { ApiGame } from './harness';

export interface BlockRow {
  id: string;
  name: string;
  health: number;
  quality: number;
  suitability: number;
  size: number;
  grape_variety: GrapeVariety;
  row_spacing: number;
  vine_spacing: number;
  planted_game_day: number;
  last_harvest_year: number | null;
  status: string;
}

/** The estate's blocks, oldest first. */
export async function blockRows(game: ApiGame, estateId: string): Promise<BlockRow[]> {
  return (
    await game.query(
      `SELECT b.id, b.name, b.health, b.quality, b.suitability, b.size::float8 AS size, b.grape_variety,
              b.row_spacing::float8 AS row_spacing, b.vine_spacing::float8 AS vine_spacing,
              b.planted_game_day, b.last_harvest_year, b.status
         FROM blocks b JOIN plots p ON p.id = b.plot_id WHERE p.estate_id = $1 ORDER BY b.created_at`,
      [estateId],
    )
  ).map((r: any) => ({
    ...r,
    size: Number(r.size),
    row_spacing: Number(r.row_spacing),
    vine_spacing: Number(r.vine_spacing),
  }));
}

/** A player of `region` with the head-start block and a young merlot block of 0.5 ha, `blockName`, beside it. */
export async function grower(
  game: ApiGame,
  name: string,
  region: RegionKey,
  blockName: string,
): Promise<{ token: string; estateId: string }> {
  const { token, estate } = await game.playerWithEstate({ name, location: region });
  const [{ id: plotId }] = await game.query(
    `SELECT p.id FROM plots p WHERE p.estate_id = $1
      ORDER BY p.size - COALESCE((SELECT SUM(b.size) FROM blocks b WHERE b.plot_id = p.id), 0) DESC LIMIT 1`,
    [estate.id],
  );
  const planted = await game.raw(`/api/plots/${plotId}/blocks`, {
    token,
    body: {
      name: blockName,
      size: 0.5,
      grapeVariety: 'merlot',
      vineSpacing: { rowSpacing: 2, vineSpacing: 1 },
      orientation: 'north-south',
      trellisSystem: 'vsp',
    },
  });
  expect(planted.status).toBe(201);
  return { token, estateId: estate.id as string };
}
