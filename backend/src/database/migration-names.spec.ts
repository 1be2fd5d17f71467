import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// migrationsPending (migrate.ts) reads each migration's name from its file's name, as TypeORM's
// generator writes them: `<timestamp>-<Name>.ts` declares class `<Name><timestamp>` of that name.
// A file that breaks the rule makes every start run the migration worker (slower, still correct).
describe('migration files', () => {
  const dir = join(__dirname, 'migrations');
  const files = readdirSync(dir).filter((file) => file.endsWith('.ts'));

  it('are found', () => {
    expect(files.length).toBeGreaterThan(30);
  });

  it.each(files)('%s declares the class and name its file name gives', (file) => {
    const match = /^(\d+)-(\w+)\.ts$/.exec(file);
    expect(match).not.toBeNull();
    const name = `${match![2]}${match![1]}`;
    const source = readFileSync(join(dir, file), 'utf8');
    expect(source).toContain(`export class ${name} implements MigrationInterface`);
    expect(source).toContain(`name = '${name}';`);
  });
});
