/**
 * `npm run sim [-- --years N --seed S --variants V --adversary TEMPLATES]` (scripts/sim.mjs): the
 * simulator's table, the adversary's searches and the targets, as text (docs/game-rules.md,
 * "Simulator").
 */
import { SELECTABLE_ESTATE_TEMPLATES, type EstateTemplate } from '../estates';
import { REGIONS } from '../regions';
import { ADVERSARY_DEFAULTS, formatAdversary, searchAll } from './adversary';
import { formatFlows, formatTable, simulateAll } from './run';
import { DECISIONS_TARGET, formatDecisions } from './choices';
import {
  checkAdversaryTargets,
  checkDecisionsTarget,
  checkTargets,
  formatTargets,
  measureDecisionsTarget,
} from './targets';

function option(args: readonly string[], name: string, fallback: number): number {
  const i = args.indexOf(`--${name}`);
  if (i === -1) return fallback;
  const value = Number(args[i + 1]);
  if (!Number.isInteger(value) || value < 0) throw new RangeError(`--${name} needs a whole number`);
  return value;
}

/** `--adversary boutique,family,commercial` (the default), a few of them, or `none`. */
function templatesOption(args: readonly string[]): EstateTemplate[] {
  const i = args.indexOf('--adversary');
  if (i === -1) return [...SELECTABLE_ESTATE_TEMPLATES];
  const value = args[i + 1] ?? '';
  if (value === 'none') return [];
  const templates = value.split(',');
  const unknown = templates.filter((t) => !(SELECTABLE_ESTATE_TEMPLATES as readonly string[]).includes(t));
  if (unknown.length || !value)
    throw new RangeError(`--adversary needs none or templates among ${SELECTABLE_ESTATE_TEMPLATES.join(', ')}`);
  return templates as EstateTemplate[];
}

export function main(args: readonly string[]): string {
  const years = Math.max(1, option(args, 'years', 5));
  const seed = option(args, 'seed', 1);
  const templates = templatesOption(args);
  const adversary = {
    ...ADVERSARY_DEFAULTS,
    years,
    seed,
    variants: option(args, 'variants', ADVERSARY_DEFAULTS.variants),
    screenYears: Math.min(years, ADVERSARY_DEFAULTS.screenYears),
  };
  const results = simulateAll(years, seed);
  const searches = searchAll(templates, REGIONS, adversary);
  const decisions = measureDecisionsTarget(seed);
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
    ...(searches.length ? [formatAdversary(searches, adversary), ''] : []),
    ...decisions.flatMap((d) => [
      `Decisions, competent ${d.template} ${d.region}: each month of year ${DECISIONS_TARGET.year} forked, every option of its choices played; the widest choice and its options' worth a year later (! = none matters):`,
      formatDecisions(d.months),
      '',
    ]),
    formatTargets([
      ...checkTargets(results),
      ...(searches.length ? checkAdversaryTargets(searches) : []),
      checkDecisionsTarget(decisions),
    ]),
  ].join('\n');
}
