// `npm run sim [-- --years N --seed S --variants V --adversary none|TEMPLATE,…]`: the economy simulator's table, the adversary's searches and the targets (docs/game-rules.md, "Simulator").
// Runs the compiled domain package, which `npm run sim` builds first.
import { createRequire } from 'node:module';

const { main } = createRequire(import.meta.url)('../libs/domain/dist/cjs/sim/cli.js');
try {
  process.stdout.write(`${main(process.argv.slice(2))}\n`);
} catch (error) {
  if (!(error instanceof RangeError)) throw error;
  process.stderr.write(
    `${error.message}\nUsage: npm run sim -- [--years N] [--seed S] [--variants V] [--adversary none|TEMPLATE,…]\n`,
  );
  process.exitCode = 2;
}
