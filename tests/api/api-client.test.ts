/**
 * libs/api-client as an integrator meets it (issue 20 item 3): `npm pack` builds it and packs only
 * dist, the README and package.json; the tarball is unpacked into a fresh project outside the
 * repository, where `npm install <tarball>` brings the package and the dependencies it declares;
 * the README's examples (the files in libs/api-client/examples, word for word) are compiled there
 * against the packed declarations, as ES modules and as CommonJS, run against the real server, and
 * its script runs as written with `npx tsx main.ts`.
 */
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_ACCOUNTS } from '@vineyard/domain';
import { createVineyardClient } from '@vineyard/api-client';
import { ROOT, type RunningServer, startServer } from '../support/server';

jest.setTimeout(240_000);

const CLIENT = join(ROOT, 'libs', 'api-client');
const EXAMPLES = join(CLIENT, 'examples');
const TSC = join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
const ESTATE = 'Tenuta Esempio';
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

let server: RunningServer;
let work: string;
let packed: { files: string[]; manifest: Record<string, any>; tarball: string };

function run(cmd: string, args: string[], cwd: string, env: Record<string, string> = {}): SpawnSyncReturns<string> {
  const result = spawnSync(cmd, args, { cwd, env: { ...process.env, ...env }, encoding: 'utf8', timeout: 180_000 });
  if (result.error) throw result.error;
  return result;
}

