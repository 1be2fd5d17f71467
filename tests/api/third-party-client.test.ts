/**
 * An integrator's program built from openapi.yaml alone (issue 20, "Done when"): openapi-typescript,
 * a third-party generator, turns the committed contract into types in a fresh folder; a small
 * program written against those types with openapi-fetch is compiled with tsc (strict, zero type
 * errors) and run against the real server. It plays the flow of a player — two players register
 * and verify from the mail, found estates, one lists a plot, the other searches the marketplace
 * and buys it with an Idempotency-Key, refreshes the session, reads the board — and tells two
 * different 409s apart by `code` alone (the price changed; the plot is no longer for sale), with
 * `code` typed by the contract as the codes that operation documents. The types are generated with
 * openapi-typescript's default options (issue 33): a request field with a server-side default
 * (`rememberMe`, `template`, `harvestPlan`, `size`) is optional, so the program signs in, founds
 * estates and plants a block without them.
 *
 * The generated types and the compiled program are kept in tests/.tmp/third-party-client under the
 * hash of everything that goes into them (the program, its tsconfig, openapi.yaml and the versions
 * of openapi-typescript, openapi-fetch and typescript): a run with the same inputs reuses what an
 * earlier run generated and compiled with zero errors; any change to one of them compiles again.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { linkIn, Mailbox } from '../support/mailbox';
import { ROOT, type RunningServer, startServer } from '../support/server';

jest.setTimeout(60_000);

const PROGRAM = `
import createClient from 'openapi-fetch';
import type { components, paths } from './schema';

type ErrorCode = components['schemas']['ErrorCode'];
/** The codes the contract documents for a 409 of the purchase: a closed union, checked by tsc. */
type PurchaseConflict = NonNullable<
  paths['/api/marketplace/plots/{plotId}/purchase']['post']['responses'][409]['content']['application/json']['code']
>;

export interface Outcome {
  listedPrice: number;
  found: boolean;
  bought: string;
  replayed: string;
  stale: { status: number; code: ErrorCode; message: string; retry: string };
  gone: { status: number; code: ErrorCode; retry: string };
  refreshed: boolean;
  boardEntries: number;
  signedInAgain: boolean;
  block: { harvestPlan: string; size: number };
}

/** Both conflicts this program handles are documented as 409s of the purchase (or tsc fails). */
const HANDLED: PurchaseConflict[] = ['PRICE_CHANGED', 'LISTING_NOT_FOR_SALE'];

/** What a program does with an error of the purchase, by its code alone. */
function nextStep(code: ErrorCode): string {
  switch (code) {
    case 'PRICE_CHANGED':
      return 'show the new price and ask again';
    case 'LISTING_NOT_FOR_SALE':
    case 'LISTING_EXPIRED':
      return 'drop it from the list';
    case 'INSUFFICIENT_FUNDS':
      return 'sell something first';
    default:
      return HANDLED.includes(code as PurchaseConflict) ? 'unreachable' : 'show the message';
  }
}

