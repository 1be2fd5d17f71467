/**
 * Where a page's main-thread time goes: loads it cold in Debian's Chromium at Lighthouse's mobile
 * CPU slowdown, records the browser's long tasks and a sampled CPU profile, and names the original
 * functions (through the built bundle's source maps in frontend/dist/assets) that the time is
 * spent in. For reading, not a benchmark: figures vary by ±30% from run to run on these machines.
 *
 *   npm run build && node backend/dist/main.js &        # any running server of the built tree
 *   node tests/bench/profile-page.mjs http://127.0.0.1:3000 / [--slowdown=4] [--tasks]
 *   node tests/bench/profile-page.mjs http://127.0.0.1:3000 /game --sign-in   (as the demo player, like lighthouse.mjs)
 *
 * Prints: the long tasks (start + duration, ms at the slowdown) and their blocking sum (what
 * Lighthouse's total blocking time adds up), busy time, self time per package and per function,
 * the inclusive time of a few React and Chakra entry points, and with --tasks each stretch of
 * uninterrupted work over 40 ms with its heaviest functions. A restarted server is needed after a
 * frontend build: the app shell is read once at start-up.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import puppeteer from 'puppeteer-core';
import { SourceMapConsumer } from 'source-map-js';
import { createRequire } from 'node:module';
import { CHROME_FLAGS, CHROME_PATH, needsSignIn, openOrigin, signInInBrowser } from './lighthouse.mjs';

const ASSETS = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'frontend', 'dist', 'assets');
const args = process.argv.slice(2);
const [base, path = '/'] = args.filter((a) => !a.startsWith('--'));
const slowdown = Number(args.find((a) => a.startsWith('--slowdown='))?.split('=')[1] ?? 4);
const showTasks = args.includes('--tasks');
const signIn = args.includes('--sign-in') || needsSignIn(path);
if (!base) {
  console.error('usage: node tests/bench/profile-page.mjs BASE_URL [PATH] [--slowdown=4] [--tasks] [--sign-in]');
  process.exit(2);
}

const browser = await puppeteer.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
let profile;
let longTasks;
try {
  const page = await browser.newPage();
  await page.setViewport({ width: 412, height: 823 }); // Lighthouse's mobile screen
  const cdp = await page.createCDPSession();
  if (signIn) {
    // The demo player signs in as a browser does (the page-session cookie and the stored session),
    // on a same-origin document that runs no app code.
    const domain = createRequire(import.meta.url)('../../libs/domain/dist/cjs/index.js');
    const { username, password } = domain.DEMO_ACCOUNTS.player;
    await openOrigin(page, new URL(base).origin);
    await signInInBrowser(page, new URL(base).origin, { identifier: username, password }, [path]);
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  await page.evaluateOnNewDocument(() => {
    globalThis.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) globalThis.__longTasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(base + path, { waitUntil: 'networkidle0' });
  await new Promise((r) => setTimeout(r, 1500));
  ({ profile } = await cdp.send('Profiler.stop'));
  longTasks = await page.evaluate(() => globalThis.__longTasks);
} finally {
  await browser.close();
}

const blocking = longTasks.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0);
console.log(
  `long tasks: ${longTasks.map((t) => `${t.start.toFixed(0)}+${t.duration.toFixed(0)}`).join(' ') || 'none'}`,
);
console.log(`blocking (sum of the part over 50 ms): ${blocking.toFixed(0)} ms`);

const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const parentOf = new Map();
for (const n of profile.nodes) for (const child of n.children ?? []) parentOf.set(child, n.id);

const consumers = new Map();
const names = new Map();
/** "function source:line" of a profile frame, through the source map where there is one. */
function nameOf(frame) {
  const key = `${frame.url}:${frame.lineNumber}:${frame.columnNumber}:${frame.functionName}`;
  if (names.has(key)) return names.get(key);
  let name = `${frame.functionName || '(anonymous)'} ${frame.url.split('/').pop()}`;
  const file = frame.url.includes('/assets/') ? join(ASSETS, frame.url.split('/assets/')[1]) : null;
  if (file && existsSync(`${file}.map`)) {
    if (!consumers.has(file))
      consumers.set(file, new SourceMapConsumer(JSON.parse(readFileSync(`${file}.map`, 'utf8'))));
    const pos = consumers.get(file).originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
    const source = (pos.source ?? '?').replace(/.*node_modules\//, '').replace(/.*frontend\/src\//, 'src/');
    name = `${pos.name || frame.functionName || '(anonymous)'} ${source}:${pos.line}`;
  }
  names.set(key, name);
  return name;
}
const packageOf = (name) => {
  const source = name.split(' ')[1] ?? '';
  if (source.startsWith('src/')) return 'app';
  const [first, second] = source.split('/');
  return first.startsWith('@') ? `${first}/${second}` : first;
};
const add = (map, key, ms) => map.set(key, (map.get(key) ?? 0) + ms);
const idle = (frame) => frame.functionName === '(idle)' || frame.functionName === '(program)';

const self = new Map();
const byPackage = new Map();
const inclusive = new Map();
const stretches = [];
let stretch = null;
let busy = 0;
for (let i = 0; i < profile.samples.length; i++) {
  const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
  const frame = nodes.get(profile.samples[i]).callFrame;
  if (idle(frame)) {
    if (stretch) stretches.push(stretch);
    stretch = null;
    continue;
  }
  busy += ms;
  const name = nameOf(frame);
  add(self, name, ms);
  add(byPackage, packageOf(name), ms);
  stretch ??= { duration: 0, inclusive: new Map() };
  stretch.duration += ms;
  const seen = new Set();
  for (let id = profile.samples[i]; id !== undefined; id = parentOf.get(id)) {
    const fn = nameOf(nodes.get(id).callFrame).split(' ')[0];
    if (seen.has(fn)) continue;
    seen.add(fn);
    add(inclusive, fn, ms);
    add(stretch.inclusive, fn, ms);
  }
}
if (stretch) stretches.push(stretch);

const top = (map, n) => [...map].sort((a, b) => b[1] - a[1]).slice(0, n);
console.log(`busy: ${busy.toFixed(0)} ms`);
console.log('\nself time by package (ms)');
for (const [k, v] of top(byPackage, 12)) console.log(`${v.toFixed(0).padStart(7)}  ${k}`);
console.log('\nself time by function (ms)');
for (const [k, v] of top(self, 25)) console.log(`${v.toFixed(0).padStart(7)}  ${k}`);
console.log('\ninclusive time (ms)');
for (const fn of [
  'createSystem',
  'getTokenCss',
  'createTokenDictionary',
  'mergeConfigs',
  'renderRootSync',
  'renderRootConcurrent',
  'commitRoot',
  'flushPassiveEffects',
])
  if (inclusive.has(fn)) console.log(`${inclusive.get(fn).toFixed(0).padStart(7)}  ${fn}`);
if (showTasks) {
  const generic = new Set(['(root)', '(program)', '(anonymous)', 'performWorkUntilDeadline']);
  console.log('\nstretches of work over 40 ms: duration | heaviest functions (inclusive ms)');
  for (const s of stretches.filter((s) => s.duration > 40)) {
    const heaviest = top(new Map([...s.inclusive].filter(([k]) => !generic.has(k))), 10);
    console.log(
      `${s.duration.toFixed(0).padStart(7)} | ${heaviest.map(([k, v]) => `${k} ${v.toFixed(0)}`).join(', ')}`,
    );
  }
}