function ok(result: SpawnSyncReturns<string>, what: string): string {
  if (result.status !== 0) throw new Error(`${what} exited with ${result.status}:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

/** The version of @types/node the repository locked (the examples read process.env). */
const TYPES_NODE = JSON.parse(readFileSync(join(ROOT, 'node_modules', '@types', 'node', 'package.json'), 'utf8'))
  .version as string;

/**
 * `npm install` as an integrator runs it in a fresh project: the packed tarball and `extra`; the
 * package's own dependencies come from the registry (from npm's cache when it has them).
 */
function install(dir: string, extra: string[]) {
  ok(
    run(
      npm,
      ['install', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts', packed.tarball, ...extra],
      dir,
      // outside the repository: none of its workspace settings apply
      { npm_config_workspaces: '', npm_config_include_workspace_root: '' },
    ),
    `npm install in ${dir}`,
  );
}

/** A consumer project in `dir` with the package installed from its tarball, the examples compiled. */
function project(dir: string, type: 'module' | 'commonjs', examples: string[]) {
  mkdirSync(join(dir, 'src'), { recursive: true });
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: `consumer-${type}`, private: true, type }));
  writeFileSync(
    join(dir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        strict: true,
        target: 'ES2023',
        lib: ['ES2023'],
        module: 'nodenext',
        moduleResolution: 'nodenext',
        types: ['node'],
        rootDir: 'src',
        outDir: 'out',
      },
      include: ['src'],
    }),
  );
  install(dir, [`@types/node@${TYPES_NODE}`]);
  // what the install brought: the package as packed, and its declared dependencies
  const installed = JSON.parse(
    readFileSync(join(dir, 'node_modules', '@vineyard', 'api-client', 'package.json'), 'utf8'),
  );
  expect(installed.version).toBe(packed.manifest.version);
  for (const dep of Object.keys(packed.manifest.dependencies ?? {}))
    expect(existsSync(join(dir, 'node_modules', dep, 'package.json'))).toBe(true);
  for (const file of examples) copyFileSync(join(EXAMPLES, file), join(dir, 'src', file));
  ok(run(process.execPath, [TSC, '-p', dir], dir), `tsc (${type})`);
}

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'vv-api-client-'));
  server = await startServer({ env: { DEMO_ACCOUNTS: 'true' } });
  // the demo player gets an estate, so that listing estates and the leaderboard show something
  // (through the client's source, as the other suites may)
  const anonymous = createVineyardClient({ baseUrl: server.baseUrl });
  const login = await anonymous.POST('/api/auth/login', {
    body: { identifier: DEMO_ACCOUNTS.player.username, password: DEMO_ACCOUNTS.player.password, rememberMe: false },
  });
  expect(login.response.status).toBe(200);
  const token = login.data!.data.access_token;
  const client = createVineyardClient({ baseUrl: server.baseUrl, getAccessToken: () => token });
  const created = await client.POST('/api/estates', {
    body: { name: ESTATE, template: 'boutique', location: 'napa' },
  });
  expect(created.response.status).toBe(201);
});

afterAll(async () => {
  await server?.stop();
  if (work) rmSync(work, { recursive: true, force: true });
});

it('npm pack builds the client and packs only dist, LICENSE, the README and package.json', () => {
  const out = ok(run(npm, ['pack', '--json', '--pack-destination', work], CLIENT), 'npm pack');
  const [pack] = JSON.parse(out) as { filename: string; files: { path: string }[] }[];
  const files = pack.files.map((f) => f.path).sort();
  expect(files.filter((f) => !/^(dist\/.+|LICENSE|README\.md|package\.json)$/.test(f))).toEqual([]);
  expect(files).toContain('LICENSE');
  for (const f of ['dist/esm/index.js', 'dist/esm/index.d.ts', 'dist/cjs/index.js', 'dist/cjs/index.d.ts']) {
    expect(files).toContain(f);
  }
  ok(run('tar', ['-xzf', join(work, pack.filename), '-C', work], work), 'tar');
  const manifest = JSON.parse(readFileSync(join(work, 'package', 'package.json'), 'utf8'));
  packed = { files, manifest, tarball: join(work, pack.filename) };
  // the client's version is the API's: the root package.json's, the release a server reports
  const root = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
  expect(manifest).toMatchObject({ name: '@vineyard/api-client', version: root.version, license: 'MIT' });
  expect(manifest.private).toBeUndefined(); // publishable
  expect(readFileSync(join(work, 'package', 'LICENSE'), 'utf8')).toMatch(/^MIT License\n/);
  // the game stays unlicensed; the README says the MIT licence covers the client only
  expect(root.license).toBe('UNLICENSED');
  expect(readFileSync(join(work, 'package', 'README.md'), 'utf8')).toContain('MIT licence covers this package only');
  // every file package.json points at is in the tarball
  const targets = [manifest.main, manifest.types, manifest.module, JSON.stringify(manifest.exports)].join(' ');
  for (const target of targets.match(/\.\/dist\/[\w/.-]+/g) ?? []) expect(files).toContain(target.slice(2));
});

it('the README shows each example file word for word', () => {
  ok(run(process.execPath, [join(CLIENT, 'scripts', 'readme-examples.mjs'), '--check'], CLIENT), 'README check');
  const readme = readFileSync(join(CLIENT, 'README.md'), 'utf8');
  for (const file of readdirSync(EXAMPLES)) expect(readme).toContain(readFileSync(join(EXAMPLES, file), 'utf8'));
});

it('the examples compile against the packed package as ES modules and run against the server', () => {
  expect(packed).toBeDefined();
  const dir = join(work, 'esm');
  project(
    dir,
    'module',
    readdirSync(EXAMPLES).filter((f) => f.endsWith('.ts')),
  );
  const out = ok(
    run(process.execPath, [join(dir, 'out', 'main.js')], dir, {
      VINEYARD_URL: server.baseUrl,
      VINEYARD_USER: DEMO_ACCOUNTS.player.username,
      VINEYARD_PASSWORD: DEMO_ACCOUNTS.player.password,
    }),
    'examples/main.ts',
  );
  expect(out).toContain(`signed in as ${DEMO_ACCOUNTS.player.username}`);
  expect(out).toContain(`my estates: [ '${ESTATE} (napa): €`);
  expect(out).toMatch(new RegExp(`richest estates: \\[[^\\]]*'\\d+\\. ${ESTATE} \\(napa\\): €\\d+'`));
});

it('the examples compile against the packed package as CommonJS and run through require', () => {
  expect(packed).toBeDefined();
  const dir = join(work, 'cjs');
  // every example, main.ts too (no top-level await: it runs in a CommonJS project as written)
  project(
    dir,
    'commonjs',
    readdirSync(EXAMPLES).filter((f) => f.endsWith('.ts')),
  );
  expect(existsSync(join(dir, 'out', 'sign-in.js'))).toBe(true);
  const main = ok(
    run(process.execPath, [join(dir, 'out', 'main.js')], dir, {
      VINEYARD_URL: server.baseUrl,
      VINEYARD_USER: DEMO_ACCOUNTS.player.username,
      VINEYARD_PASSWORD: DEMO_ACCOUNTS.player.password,
    }),
    'examples/main.ts as CommonJS',
  );
  expect(main).toContain(`signed in as ${DEMO_ACCOUNTS.player.username}`);
  const driver = `
    const { waitUntilReady } = require('./out/health.js');
    const { signIn } = require('./out/sign-in.js');
    const { listEstates } = require('./out/list-estates.js');
    const { topByWorth } = require('./out/leaderboard.js');
    (async () => {
      const [url, user, password] = process.argv.slice(1);
      const ready = await waitUntilReady(url);
      const { client, user: me } = await signIn(url, user, password);
      console.log(JSON.stringify({ ready, username: me.username, estates: await listEstates(client), top: await topByWorth(url) }));
    })().catch((e) => { console.error(e); process.exit(1); });`;
  const out = ok(
    run(
      process.execPath,
      ['-e', driver, server.baseUrl, DEMO_ACCOUNTS.player.username, DEMO_ACCOUNTS.player.password],
      dir,
    ),
    'the CommonJS examples',
  );
  const result = JSON.parse(out);
  expect(result).toMatchObject({
    ready: true,
    username: DEMO_ACCOUNTS.player.username,
  });
  expect(result.estates).toEqual([expect.stringMatching(new RegExp(`^${ESTATE} \\(napa\\): €\\d+$`))]);
  expect(result.top).toEqual(
    expect.arrayContaining([expect.stringMatching(new RegExp(`^\\d+\\. ${ESTATE} \\(napa\\)`))]),
  );
});

it('a wrong password fails the sign-in example with the status', () => {
  expect(packed).toBeDefined();
  const driver = `require('./out/sign-in.js').signIn(process.argv[1], process.argv[2], 'not the password')
    .then(() => process.exit(0), (e) => { console.log(e.message); process.exit(3); });`;
  const result = run(
    process.execPath,
    ['-e', driver, server.baseUrl, DEMO_ACCOUNTS.player.username],
    join(work, 'cjs'),
  );
  expect(result.status).toBe(3);
  expect(result.stdout).toContain('sign-in failed (401)');
});

it("runs the README's script as written with `npx tsx main.ts`, in a project of either type", () => {
  expect(packed).toBeDefined();
  for (const type of ['module', 'commonjs'] as const) {
    const dir = join(work, `tsx-${type}`);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: `consumer-tsx-${type}`, private: true, type }));
    install(dir, ['tsx']);
    for (const file of readdirSync(EXAMPLES)) copyFileSync(join(EXAMPLES, file), join(dir, file));
    const out = ok(
      run(npx, ['tsx', 'main.ts'], dir, {
        VINEYARD_URL: server.baseUrl,
        VINEYARD_USER: DEMO_ACCOUNTS.player.username,
        VINEYARD_PASSWORD: DEMO_ACCOUNTS.player.password,
      }),
      `npx tsx main.ts (${type})`,
    );
    expect(out).toContain(`signed in as ${DEMO_ACCOUNTS.player.username}`);
    expect(out).toContain(`my estates: [ '${ESTATE} (napa): €`);
  }
});