export async function play(
  baseUrl: string,
  suffix: string,
  verificationToken: (email: string) => Promise<string>,
): Promise<Outcome> {
  const client = createClient<paths>({ baseUrl });
  const bearer = (token: string) => ({ Authorization: \`Bearer \${token}\` });

  async function player(name: string) {
    const email = \`\${name}.\${suffix}@example.test\`;
    const password = 'Vineyard!2025';
    const registered = await client.POST('/api/auth/register', {
      body: { username: \`\${name}_\${suffix}\`, email, password, confirmPassword: password },
    });
    if (registered.error) throw new Error(\`register: \${registered.error.code}\`);
    const token = await verificationToken(email);
    const verified = await client.GET('/api/auth/verify-email/{token}', { params: { path: { token } } });
    if (verified.error) throw new Error(\`verify: \${verified.error.code}\`);
    return verified.data.data;
  }

  async function estate(token: string, name: string) {
    const created = await client.POST('/api/estates', {
      headers: bearer(token),
      // no template: the server's default (fields with a default are optional in the types)
      body: { name, location: 'tuscany' },
    });
    if (created.error) throw new Error(\`estate: \${created.error.code}\`);
    return created.data.data.estate;
  }

  const seller = await player('seller');
  const buyer = await player('buyer');
  const sellerEstate = await estate(seller.access_token, \`Seller \${suffix}\`);
  const buyerEstate = await estate(buyer.access_token, \`Buyer \${suffix}\`);

  // sign in with the identifier and password only (rememberMe has a default)
  const again = await client.POST('/api/auth/login', {
    body: { identifier: \`buyer_\${suffix}\`, password: 'Vineyard!2025' },
  });
  if (again.error) throw new Error(\`login: \${again.error.code}\`);

  // plant a block without harvestPlan or size (both have defaults), on the first plot with room
  const buyerPlots = await client.GET('/api/estates/{estateId}/plots', {
    headers: bearer(buyer.access_token),
    params: { path: { estateId: buyerEstate.id } },
  });
  if (buyerPlots.error) throw new Error(\`buyer plots: \${buyerPlots.error.code}\`);
  let block: { harvestPlan: string; size: number } | undefined;
  for (const plot of buyerPlots.data.data.plots) {
    const planted = await client.POST('/api/plots/{plotId}/blocks', {
      headers: bearer(buyer.access_token),
      params: { path: { plotId: plot.id } },
      body: { name: 'First Merlot', grapeVariety: 'merlot', orientation: 'north-south', trellisSystem: 'vsp' },
    });
    if (!planted.error) {
      block = { harvestPlan: planted.data.data.block.harvestPlan, size: planted.data.data.block.size };
      break;
    }
  }
  if (!block) throw new Error('no plot had room for a block');

  // the seller lists a plot without vines, at 0.6× its valuation
  const plots = await client.GET('/api/estates/{estateId}/plots', {
    headers: bearer(seller.access_token),
    params: { path: { estateId: sellerEstate.id } },
  });
  if (plots.error) throw new Error(\`plots: \${plots.error.code}\`);
  let listed: { id: string; price: number } | undefined;
  for (const plot of plots.data.data.plots) {
    const valued = await client.GET('/api/marketplace/plots/{plotId}/valuation', {
      headers: bearer(seller.access_token),
      params: { path: { plotId: plot.id } },
    });
    if (valued.error) throw new Error(\`valuation: \${valued.error.code}\`);
    const price = Math.round(valued.data.data.valuation.marketValue * 0.6);
    const listing = await client.POST('/api/marketplace/plots/{plotId}/list', {
      headers: bearer(seller.access_token),
      params: { path: { plotId: plot.id } },
      body: { price, expirationDays: 30 },
    });
    if (!listing.error) {
      listed = { id: plot.id, price };
      break;
    }
    // the plot with the head-start vines cannot be listed: the next one
    if (listing.error.code !== 'PLOT_HAS_BLOCKS') throw new Error(\`list: \${listing.error.code}\`);
  }
  if (!listed) throw new Error('no plot could be listed');

  // the buyer searches and finds it
  const search = await client.GET('/api/marketplace/plots', {
    headers: bearer(buyer.access_token),
    params: { query: { region: 'tuscany', sort: 'newest', limit: 50 } },
  });
  if (search.error) throw new Error(\`search: \${search.error.code}\`);
  const offer = search.data.data.plots.find((p) => p.id === listed.id);

  // meanwhile the seller raises the price: the buyer's confirmation of the old one is refused
  const raised = await client.PATCH('/api/marketplace/plots/{plotId}/list', {
    headers: bearer(seller.access_token),
    params: { path: { plotId: listed.id } },
    body: { price: listed.price + 1000 },
  });
  if (raised.error) throw new Error(\`raise: \${raised.error.code}\`);
  const purchase = (key: string, token: string, estateId: string, expectedPrice: number) =>
    client.POST('/api/marketplace/plots/{plotId}/purchase', {
      headers: { ...bearer(token), 'Idempotency-Key': key },
      params: { path: { plotId: listed.id } },
      body: { estateId, expectedPrice },
    });
  const stale = await purchase(\`stale-\${suffix}\`, buyer.access_token, buyerEstate.id, offer?.listingPrice ?? listed.price);
  if (!stale.error || stale.response.status !== 409) throw new Error('the stale price was accepted');

  // the buyer confirms the new price: bought; the same key again replays the answer
  const key = \`buy-\${suffix}\`;
  const bought = await purchase(key, buyer.access_token, buyerEstate.id, listed.price + 1000);
  if (bought.error) throw new Error(\`buy: \${bought.error.code}\`);
  const replay = await purchase(key, buyer.access_token, buyerEstate.id, listed.price + 1000);
  if (replay.error) throw new Error(\`replay: \${replay.error.code}\`);

  // the seller, a moment late, tries to buy it back: no longer for sale
  const gone = await purchase(\`late-\${suffix}\`, seller.access_token, sellerEstate.id, listed.price + 1000);
  if (!gone.error || gone.response.status !== 409) throw new Error('a sold plot was sold again');

  const refreshed = await client.POST('/api/auth/refresh', {
    params: { header: { 'user-agent': 'third-party-client' } },
    body: { refresh_token: buyer.refresh_token },
  });
  const board = await client.GET('/api/leaderboard', { params: { query: { by: 'netWorth' } } });
  if (board.error) throw new Error(\`board: \${board.error.code}\`);

  return {
    listedPrice: listed.price,
    found: offer !== undefined,
    bought: bought.data.data.plot.id,
    replayed: replay.data.data.plot.id,
    stale: {
      status: stale.response.status,
      code: stale.error.code,
      message: stale.error.message,
      retry: nextStep(stale.error.code),
    },
    gone: { status: gone.response.status, code: gone.error.code, retry: nextStep(gone.error.code) },
    refreshed: !refreshed.error && refreshed.data.data.refresh_token !== buyer.refresh_token,
    boardEntries: board.data.data.entries.length,
    signedInAgain: again.data.data.user.username === \`buyer_\${suffix}\`,
    block,
  };
}
`;

/** A package's folder as libs/api-client (which depends on both) resolves it. */
const installed = (name: string) =>
  dirname(require.resolve(`${name}/package.json`, { paths: [join(ROOT, 'libs', 'api-client')] }));

/**
 * The integrator's tsconfig: strict, and as `tsc --init` writes it, without type-checking the
 * libraries' own .d.ts files (the program and the generated schema.ts are checked in full).
 */
const TSCONFIG = {
  compilerOptions: {
    strict: true,
    noUncheckedIndexedAccess: true,
    skipLibCheck: true,
    target: 'ES2022',
    lib: ['ES2022', 'DOM'],
    module: 'node16',
    moduleResolution: 'node16',
    rootDir: 'src',
    outDir: 'out',
    types: [],
  },
  include: ['src'],
};

const version = (name: string) =>
  (JSON.parse(readFileSync(join(installed(name), 'package.json'), 'utf8')) as { version: string }).version;

/** Where an earlier run with the same inputs left the generated types and the compiled program. */
function cacheDir(): string {
  const hash = createHash('sha256')
    .update(PROGRAM)
    .update(JSON.stringify(TSCONFIG))
    .update(readFileSync(join(ROOT, 'openapi.yaml')))
    .update(['openapi-typescript', 'openapi-fetch', 'typescript'].map(version).join(' '))
    .digest('hex')
    .slice(0, 24);
  return join(ROOT, 'tests', '.tmp', 'third-party-client', hash);
}

let server: RunningServer;
let mailbox: Mailbox;
let work: string;

function run(args: string[], what: string): void {
  const result = spawnSync(process.execPath, args, { cwd: work, encoding: 'utf8', timeout: 60_000 });
  if (result.status !== 0) throw new Error(`${what} exited with ${result.status}:\n${result.stdout}\n${result.stderr}`);
}

beforeAll(async () => {
  mailbox = await new Mailbox().start();
  server = await startServer({ env: { SMTP_URL: mailbox.url } });
  work = mkdtempSync(join(tmpdir(), 'vv-third-party-'));
  mkdirSync(join(work, 'src'));
  mkdirSync(join(work, 'node_modules'));
  // what `npm install openapi-fetch` would bring (the version the repository locked)
  symlinkSync(installed('openapi-fetch'), join(work, 'node_modules', 'openapi-fetch'), 'dir');
  writeFileSync(join(work, 'package.json'), JSON.stringify({ name: 'integrator', private: true, type: 'commonjs' }));
  writeFileSync(join(work, 'tsconfig.json'), JSON.stringify(TSCONFIG));
  writeFileSync(join(work, 'src', 'play.ts'), PROGRAM);
});

afterAll(async () => {
  await server?.stop();
  await mailbox?.stop();
  if (work) rmSync(work, { recursive: true, force: true });
});

it('generates types from openapi.yaml alone and compiles a program against them with zero type errors', () => {
  const cached = cacheDir();
  if (existsSync(join(cached, 'out', 'play.js'))) {
    // these very inputs were generated and compiled with zero errors before
    cpSync(join(cached, 'src', 'schema.ts'), join(work, 'src', 'schema.ts'));
    cpSync(join(cached, 'out'), join(work, 'out'), { recursive: true });
    return;
  }
  run(
    [
      join(installed('openapi-typescript'), 'bin', 'cli.js'),
      join(ROOT, 'openapi.yaml'),
      '--output',
      join(work, 'src', 'schema.ts'),
    ],
    'openapi-typescript',
  );
  run([join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', work], 'tsc');
  // kept for the next run with the same inputs (moved into place whole, so never half written)
  mkdirSync(dirname(cached), { recursive: true });
  const staging = mkdtempSync(`${cached}.`);
  mkdirSync(join(staging, 'src'));
  cpSync(join(work, 'src', 'schema.ts'), join(staging, 'src', 'schema.ts'));
  cpSync(join(work, 'out'), join(staging, 'out'), { recursive: true });
  try {
    renameSync(staging, cached);
  } catch {
    rmSync(staging, { recursive: true, force: true }); // another run has just kept the same
  }
});

it('plays the flow against the real server and tells the two 409s apart by code', async () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { play } = require(join(work, 'out', 'play.js')) as {
    play: (baseUrl: string, suffix: string, token: (email: string) => Promise<string>) => Promise<any>;
  };
  const suffix = Math.random().toString(36).slice(2, 8);
  const outcome = await play(server.baseUrl, suffix, async (email) => {
    const mail = await mailbox.waitFor(email, (m) => m.text.includes('/auth/verify-email/'));
    return linkIn(mail, 'verify-email').token;
  });
  expect(outcome).toMatchObject({
    found: true,
    stale: { status: 409, code: 'PRICE_CHANGED', retry: 'show the new price and ask again' },
    gone: { status: 409, code: 'LISTING_NOT_FOR_SALE', retry: 'drop it from the list' },
    refreshed: true,
    signedInAgain: true,
    block: { harvestPlan: 'crush', size: 0.5 },
  });
  expect(outcome.replayed).toBe(outcome.bought);
  expect(outcome.boardEntries).toBeGreaterThan(0);
});
