import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Every .ts file under backend/src except specs and migrations. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'migrations' ? [] : sources(path);
    return name.endsWith('.ts') && !name.endsWith('.spec.ts') ? [path] : [];
  });
}

describe('the money module', () => {
  it('is the only code that writes estates.money', () => {
    const root = join(__dirname, '..');
    const writers = sources(root)
      .filter((file) =>
        /\bSET\s+(?:[\w\s=,+\-()$]*,\s*)?money\s*=|\bmoney\s*=\s*(?:e\.)?money\s*[-+]/i.test(
          readFileSync(file, 'utf8'),
        ),
      )
      .map((file) => relative(root, file));
    // the money module's repository (each change) and its tick steps (the yearly upkeep and the
    // merchants' contracts' defaults, the bottle store's monthly storage charge, the staff's
    // monthly wages and the winery equipment's monthly upkeep, set-based; the money in of the sales
    // managers' monthly sales as a fragment of their tick statement)
    expect(writers.sort()).toEqual([
      'money/contract-defaults.tick.ts',
      'money/credits.sql.ts',
      'money/equipment-upkeep.tick.ts',
      'money/money.repository.ts',
      'money/storage-charge.tick.ts',
      'money/upkeep.tick.ts',
      'money/wages.tick.ts',
    ]);
  });
});
