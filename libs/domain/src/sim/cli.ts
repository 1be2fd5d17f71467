/**
 * `npm run sim [-- --years N --seed S]` (scripts/sim.mjs): the simulator's table, as text
 * (docs/game-rules.md, "Simulator").
 */
import { formatFlows, formatTable, simulateAll } from './run';
import { checkTargets, formatTargets } from './targets';

function option(args: readonly string[], name: string, fallback: number): number {
  const i = args.indexOf(`--${name}`);
  if (i === -1) return fallback;
  const value = Number(args[i + 1]);
  if (!Number.isInteger(value) || value < 0) throw new RangeError(`--${name} needs a whole number`);
  return value;
}

export function main(args: readonly string[]): string {
  const years = Math.max(1, option(args, 'years', 5));
  const seed = option(args, 'seed', 1);
  const results = simulateAll(years, seed);
  return [
    `Vineyard Valley economy simulator: ${years} game years, seed ${seed}.`,
    "Money of the strategy's main account after each year, as a share of one full grant (€250k);",
    "final, land (at valuation) and arrears of that account; per grant = final over every grant the strategy's",
    "accounts received (one for a single estate; both accounts' for the alt launderer); world = every estate's money;",
    'rep = its reputation at the end, income = the day of its first sale, bottles = bottles of wine it sold.',
    '',
    formatTable(results),
    '',
    formatFlows(results),
    '',
    formatTargets(checkTargets(results)),
  ].join('\n');
}
