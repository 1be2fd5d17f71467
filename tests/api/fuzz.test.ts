/**
 * Property-based fuzzing (fast-check) of every operation in the committed openapi.yaml, through
 * the real built server and database: at least 10,000 generated invalid and boundary requests —
 * wrong types, missing and unknown fields, empty/huge/unicode/control-character strings,
 * negative, NaN, -0, 1e308 and huge numbers, malformed ids, other players' ids, non-JSON bodies and
 * wrong content types — sent as anonymous, with a forged token, as player A and as the admin.
 *
 * Asserted for every request:
 * - no 5xx, ever;
 * - every 4xx carries the error body {statusCode (= the HTTP status), error, code (one of
 *   ERROR_CODES), message (non-empty), errors?: [{field, message}]}, and for a request nothing
 *   before the guards answers (see isClean) whose status openapi.yaml documents for the operation,
 *   `code` is one of the codes it lists there;
 * - a 2xx matches its documented response schema (ajv 8 + ajv-formats, see tests/support/openapi.ts);
 * - anonymous / forged-token calls to secured operations are 401 and never 2xx, player calls to
 *   admin-only operations are 403 and never 2xx, and player A never gets another player's (B's)
 *   private estate, plot or block (404 for GETs);
 * - a rejected write changes nothing: a fingerprint of the tables (one md5 per table, over every
 *   column but timestamps, listed from information_schema) is taken before and after every batch.
 *   Unchanged, it proves that none of the batch's rejected writes changed anything; changed, each
 *   rejected POST/PATCH/PUT/DELETE of the batch is replayed alone between two fingerprints to name
 *   the culprit, and a change that neither a successful write nor a replay explains is reported.
 * All findings are collected and reported at the end with their reproducer and the seed
 * (FUZZ_SEED=<n> reruns the same cases; FUZZ_RUNS=<n> changes the number of batches).
 *
 * Nothing is skipped; these operations are constrained, and why:
 * - POST /api/auth/logout is fuzzed like the others but runs alone after its batch (a 2xx ends the
 *   caller's own session mid-batch otherwise); after a 2xx the fuzzer signs that caller in again.
 *   The login throttles are raised for this server for that reason (tests/api/throttle.test.ts
 *   covers the real limits; register is raised by startServer already).
 * - POST /api/admin/users/{id}/disable and /role never get the admin's or player A's id: disabling
 *   or demoting them would end the fuzzer's own sessions, promoting A would void the 403 checks.
 *   B, C (a player kept for this), random and malformed ids are used.
 * - Destructive operations never get the fixtures the rest of the run relies on (A's main estate,
 *   its two plots, its block and its listing): DELETE /api/estates/{id}, DELETE /api/plots/{id},
 *   DELETE /api/blocks/{id}, DELETE /api/marketplace/plots/{plotId}/list use A's spare estate,
 *   plot and block instead (plus B's, random and malformed ids).
 * - POST /api/admin/clock/advance: its valid bodies use days = 1 only (up to 360 game days per call
 *   would dominate the time budget); every invalid body is fuzzed. For the same reason the
 *   fixture listings last 90 days rather than 30: admin calls to POST /api/game/time/update
 *   advance the clock during the run.
 * - POST /api/auth/refresh and GET /api/auth/verify-email/{token} and POST /api/auth/reset-password
 *   only ever get generated tokens (a live one would rotate or consume a fixture's session).
 */
import fc from 'fast-check';
import { DEMO_ACCOUNTS, isErrorCode, MESSAGES } from '@vineyard/domain';
import { PASSWORD, signIn } from '../support/accounts';
import { grapeLot } from '../support/builders';
import { apiGame } from '../support/harness';
import {
  documentedCodes,
  loadOpenApi,
  operations,
  type Operation,
  ResponseValidator,
  type Schema,
} from '../support/openapi';

const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const BATCH = 8;
const MIN_REQUESTS = 10_000;
/** Requests every operation gets at least. */
const MIN_PER_OP = 50;
const RUNS = Number(process.env.FUZZ_RUNS ?? Math.ceil(MIN_REQUESTS / BATCH) + 10);
const METRICS_TOKEN = 'metrics-token-for-fuzzing-0123456789';
const BODY_LIMIT = 100 * 1024;

/** Operations only admins may call (401 anonymous, 403 players): from the controllers' guards. */
const ADMIN_ONLY = new Set([
  'POST /api/game/time/update',
  'PATCH /api/features/{id}',
  'GET /api/contact/messages',
  'GET /api/analytics/summary',
  'GET /api/metrics',
]);
const isAdminOnly = (op: Operation) => op.path.startsWith('/api/admin/') || ADMIN_ONLY.has(key(op));
const key = (op: Operation) => `${op.method} ${op.path}`;
/** Reads that write an audit entry when they succeed (the admin's CSV exports hand out addresses). */
const AUDITED_READS = new Set(['GET /api/admin/waitlist.csv', 'GET /api/admin/newsletter.csv']);
/** Run one at a time after their batch (they end the caller's session). */
const SOLO = new Set(['POST /api/auth/logout']);

/**
 * Tables left out of the fingerprint, and why a change there is no rejected write's fault:
 * - sessions, refresh_tokens: credentials, not game data; written by the fuzzer's own re-logins
 *   after a logout and by successful logouts in the same batch;
 * - email_tokens, mail_outbox: forgot-password and resend-verification answer 200 whether or not
 *   the address exists (no account enumeration), and the mail worker updates attempts/sent_at in
 *   the background at any moment;
 * - throttle_buckets: a refused login or a throttled call counts toward the limit by design;
 * - idempotency_keys: a purchase's key is kept with its outcome so that a retry replays it;
 * - analytics_events: telemetry, accepted (202) from anyone;
 * - game_clock, game_ticks: written by the admin's clock calls (tick, pause, resume, advance);
 * - migrations: never written at run time.
 */
const EXCLUDED_TABLES = new Set([
  'sessions',
  'refresh_tokens',
  'email_tokens',
  'mail_outbox',
  'throttle_buckets',
  'idempotency_keys',
  'analytics_events',
  'game_clock',
  'game_ticks',
  'migrations',
]);
/** users: only what a request could wrongly change (not password hashes, names or timestamps). */
const TABLE_COLUMNS: Record<string, string[]> = {
  users: ['id', 'role', 'email_verified', 'disabled_at', 'username', 'email'],
};

const game = apiGame({
  env: { METRICS_TOKEN, THROTTLE_LOGIN_ACCOUNT_IP: '100000', THROTTLE_LOGIN_ACCOUNT: '100000' },
});

// ---------------------------------------------------------------------------------------------
// values

/** A JSON token written as is (1e400, -0, 123456789012345678901234567890 …). */
class RawJson {
  constructor(readonly text: string) {}
}
/** A path or query value sent without percent-encoding. */
class RawUrl {
  constructor(readonly text: string) {}
}

function jsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map((v) => (v === undefined ? 'null' : jsonText(v))).join(',')}]`;
  if (value && typeof value === 'object') {
    const parts: string[] = [];
    for (const k of Object.keys(value)) {
      const v = (value as Record<string, unknown>)[k];
      if (v !== undefined) parts.push(`${JSON.stringify(k)}:${jsonText(v)}`);
    }
    return `{${parts.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** An object with an own "__proto__" key (an object literal would set the prototype instead). */
function withOwnKey(target: Record<string, unknown>, name: string, value: unknown): Record<string, unknown> {
  const copy = { ...target };
  Object.defineProperty(copy, name, { value, enumerable: true, configurable: true, writable: true });
  return copy;
}

const HUGE_ASCII = 'a'.repeat(100_000); // fits the 100 KiB body limit: reaches validation
const HUGE_UNICODE = '🍷'.repeat(50_000); // 200 KB of UTF-8: the body limit answers 413
const EMAIL_254 = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(56)}.test`;
const SPECIAL_STRINGS = [
  '',
  ' ',
  '   \t\n ',
  '\u0000',
  'a\u0000b',
  '\u0007\u001b[31m\u007f',
  '\ud800',
  'x\udfffy',
  '\u202e\u200b\ufeff',
  '🍷🍇',
  'e\u0301\u0301\u0301',
  'Ω≈ç√∫˜µ≤≥÷',
  '𝕍𝕚𝕟𝕖𝕪𝕒𝕣𝕕',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '${jndi:ldap://x}',
  '{{7*7}}',
  '../../etc/passwd',
  '%00',
  'null',
  'undefined',
  'true',
  '0',
  '-1',
  'NaN',
  'Infinity',
  '1e308',
  'a'.repeat(5000),
  HUGE_ASCII,
  HUGE_UNICODE,
];
const SPECIAL_NUMBERS: unknown[] = [
  -1,
  -1000,
  0,
  new RawJson('-0'),
  0.5,
  1.5,
  0.1,
  1e-9,
  -1e-9,
  1e21,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER,
  new RawJson('9007199254740993'),
  new RawJson('123456789012345678901234567890'),
  new RawJson('1e400'),
  new RawJson('-1e400'),
  2147483648,
  -2147483649,
  'NaN',
  'Infinity',
  '-Infinity',
  '12',
  '1e3',
  '0x10',
  ' 5 ',
  '',
];
const WRONG_TYPES: unknown[] = [null, true, false, 0, 1, -1, 'x', '', [], [1, 'a'], {}, { a: 1 }, [[[]]]];
const MALFORMED_IDS = [
  'x',
  '1',
  '0',
  '-1',
  'null',
  'undefined',
  '../',
  '..',
  '.',
  "' OR 1=1 --",
  'a'.repeat(5000),
  'a'.repeat(101),
  '🍷',
  '%00',
  '\u0000',
  ' ',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '{00000000-0000-4000-8000-000000000000}',
  '00000000-0000-4000-8000-00000000000',
  '00000000-0000-4000-8000-0000000000000',
  '00000000000040008000000000000000',
  'zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz',
];
const RAW_URL_IDS = ['%00', '%zz', '%', '%E0%A4%A', '%2e%2e', '%2F', '%C0%AF', 'a%0Db'].map((t) => new RawUrl(t));

// ---------------------------------------------------------------------------------------------
// fixtures and id pools

interface Labelled {
  label: string;
  value: string;
}
interface Fixtures {
  A: { id: string; username: string; email: string };
  B: { id: string; email: string };
  C: { id: string };
  adminId: string;
  estateA: string;
  spareEstateA: string;
  plotsA: string[];
  listedPlotA: string;
  sparePlotA: string;
  blockA: string;
  spareBlockA: string;
  estateB: string;
  plotB: string;
  listedPlotB: string;
  blockB: string;
  registryPlot: string;
  featureA: string;
  featureB: string;
}
type Caller = 'anonymous' | 'forged' | 'playerA' | 'admin';
const tokens: Record<'playerA' | 'admin', string> = { playerA: '', admin: '' };
let fx: Fixtures;

/** Ids of B's objects that player A must never reach. */
const privateOfB = () => new Set([fx.estateB, fx.plotB, fx.blockB]);

type Kind = 'estate' | 'plot' | 'block' | 'user' | 'feature' | 'token' | 'status' | 'other';
function kindOf(path: string, name: string): Kind {
  if (name === 'token') return 'token';
  if (name === 'status') return 'status';
  if (name === 'userId' || path.startsWith('/api/admin/users')) return 'user';
  if (name === 'estateId' || path.startsWith('/api/estates/')) return 'estate';
  if (name === 'plotId' || path.startsWith('/api/plots/')) return 'plot';
  if (path.startsWith('/api/blocks/')) return 'block';
  if (path.startsWith('/api/features/')) return 'feature';
  return 'other';
}

function poolFor(op: Operation, kind: Kind): Labelled[] {
  const all: Record<Exclude<Kind, 'token' | 'status' | 'other'>, Labelled[]> = {
    estate: [
      { label: 'A.estate', value: fx.estateA },
      { label: 'A.spareEstate', value: fx.spareEstateA },
      { label: 'B.estate', value: fx.estateB },
    ],
    plot: [
      { label: 'A.plot', value: fx.plotsA[0]! },
      { label: 'A.listedPlot', value: fx.listedPlotA },
      { label: 'A.sparePlot', value: fx.sparePlotA },
      { label: 'B.plot', value: fx.plotB },
      { label: 'B.listedPlot', value: fx.listedPlotB },
      { label: 'registryPlot', value: fx.registryPlot },
    ],
    block: [
      { label: 'A.block', value: fx.blockA },
      { label: 'A.spareBlock', value: fx.spareBlockA },
      { label: 'B.block', value: fx.blockB },
    ],
    user: [
      { label: 'A.user', value: fx.A.id },
      { label: 'B.user', value: fx.B.id },
      { label: 'C.user', value: fx.C.id },
      { label: 'admin.user', value: fx.adminId },
    ],
    feature: [
      { label: 'A.feature', value: fx.featureA },
      { label: 'B.feature', value: fx.featureB },
    ],
  };
  let pool = kind in all ? all[kind as keyof typeof all] : [];
  const protectedIds = new Set<string>();
  if (op.method === 'DELETE' && /^\/api\/(estates|plots|blocks)\/\{id\}$/.test(op.path)) {
    [fx.estateA, ...fx.plotsA, fx.blockA].forEach((id) => protectedIds.add(id));
  }
  if (key(op) === 'DELETE /api/marketplace/plots/{plotId}/list') protectedIds.add(fx.listedPlotA);
  if (/^POST \/api\/admin\/users\/\{id\}\/(disable|role)$/.test(key(op))) {
    protectedIds.add(fx.adminId);
    protectedIds.add(fx.A.id);
  }
  pool = pool.filter((p) => !protectedIds.has(p.value));
  // the same ids in capitals: a UUID is case-insensitive, a lookup must not 500 on it
  return [...pool, ...pool.slice(0, 1).map((p) => ({ label: `${p.label}(upper)`, value: p.value.toUpperCase() }))];
}

/** Every real id, for id-like body fields. */
function allIds(): Labelled[] {
  return [
    { label: 'A.estate', value: fx.estateA },
    { label: 'A.spareEstate', value: fx.spareEstateA },
    { label: 'B.estate', value: fx.estateB },
    { label: 'A.user', value: fx.A.id },
    { label: 'B.user', value: fx.B.id },
    { label: 'admin.user', value: fx.adminId },
    { label: 'A.plot', value: fx.plotsA[0]! },
    { label: 'B.plot', value: fx.plotB },
    { label: 'A.feature', value: fx.featureA },
  ];
}

// ---------------------------------------------------------------------------------------------
// generators

type PathValue = string | RawUrl;
type BodySpec =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown; label: string }
  | { kind: 'raw'; text: string; contentType: string | null; label: string };
interface Case {
  op: number;
  caller: Caller;
  forgedHeader: string;
  path: Record<string, PathValue>;
  query: [string, string | RawUrl][];
  headers: Record<string, string>;
  body: BodySpec;
}

const hex = (n: number) => fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: n, maxLength: n });

function stringOfLength(n: number, unit = 'a'): string {
  return unit.repeat(Math.max(0, n));
}

/** Schema-valid values, preferring the boundaries (min and max lengths and values). */
function validArb(schema: Schema, field = ''): fc.Arbitrary<unknown> {
  if (Array.isArray(schema.enum)) return fc.constantFrom(...schema.enum);
  const type = schema.type ?? (schema.properties ? 'object' : undefined);
  if (type === 'string') {
    if (/email/i.test(field)) {
      return fc.oneof(
        hex(8).map((h) => `fz.${h}@example.test`),
        fc.constantFrom(fx.A.email, fx.B.email, DEMO_ACCOUNTS.player.email, EMAIL_254, 'A.B+tag@Example.TEST'),
      );
    }
    if (/password/i.test(field)) return fc.constantFrom(PASSWORD, 'Aa1!aaaa', `Aa1!${'a'.repeat(124)}`);
    if (field === 'username') {
      return fc.oneof(
        hex(8).map((h) => `fz_${h}`),
        fc.constant('a.b'),
        hex(26).map((h) => `fz-${h}_`),
      );
    }
    if (field === 'identifier')
      return fc.oneof(
        hex(8).map((h) => `fz_${h}`),
        fc.constant(EMAIL_254),
      );
    if (schema.format === 'uuid' || /Id$/.test(field)) {
      return fc.oneof(fc.constantFrom(...allIds().map((i) => i.value)), fc.uuid());
    }
    if (/token/i.test(field)) return fc.oneof(hex(43), hex(64), fc.constant(stringOfLength(200)));
    if (field === 'path' || field === 'referrer') {
      return fc.constantFrom('/roadmap', '/', 'https://example.test/x?y=1', `/${'p'.repeat(2047)}`);
    }
    const min = schema.minLength ?? 0;
    const max = schema.maxLength ?? 200;
    return fc.oneof(
      fc.constant(stringOfLength(Math.max(min, 1), 'v')),
      fc.constant(stringOfLength(max, 'v')),
      fc.constant(stringOfLength(max, 'é')),
      fc.constant(`${'🍷'.repeat(Math.max(1, Math.floor(Math.max(min, 2) / 2)))}ok`.slice(0, Math.max(min, 3))),
      fc.string({ unit: 'grapheme', minLength: Math.max(min, 1), maxLength: Math.min(max, 40) }),
      fc.constant(`Fuzz value ${'x'.repeat(Math.max(0, Math.min(max, 20) - 11))}`.slice(0, max)),
    );
  }
  if (type === 'number' || type === 'integer') {
    const min: number = schema.minimum ?? 0;
    const max: number = schema.maximum ?? (min > 0 ? min * 1000 : 100);
    const options: number[] = [min, max, (min + max) / 2, Math.round((min + max) / 2), Math.ceil(min) + 1];
    return fc.oneof(
      fc.constantFrom(...options.filter((n) => n >= min && n <= max)),
      fc.double({ min, max, noNaN: true, noDefaultInfinity: true }),
    );
  }
  if (type === 'boolean') return fc.boolean();
  if (type === 'array') {
    const maxItems = Math.min(schema.maxItems ?? 3, 5);
    return fc.oneof(
      fc.array(validArb(schema.items ?? {}, field), { maxLength: maxItems }),
      fc.array(validArb(schema.items ?? {}, field), { minLength: maxItems, maxLength: maxItems }),
    );
  }
  if (type === 'object') {
    const props = Object.entries<Schema>(schema.properties ?? {});
    if (props.length === 0) return fc.constant({});
    return fc.record(Object.fromEntries(props.map(([k, s]) => [k, validArb(s, k)])), {
      requiredKeys: (schema.required ?? []) as string[],
    });
  }
  return fc.constantFrom<unknown>('x', 1, true, null);
}

/** Values that break the schema: wrong types, out of bounds, special strings and numbers. */
function invalidArb(schema: Schema): fc.Arbitrary<unknown> {
  const type = schema.type ?? (schema.properties ? 'object' : undefined);
  const wrong = fc.constantFrom(...WRONG_TYPES);
  const specialString = fc.constantFrom(...SPECIAL_STRINGS);
  const specialNumber = fc.constantFrom(...SPECIAL_NUMBERS);
  if (Array.isArray(schema.enum)) {
    const first = schema.enum[0];
    return fc.oneof(
      wrong,
      specialString,
      fc.constantFrom<unknown>(
        typeof first === 'string' ? first.toUpperCase() : String(first),
        typeof first === 'string' ? ` ${first} ` : -1,
        typeof first === 'number' ? first + 1 : `${String(first)}x`,
        [first],
        { value: first },
      ),
    );
  }
  if (type === 'string') {
    const outOfBounds: unknown[] = [];
    if (schema.maxLength !== undefined) {
      outOfBounds.push(stringOfLength(schema.maxLength + 1, 'w'), stringOfLength(schema.maxLength + 1, '🍷'));
    }
    if (schema.minLength) outOfBounds.push(stringOfLength(schema.minLength - 1, 'w'), ' '.repeat(schema.minLength));
    if (schema.format === 'uuid') outOfBounds.push(...MALFORMED_IDS);
    return fc.oneof(
      wrong,
      specialString,
      specialNumber,
      ...(outOfBounds.length ? [fc.constantFrom(...outOfBounds)] : []),
      fc.string({ unit: 'binary', maxLength: 30 }),
    );
  }
  if (type === 'number' || type === 'integer') {
    const outOfBounds: unknown[] = [];
    if (schema.minimum !== undefined) outOfBounds.push(schema.minimum - 1, schema.minimum - 1e-6);
    if (schema.maximum !== undefined) outOfBounds.push(schema.maximum + 1, schema.maximum * 10);
    return fc.oneof(
      wrong,
      specialNumber,
      fc.constantFrom('x', 'twelve', ...SPECIAL_STRINGS.slice(0, 8)),
      ...(outOfBounds.length ? [fc.constantFrom(...outOfBounds)] : []),
      fc.double(),
    );
  }
  if (type === 'boolean') return fc.oneof(fc.constantFrom<unknown>('true', 'false', 1, 0, 'yes', '', null, []), wrong);
  if (type === 'array') {
    const extra: fc.Arbitrary<unknown>[] = [
      fc.array(invalidArb(schema.items ?? {}), { minLength: 1, maxLength: 3 }),
      fc.constant(Array.from({ length: 10_000 }, (_, i) => `t${i}`)),
    ];
    if (schema.maxItems !== undefined) {
      extra.push(
        fc.array(validArb(schema.items ?? {}), { minLength: schema.maxItems + 1, maxLength: schema.maxItems + 3 }),
      );
    }
    return fc.oneof(wrong, specialString, ...extra);
  }
  if (type === 'object') {
    return fc.oneof(
      wrong,
      specialString,
      objectMutation(schema).map((m) => m.value),
    );
  }
  return fc.oneof(wrong, specialString, specialNumber);
}

const UNKNOWN_FIELDS = [
  'unknown',
  'role',
  'isAdmin',
  'money',
  'id',
  'userId',
  'estateId',
  'status',
  'constructor',
  '__proto__',
  '',
  '🍷',
  'x'.repeat(1000),
];

/** A JSON body derived from a schema: valid at the boundaries, or broken in one of many ways. */
function objectMutation(schema: Schema): fc.Arbitrary<{ value: unknown; label: string }> {
  const props = Object.entries<Schema>(schema.properties ?? {});
  const required: string[] = schema.required ?? [];
  const base = validArb(schema) as fc.Arbitrary<Record<string, unknown>>;
  const arbs: fc.WeightedArbitrary<{ value: unknown; label: string }>[] = [
    { weight: 3, arbitrary: base.map((value) => ({ value, label: 'boundary-valid' })) },
    { weight: 1, arbitrary: fc.constant({ value: {}, label: 'empty object' }) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          base,
          fc.constantFrom(...UNKNOWN_FIELDS),
          fc.oneof(fc.constantFrom(...WRONG_TYPES), fc.constant({ role: 'admin' })),
        )
        .map(([value, name, extra]) => ({
          value: withOwnKey(value, name, extra),
          label: `unknown field "${name.slice(0, 20)}"`,
        })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(base, fc.constantFrom<unknown>(null, [], 'x', 42, true))
        .map(([value, root]) => ({ value: root === true ? [value] : root, label: 'wrong root type' })),
    },
  ];
  if (required.length > 0) {
    arbs.push({
      weight: 3,
      arbitrary: fc.tuple(base, fc.subarray(required, { minLength: 1 })).map(([value, drop]) => {
        const copy = { ...value };
        drop.forEach((k) => delete copy[k]);
        return { value: copy, label: `missing ${drop.join(',')}` };
      }),
    });
  }
  if (props.length > 0) {
    const oneInvalid = fc.constantFrom(...props).chain(([name, s]) => invalidArb(s).map((v) => [name, v] as const));
    arbs.push({
      weight: 7,
      arbitrary: fc.tuple(base, oneInvalid).map(([value, [name, v]]) => ({
        value: { ...value, [name]: v },
        label: `invalid ${name}`,
      })),
    });
    arbs.push({
      weight: 2,
      arbitrary: fc.tuple(base, fc.constantFrom(...props.map(([name]) => name))).map(([value, name]) => ({
        value: { ...value, [name]: null },
        label: `null ${name}`,
      })),
    });
    const strings = props.filter(([, s]) => s.type === 'string' && !s.enum).map(([name]) => name);
    if (strings.length > 0) {
      // an otherwise valid string with a NUL or another control character inside
      arbs.push({
        weight: 2,
        arbitrary: fc
          .tuple(base, fc.constantFrom(...strings), fc.constantFrom('\u0000', '\u0007', '\u001b', '\u2028'))
          .map(([value, name, ch]) => {
            const v = typeof value[name] === 'string' ? (value[name] as string) : 'value';
            const at = Math.floor(v.length / 2);
            return {
              value: { ...value, [name]: `${v.slice(0, at)}${ch}${v.slice(at + 1)}` },
              label: `control character in ${name}`,
            };
          }),
      });
    }
    arbs.push({
      weight: 2,
      arbitrary: fc.tuple(base, fc.array(oneInvalid, { minLength: 2, maxLength: 4 })).map(([value, changes]) => ({
        value: { ...value, ...Object.fromEntries(changes) },
        label: `invalid ${changes.map(([n]) => n).join(',')}`,
      })),
    });
  }
  return fc.oneof(...arbs);
}

const RAW_BODIES: [string, string | null, string][] = [
  ['{"name":', 'application/json', 'truncated JSON'],
  ['not json', 'application/json', 'not JSON'],
  ['', 'application/json', 'empty body'],
  ['{"a":1}{"b":2}', 'application/json', 'two documents'],
  ['{"a":1,}', 'application/json', 'trailing comma'],
  ["{'a':1}", 'application/json', 'single quotes'],
  ['{"__proto__":{"role":"admin","isAdmin":true}}', 'application/json', '__proto__ poisoning'],
  ['{"constructor":{"prototype":{"role":"admin"}}}', 'application/json', 'constructor poisoning'],
  ['{"a":NaN}', 'application/json', 'NaN literal'],
  ['\u0000\u0001', 'application/json', 'binary'],
  ['['.repeat(5000), 'application/json', 'deep nesting'],
  [`${'['.repeat(2000)}${']'.repeat(2000)}`, 'application/json', 'deep array'],
  [`${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}`, 'application/json', 'deep object'],
  [`[${'{},'.repeat(20_000)}{}]`, 'application/json', 'wide array'],
  ['{"x":1}', 'text/plain', 'text/plain'],
  ['name=x&location=rioja', 'application/x-www-form-urlencoded', 'form body'],
  ['--b\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--b--', 'multipart/form-data; boundary=b', 'multipart'],
  ['<a>1</a>', 'application/xml', 'xml'],
  ['{"x":1}', 'application/json; charset=latin1', 'charset latin1'],
  ['{"x":1}', 'application/vnd.api+json', 'vendor json'],
  ['{"x":1}', 'application/jsonx', 'jsonx'],
  ['{"x":1}', null, 'no content type'],
  ['{"x":1}', '', 'empty content type'],
];

function bodyArb(op: Operation): fc.Arbitrary<BodySpec> {
  const raw = fc
    .constantFrom(...RAW_BODIES)
    .map(([text, contentType, label]): BodySpec => ({ kind: 'raw', text, contentType, label }));
  if (op.method === 'GET') return fc.constant({ kind: 'none' });
  if (!op.requestBody) {
    return fc.oneof(
      { weight: 6, arbitrary: fc.constant<BodySpec>({ kind: 'none' }) },
      {
        weight: 2,
        arbitrary: fc
          .constantFrom<unknown>({}, { unknown: 1 }, [], null, 'x', { role: 'admin' }, { days: 360 })
          .map((value): BodySpec => ({ kind: 'json', value, label: 'body where none is expected' })),
      },
      { weight: 1, arbitrary: raw },
      {
        weight: 1,
        arbitrary: fc.constant<BodySpec>({ kind: 'json', value: { big: HUGE_UNICODE }, label: 'huge body' }),
      },
    );
  }
  let schema = op.requestBody;
  if (key(op) === 'POST /api/admin/clock/advance')
    schema = { ...schema, properties: { days: { ...schema.properties.days, maximum: 1 } } };
  return fc.oneof(
    {
      weight: 12,
      arbitrary: objectMutation(schema).map((m): BodySpec => ({ kind: 'json', value: m.value, label: m.label })),
    },
    { weight: 2, arbitrary: raw },
    {
      weight: 1,
      arbitrary: fc.constantFrom(HUGE_ASCII, HUGE_UNICODE).map((big): BodySpec => {
        const field = Object.keys(schema.properties ?? {})[0] ?? 'x';
        return { kind: 'json', value: { [field]: big }, label: `huge ${field}` };
      }),
    },
    { weight: 1, arbitrary: fc.constant<BodySpec>({ kind: 'none' }) },
  );
}

type QueryPair = [string, string | RawUrl];

function validQueryValue(schema: Schema): fc.Arbitrary<string> {
  return validArb(schema).map((v) => (Array.isArray(v) ? v.join(',') : String(v)));
}

function invalidQueryValue(): fc.Arbitrary<string | RawUrl> {
  const invalid = fc.oneof(
    fc.constantFrom(
      'abc',
      '',
      ' ',
      '-1',
      '0',
      '-0',
      'NaN',
      'Infinity',
      '1e308',
      '1e400',
      '1.5',
      '99999999999999999999',
      '0x10',
      '1,2',
      'true',
      'null',
      '🍷',
      "' OR 1=1 --",
      'a'.repeat(5000),
      'clay,🍷',
      'CLAY',
    ),
    fc.constantFrom(...RAW_URL_IDS),
    fc.string({ unit: 'binary', maxLength: 20 }),
  );
  return invalid;
}

const UNKNOWN_QUERY: QueryPair[][] = [
  [['unknown', '1']],
  [['__proto__', 'x']],
  [['page[]', '1']],
  [
    ['limit', '1'],
    ['limit', '2'],
  ],
  [['', '']],
  [['🍷', '🍷']],
];

/** Query strings: valid at the boundaries, one parameter broken (the others valid), or a free mix. */
function queryArb(op: Operation): fc.Arbitrary<QueryPair[]> {
  const params = op.parameters.filter((p) => p.in === 'query');
  const unknown = fc.oneof(
    { weight: params.length ? 6 : 2, arbitrary: fc.constant<QueryPair[]>([]) },
    { weight: 1, arbitrary: fc.constantFrom(...UNKNOWN_QUERY) },
  );
  if (params.length === 0) return unknown;
  const valid = fc.tuple(
    ...params.map((p) =>
      fc.option(
        validQueryValue(p.schema).map((v): QueryPair[] => [[p.name, v]]),
        { nil: [] as QueryPair[], freq: 2 },
      ),
    ),
  );
  const brokenValue = (name: string, schema: Schema) =>
    fc.oneof(
      { weight: 4, arbitrary: invalidQueryValue().map((v): QueryPair[] => [[name, v]]) },
      {
        weight: 1,
        arbitrary: fc
          .array(fc.oneof(validQueryValue(schema.items ?? schema), invalidQueryValue()), { minLength: 2, maxLength: 3 })
          .map((vs) => vs.map((v): QueryPair => [name, v])),
      },
    );
  const oneBroken = fc
    .tuple(valid, fc.integer({ min: 0, max: params.length - 1 }))
    .chain(([parts, i]) =>
      brokenValue(params[i]!.name, params[i]!.schema).map((broken) =>
        parts.map((part, j) => (j === i ? broken : part)),
      ),
    );
  const mix = fc.tuple(
    ...params.map((p) => fc.option(brokenValue(p.name, p.schema), { nil: [] as QueryPair[], freq: 2 })),
  );
  return fc
    .tuple(
      unknown,
      fc.oneof({ weight: 3, arbitrary: valid }, { weight: 5, arbitrary: oneBroken }, { weight: 1, arbitrary: mix }),
    )
    .map(([extra, parts]) => [...extra, ...parts.flat()]);
}

function pathValueArb(op: Operation, name: string, schema: Schema): fc.Arbitrary<PathValue> {
  const kind = kindOf(op.path, name);
  const malformed = fc.constantFrom<PathValue>(...MALFORMED_IDS, ...RAW_URL_IDS);
  if (kind === 'status') {
    return fc.oneof(
      fc.constantFrom<PathValue>(...(schema.enum ?? [])),
      malformed,
      fc.constantFrom('IMPLEMENTED', 'done'),
    );
  }
  if (kind === 'token') return fc.oneof(hex(43), hex(64), malformed, fc.string({ unit: 'binary', maxLength: 20 }));
  const pool = poolFor(op, kind).map((p) => p.value);
  return fc.oneof(
    ...(pool.length ? [{ weight: 5, arbitrary: fc.constantFrom<PathValue>(...pool) }] : []),
    { weight: 2, arbitrary: fc.uuid() as fc.Arbitrary<PathValue> },
    { weight: 3, arbitrary: malformed },
  );
}

function headersArb(op: Operation): fc.Arbitrary<Record<string, string>> {
  const names = [...new Set(op.parameters.filter((p) => p.in === 'header').map((p) => p.name.toLowerCase()))];
  if (names.length === 0) return fc.constant({});
  return fc
    .tuple(
      ...names.map(() =>
        fc.option(
          fc.oneof(
            hex(16).map((h) => `fz-${h}`),
            fc.constantFrom('', ' ', 'x'.repeat(255), 'x'.repeat(256), 'é', 'a\tb', 'a b', '\u00ff'),
          ),
          { freq: 4 },
        ),
      ),
    )
    .map((values) => {
      const out: Record<string, string> = {};
      values.forEach((v, i) => {
        if (v !== null) out[names[i]!] = v;
      });
      return out;
    });
}

const FORGED_HEADERS = [
  'Bearer garbage',
  'Bearer ',
  'Bearer',
  'Basic YWRtaW46YWRtaW4=',
  'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4Iiwicm9sZSI6ImFkbWluIn0.',
  'Bearer eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIwMDAwMDAwMC0wMDAwLTQwMDAtODAwMC0wMDAwMDAwMDAwMDAifQ.c2lnbmF0dXJl',
  `Bearer ${'a'.repeat(5000)}`,
  'Bearer a.b.c.d',
];

function caseArb(ops: Operation[], index: number): fc.Arbitrary<Case> {
  const op = ops[index]!;
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  return fc.record({
    op: fc.constant(index),
    caller: fc.oneof(
      { weight: 5, arbitrary: fc.constant<Caller>('anonymous') },
      { weight: 2, arbitrary: fc.constant<Caller>('forged') },
      { weight: 7, arbitrary: fc.constant<Caller>('playerA') },
      { weight: 6, arbitrary: fc.constant<Caller>('admin') },
    ),
    forgedHeader: fc.constantFrom(...FORGED_HEADERS),
    path: pathParams.length
      ? fc.record(Object.fromEntries(pathParams.map((p) => [p.name, pathValueArb(op, p.name, p.schema)])))
      : fc.constant({}),
    query: queryArb(op),
    headers: headersArb(op),
    body: bodyArb(op),
  });
}

// ---------------------------------------------------------------------------------------------
// running and checking

interface Result {
  ms: number;
  status: number;
  contentType: string | null;
  text: string;
  json: unknown;
  error?: string;
}

function encodePart(v: string | RawUrl): string {
  return v instanceof RawUrl ? v.text : encodeURIComponent(v);
}

function urlOf(op: Operation, c: Case): string {
  const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodePart(c.path[name] ?? ''));
  const query = c.query.map(([k, v]) => `${encodeURIComponent(k)}=${encodePart(v)}`).join('&');
  return query ? `${path}?${query}` : path;
}

function bodyText(body: BodySpec): { text?: string; contentType?: string | null } {
  if (body.kind === 'none') return {};
  if (body.kind === 'json') return { text: jsonText(body.value), contentType: 'application/json' };
  return { text: body.text, contentType: body.contentType };
}

function authHeader(c: Case): string | undefined {
  if (c.caller === 'anonymous') return undefined;
  if (c.caller === 'forged') return c.forgedHeader;
  return `Bearer ${tokens[c.caller]}`;
}

async function send(ops: Operation[], c: Case): Promise<Result> {
  const op = ops[c.op]!;
  const headers: Record<string, string> = { Accept: 'application/json', ...c.headers };
  const auth = authHeader(c);
  if (auth !== undefined) headers.Authorization = auth;
  const { text, contentType } = bodyText(c.body);
  if (contentType) headers['Content-Type'] = contentType;
  const t0 = performance.now();
  try {
    const res = await fetch(`${game.baseUrl}${urlOf(op, c)}`, {
      method: op.method,
      headers,
      body: text,
      signal: AbortSignal.timeout(30_000),
    });
    const responseText = await res.text();
    let json: unknown = undefined;
    try {
      json = responseText ? JSON.parse(responseText) : undefined;
    } catch {
      /* not JSON */
    }
    const ms = performance.now() - t0;
    // an accepted clock advance goes on as a job: its days are this request's writes, done before the next fingerprint
    const job = (json as { data?: { job?: { id?: unknown } } } | undefined)?.data?.job;
    if (res.status === 202 && typeof job?.id === 'string') await jobEnded(job.id);
    return { ms, status: res.status, contentType: res.headers.get('content-type'), text: responseText, json };
  } catch (error) {
    return {
      ms: performance.now() - t0,
      status: 0,
      contentType: null,
      text: '',
      json: undefined,
      error: String((error as Error)?.cause ?? error),
    };
  }
}

/** Waits for a clock job (POST /admin/clock/advance answers 202) to end. */
async function jobEnded(id: string): Promise<void> {
  for (const deadline = Date.now() + 60_000; Date.now() < deadline;) {
    const [row] = await game.query<{ finished: boolean }>(
      'SELECT finished_at IS NOT NULL AS finished FROM clock_jobs WHERE id = $1',
      [id],
    );
    if (row?.finished) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`clock job ${id} did not end within 60 s`);
}

/** Whether nothing before the guards (body parser, size limit, URL decoding) can answer first. */
function isClean(c: Case): boolean {
  // Fastify answers these before any guard: raw (mis)encodings (400), params over its
  // maxParamLength of 100 (414 or 404), and dot segments, which the URL parser resolves away
  const routable = (v: PathValue) => typeof v === 'string' && v.length <= 100 && v !== '.' && v !== '..';
  if (!Object.values(c.path).every(routable)) return false;
  if (c.body.kind === 'raw') return false;
  if (c.body.kind === 'json') {
    const text = jsonText(c.body.value);
    if (Buffer.byteLength(text) >= BODY_LIMIT) return false;
    // Fastify's JSON parser refuses prototype poisoning (400) before the guards run
    if (/"(__proto__|prototype)":/.test(text)) return false;
  }
  return true;
}

function errorBodyProblem(r: Result): string | null {
  const b = r.json as Record<string, unknown> | undefined;
  if (!(r.contentType ?? '').includes('application/json')) return `content type ${r.contentType}`;
  if (!b || typeof b !== 'object' || Array.isArray(b)) return 'no JSON object body';
  if (b.statusCode !== r.status) return `statusCode ${JSON.stringify(b.statusCode)} ≠ ${r.status}`;
  if (typeof b.error !== 'string' || b.error.length === 0) return 'error is not a non-empty string';
  if (!isErrorCode(b.code)) return `code ${JSON.stringify(b.code)} is not one of ERROR_CODES`;
  if (typeof b.message !== 'string' || b.message.trim().length === 0) return 'message is not a non-empty string';
  if (b.errors !== undefined) {
    if (!Array.isArray(b.errors)) return 'errors is not an array';
    for (const e of b.errors) {
      if (!e || typeof e.field !== 'string' || typeof e.message !== 'string' || !e.message) {
        return `errors item ${JSON.stringify(e)} is not {field, message}`;
      }
    }
  }
  return null;
}

interface Finding {
  kind: string;
  detail: string;
  reproducer: string;
}

function reproducer(ops: Operation[], c: Case, r: Result): string {
  const op = ops[c.op]!;
  const { text, contentType } = bodyText(c.body);
  const clip = (raw: string, n = 400) => {
    const s = raw
      .replace(/(.)\1{19,}/gsu, (run, ch: string) => `${ch}⟨×${[...run].length}⟩`)
      .split('')
      .map((ch) => {
        const code = ch.charCodeAt(0);
        return code < 32 || code === 127 ? `\\u${code.toString(16).padStart(4, '0')}` : ch;
      })
      .join('');
    return s.length > n ? `${s.slice(0, n)}… (${raw.length} chars)` : s;
  };
  return [
    `${op.method} ${clip(urlOf(op, c), 300)}`,
    `  caller: ${c.caller}${c.caller === 'forged' ? ` (Authorization: ${clip(c.forgedHeader, 60)})` : ''}`,
    Object.keys(c.headers).length ? `  headers: ${JSON.stringify(c.headers).slice(0, 300)}` : '',
    text !== undefined
      ? `  body (${contentType ?? 'no content type'}, ${c.body.kind === 'none' ? '' : c.body.label}): ${clip(text)}`
      : '',
    `  → ${r.status}${r.error ? ` ${r.error}` : ''} ${clip(r.text)}`,
  ]
    .filter(Boolean)
    .join('\n');
}

/** Replaces the fixtures' ids by their names, for readable and comparable findings. */
function named(text: string): string {
  let out = text;
  const ids: [string, string][] = [
    [fx.estateA, '<A.estate>'],
    [fx.spareEstateA, '<A.spareEstate>'],
    [fx.estateB, '<B.estate>'],
    [fx.plotsA[0]!, '<A.plot>'],
    [fx.listedPlotA, '<A.listedPlot>'],
    [fx.sparePlotA, '<A.sparePlot>'],
    [fx.plotB, '<B.plot>'],
    [fx.listedPlotB, '<B.listedPlot>'],
    [fx.registryPlot, '<registryPlot>'],
    [fx.blockA, '<A.block>'],
    [fx.spareBlockA, '<A.spareBlock>'],
    [fx.blockB, '<B.block>'],
    [fx.A.id, '<A.user>'],
    [fx.B.id, '<B.user>'],
    [fx.C.id, '<C.user>'],
    [fx.adminId, '<admin.user>'],
    [fx.featureA, '<A.feature>'],
    [fx.featureB, '<B.feature>'],
  ];
  for (const [id, name] of ids)
    out = out.split(id).join(name).split(id.toUpperCase()).join(name.replace('>', '(upper)>'));
  return out;
}

/** The 5xx the server logged since an offset of its output (its error filter logs each one). */
function serverErrorsSince(offset: number): { method: string; route: string; error: string }[] {
  return game.server
    .output()
    .slice(offset)
    .split('\n')
    .filter((line) => line.includes('"request failed"'))
    .flatMap((line) => {
      try {
        return [JSON.parse(line.slice(line.indexOf('{')))];
      } catch {
        return [];
      }
    });
}

class Findings {
  private readonly byKey = new Map<string, { finding: Finding; count: number }>();
  add(kind: string, op: string, status: number | string, detail: string, reproducer: string): void {
    const general = detail.replace(/[0-9a-f-]{36}/gi, '<id>').replace(/"[^"]*\d[^"]*"/g, '"<n>"');
    const k = `${kind} | ${op} | ${status} | ${general.slice(0, 160)}`;
    const entry = this.byKey.get(k);
    if (entry) entry.count += 1;
    else this.byKey.set(k, { finding: { kind, detail, reproducer: named(reproducer) }, count: 1 });
  }
  get size(): number {
    return this.byKey.size;
  }
  report(): string {
    return [...this.byKey.entries()]
      .map(([k, { finding, count }]) => `■ ${k} (×${count})\n  ${finding.detail}\n${finding.reproducer}`)
      .join('\n\n');
  }
}

// ---------------------------------------------------------------------------------------------
// the database fingerprint

let fingerprintSql = '';
async function prepareFingerprint(): Promise<string[]> {
  const rows = (await game.query(
    `SELECT c.table_name, c.column_name, c.data_type FROM information_schema.columns c
         JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
        WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE'
        ORDER BY c.table_name, c.ordinal_position`,
  )) as { table_name: string; column_name: string; data_type: string }[];
  const tables = new Map<string, string[]>();
  for (const r of rows) {
    if (EXCLUDED_TABLES.has(r.table_name)) continue;
    if (!tables.has(r.table_name)) tables.set(r.table_name, []);
    if (!r.data_type.startsWith('timestamp')) tables.get(r.table_name)!.push(r.column_name);
  }
  const parts = [...tables.entries()].map(([table, columns]) => {
    const cols = (TABLE_COLUMNS[table] ?? columns).map((c) => `"${c}"`).join(', ');
    return `SELECT '${table}' AS t, count(*)::int AS n, md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) AS h
              FROM (SELECT ${cols} FROM "${table}") x`;
  });
  fingerprintSql = parts.join(' UNION ALL ');
  return [...tables.keys()];
}

let fingerprintMs = 0;
async function fingerprint(): Promise<Map<string, string>> {
  const t0 = performance.now();
  const rows = (await game.query(fingerprintSql)) as { t: string; n: number; h: string }[];
  fingerprintMs += performance.now() - t0;
  return new Map(rows.map((r) => [r.t, `${r.n}:${r.h}`]));
}

function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...after.keys()].filter((t) => before.get(t) !== after.get(t));
}

// ---------------------------------------------------------------------------------------------
// fixtures

/** The setting-up calls are well-formed: through the typed client, failing loudly otherwise. */
function ok<T extends { status: number; body: unknown }>(res: T, expected = [200, 201]): T['body'] {
  if (!expected.includes(res.status))
    throw new Error(`set-up call answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body;
}

async function estateWithPlots(
  token: string,
  name: string,
  template: 'family' | 'boutique',
  location: 'rioja' | 'napa',
) {
  const estate = ok(await game.api(token).POST('/api/estates', { body: { name, template, location } })).data.estate;
  return { estateId: estate.id, plots: estate.plots.map((p) => p.id) };
}

// raw: the contract still marks the defaulted size and harvestPlan as required (issue 20 item 2)
const newBlock = async (token: string, plotId: string, name: string) =>
  ok(
    await game.raw(`/api/plots/${plotId}/blocks`, {
      token,
      body: { name, grapeVariety: 'tempranillo', orientation: 'north-south', trellisSystem: 'vsp' },
    }),
  ).data.block.id as string;

const listPlot = async (token: string, plotId: string) =>
  ok(
    await game.api(token).POST('/api/marketplace/plots/{plotId}/list', {
      params: { path: { plotId } },
      body: { price: 150_000, expirationDays: 90 },
    }),
  );

async function setUpFixtures(): Promise<void> {
  const a = await game.player();
  const b = await game.player();
  const c = await game.player();
  tokens.playerA = a.token;
  tokens.admin = await game.adminToken();
  const adminId = ok(await game.api(tokens.admin).GET('/api/auth/me')).data.user.id;
  const tokenB = b.token;

  const mainA = await estateWithPlots(tokens.playerA, 'Bodega Fuzz', 'family', 'rioja');
  const spareA = await estateWithPlots(tokens.playerA, 'Spare Estate', 'boutique', 'napa');
  const mainB = await estateWithPlots(tokenB, 'Bodega Ajena', 'family', 'rioja');
  if (mainA.plots.length < 2 || mainB.plots.length < 2) throw new Error('a family estate should start with 2 plots');
  const blockA = await newBlock(tokens.playerA, mainA.plots[0]!, 'North Tempranillo');
  const spareBlockA = await newBlock(tokens.playerA, spareA.plots[0]!, 'Spare Block');
  const blockB = await newBlock(tokenB, mainB.plots[0]!, 'Their Block');
  await listPlot(tokens.playerA, mainA.plots[1]!);
  await listPlot(tokenB, mainB.plots[1]!);
  const offers = ok(await game.api(tokens.playerA).GET('/api/marketplace/plots', { params: { query: { limit: 50 } } }))
    .data.plots;
  const registryPlot = offers.find((p) => p.fromRegistry)?.id;
  if (!registryPlot) throw new Error('no land registry offer');
  const feature = async (token: string, title: string) =>
    ok(
      await game.api(token).POST('/api/features', {
        body: { title, description: 'A description that is long enough to pass.', searchedForSimilar: true },
      }),
    ).data.feature.id;
  const featureA = await feature(tokens.playerA, 'Weather forecasts for fuzzing');
  const featureB = await feature(tokenB, 'Cellar tours for fuzzing');
  ok(
    await game.api(tokens.playerA).POST('/api/features/{id}/comments', {
      params: { path: { id: featureA } },
      body: { text: 'A first comment.' },
    }),
  );

  fx = {
    A: { id: a.id, username: a.user.username, email: a.user.email },
    B: { id: b.id, email: b.user.email },
    C: { id: c.id },
    adminId,
    estateA: mainA.estateId,
    spareEstateA: spareA.estateId,
    plotsA: mainA.plots,
    listedPlotA: mainA.plots[1]!,
    sparePlotA: spareA.plots[0]!,
    blockA,
    spareBlockA,
    estateB: mainB.estateId,
    plotB: mainB.plots[0]!,
    listedPlotB: mainB.plots[1]!,
    blockB,
    registryPlot,
    featureA,
    featureB,
  };
}

async function relogin(caller: 'playerA' | 'admin'): Promise<void> {
  tokens[caller] =
    caller === 'admin'
      ? await signIn(game.baseUrl, DEMO_ACCOUNTS.admin)
      : await signIn(game.baseUrl, { username: fx.A.username, password: PASSWORD });
}

/** The GETs of B's private objects, as player A. */
const OTHER_PLAYERS_GETS = () => [
  `/api/estates/${fx.estateB}`,
  `/api/estates/${fx.estateB}/plots`,
  `/api/estates/${fx.estateB}/plots/total-size`,
  `/api/estates/${fx.estateB}/grape-lots`,
  `/api/estates/${fx.estateB}/notifications`,
  `/api/plots/${fx.plotB}`,
  `/api/plots/${fx.plotB}/details`,
  `/api/plots/${fx.plotB}/blocks`,
  `/api/plots/${fx.plotB}/blocks/total-size`,
  `/api/blocks/${fx.blockB}`,
  `/api/blocks/${fx.blockB}/details`,
  `/api/marketplace/plots/${fx.plotB}`,
  `/api/marketplace/plots/${fx.plotB}/valuation`,
];

// ---------------------------------------------------------------------------------------------

beforeAll(setUpFixtures, 60_000);

it("hides another player's estate, plots and blocks from player A (404, never 200)", async () => {
  for (const path of OTHER_PLAYERS_GETS()) {
    const res = await game.raw(path, { token: tokens.playerA });
    expect([path, res.status, res.body?.statusCode]).toEqual([path, 404, 404]);
  }
  // and the owner does see them (the ids are real)
  expect(
    (await game.api(tokens.playerA).GET('/api/estates/{id}', { params: { path: { id: fx.estateA } } })).status,
  ).toBe(200);
});

it(`survives ${RUNS * BATCH} generated invalid and boundary requests over every operation in openapi.yaml (seed ${SEED})`, async () => {
  const doc = loadOpenApi();
  const ops = operations(doc);
  const validator = new ResponseValidator(doc);
  const findings = new Findings();
  const tables = await prepareFingerprint();
  expect(tables).toEqual(expect.arrayContaining(['users', 'estates', 'estate_owners', 'plots', 'blocks']));
  expect(tables).toEqual(expect.arrayContaining(['plot_listings', 'plot_sales', 'harvests', 'feature_suggestions']));
  // the fingerprint sees a write (a control: a successful PATCH of A's plot notes)
  const control = await fingerprint();
  ok(
    await game
      .api(tokens.playerA)
      .PATCH('/api/plots/{id}', { params: { path: { id: fx.plotsA[0]! } }, body: { notes: 'fingerprinted' } }),
  );
  expect(changedTables(control, await fingerprint())).toEqual(['plots']);
  const perOp = new Map<string, Map<number, number>>();
  const opMs = new Map<string, number>();
  let total = 0;
  let replays = 0;
  let batches = 0;
  const started = Date.now();
  const caseArbs = ops.map((_, i) => caseArb(ops, i));
  const batchArb = fc.array(
    fc.integer({ min: 0, max: ops.length - 1 }).chain((i) => caseArbs[i]!),
    { minLength: BATCH, maxLength: BATCH },
  );

  let batchErrors: { method: string; route: string; error: string }[] = [];
  const check = (c: Case, r: Result): void => {
    const op = ops[c.op]!;
    const name = key(op);
    const counts = perOp.get(name) ?? new Map<number, number>();
    counts.set(r.status, (counts.get(r.status) ?? 0) + 1);
    opMs.set(name, (opMs.get(name) ?? 0) + r.ms);
    perOp.set(name, counts);
    const repro = () => reproducer(ops, c, r);
    if (r.status === 0) return findings.add('no response', name, 0, r.error ?? '', repro());
    if (r.status >= 500) {
      // the exception the server logged for it (same method and route, during this batch)
      const route = op.path.replace(/\{([^}]+)\}/g, ':$1');
      const logged = batchErrors.findIndex((e) => e.method === op.method && e.route === route);
      const cause = logged >= 0 ? batchErrors.splice(logged, 1)[0]!.error : String((r.json as any)?.message ?? '');
      return findings.add('5xx', name, r.status, cause, repro());
    }
    if (r.status >= 400) {
      const problem = errorBodyProblem(r);
      if (problem) findings.add('4xx without the error body', name, r.status, problem, repro());
      // (unclean requests can be answered before routing — a malformed URL, a dot segment, a body
      // Fastify refuses to parse — by codes that belong to no operation)
      const codes = isClean(c) ? documentedCodes(op, r.status) : undefined;
      const code = (r.json as { code?: unknown } | undefined)?.code;
      if (codes && !codes.includes(String(code))) {
        findings.add('code not documented for the operation', name, r.status, `code ${String(code)}`, repro());
      }
    }
    const success = r.status >= 200 && r.status < 300;
    if (success) {
      const json = (op.responses[String(r.status)]?.contentType ?? '').includes('json');
      const problem = validator.validate(op, r.status, r.contentType, json ? r.json : r.text);
      if (problem) findings.add('2xx not matching openapi.yaml', name, r.status, problem, repro());
    }
    const clean = isClean(c);
    if (op.secured && (c.caller === 'anonymous' || c.caller === 'forged')) {
      if (success || (clean && r.status !== 401)) {
        findings.add('secured operation without a session', name, r.status, `expected 401 for ${c.caller}`, repro());
      }
    }
    // a public operation (`security: []`) never asks an anonymous caller to sign in
    if (!op.secured && c.caller === 'anonymous' && r.status === 401) {
      if ((r.json as { message?: unknown } | undefined)?.message === MESSAGES.auth.sessionExpired) {
        findings.add('public operation asking for a session', name, r.status, 'documented security: []', repro());
      }
    }
    if (isAdminOnly(op) && c.caller === 'playerA') {
      if (success || (clean && r.status !== 403)) {
        findings.add('admin operation as a player', name, r.status, 'expected 403', repro());
      }
    }
    if (c.caller === 'playerA') {
      const theirs = Object.values(c.path).some((v) => typeof v === 'string' && privateOfB().has(v.toLowerCase()));
      const buysWithTheirs =
        name === 'POST /api/marketplace/plots/{plotId}/purchase' &&
        c.body.kind === 'json' &&
        (c.body.value as any)?.estateId === fx.estateB;
      if ((theirs || buysWithTheirs) && (success || (op.method === 'GET' && clean && r.status !== 404))) {
        findings.add("another player's object", name, r.status, 'player A reached B’s private object', repro());
      }
    }
  };

  const isWrite = (c: Case) => ops[c.op]!.method !== 'GET' || AUDITED_READS.has(key(ops[c.op]!));
  const succeeded = (r: Result) => r.status >= 200 && r.status < 300;

  // the fingerprint that ended the last batch (its `after`, or the last replay's) is the next
  // batch's `before`: the windows tile the run, so every change falls in one batch's window, and
  // a batch costs one fingerprint rather than two; anything else the test sends between batches
  // (the session check) drops it
  let carried: Map<string, string> | undefined;
  const runBatch = async (batch: Case[]): Promise<void> => {
    batches += 1;
    const before = carried ?? (await fingerprint());
    carried = undefined;
    const logStart = game.server.output().length;
    const concurrent = batch.filter((c) => !SOLO.has(key(ops[c.op]!)));
    const solo = batch.filter((c) => SOLO.has(key(ops[c.op]!)));
    const results = await Promise.all(concurrent.map((c) => send(ops, c)));
    for (const c of solo) {
      const r = await send(ops, c);
      results.push(r);
      concurrent.push(c);
      if (succeeded(r) && (c.caller === 'playerA' || c.caller === 'admin')) await relogin(c.caller);
    }
    total += results.length;
    batchErrors = serverErrorsSince(logStart);
    concurrent.forEach((c, i) => check(c, results[i]!));
    const after = await fingerprint();
    const changed = changedTables(before, after);
    if (changed.length === 0) {
      carried = after;
      return;
    }
    const rejectedWrites = concurrent.filter((c, i) => isWrite(c) && !succeeded(results[i]!));
    const successfulWrites = concurrent.filter((c, i) => isWrite(c) && succeeded(results[i]!));
    // name the culprit: replay each rejected write alone between two fingerprints
    let culprit = false;
    let last = after;
    for (const c of rejectedWrites) {
      const r = await send(ops, c);
      replays += 1;
      const now = await fingerprint();
      const diff = changedTables(last, now);
      last = now;
      if (diff.length > 0 && !succeeded(r)) {
        culprit = true;
        findings.add(
          'rejected write changed data',
          key(ops[c.op]!),
          r.status,
          `changed ${diff.join(', ')}`,
          reproducer(ops, c, r),
        );
      }
    }
    carried = last;
    if (!culprit && successfulWrites.length === 0) {
      findings.add(
        'data changed by a batch without a successful write',
        'batch',
        '-',
        `changed ${changed.join(', ')}`,
        concurrent.map((c, i) => reproducer(ops, c, results[i]!)).join('\n'),
      );
    }
    // the fixtures' sessions must survive everything but a logout (handled above)
    if (batches % 25 === 0) {
      carried = undefined;
      for (const caller of ['playerA', 'admin'] as const) {
        const me = await game.api(tokens[caller]).GET('/api/auth/me');
        if (me.status !== 200) {
          findings.add('session lost', caller, me.status, `${caller}'s session ended during batch ${batches}`, '');
          await relogin(caller);
        }
      }
    }
  };

  let thrown: unknown;
  try {
    await fc.assert(
      fc.asyncProperty(batchArb, async (batch) => {
        await runBatch(batch);
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
    // fast-check's integers lean toward the ends of their range, so with many operations one in
    // the middle can fall short of MIN_PER_OP by chance: top those up with batches of their own
    // (the main run's cases stay the same for a given seed)
    const short = ops
      .map((op, i) => ({ i, n: [...(perOp.get(key(op))?.values() ?? [])].reduce((a, x) => a + x, 0) }))
      .filter((o) => o.n < MIN_PER_OP);
    if (short.length > 0) {
      const need = Math.max(...short.map((o) => MIN_PER_OP - o.n));
      await fc.assert(
        fc.asyncProperty(
          fc.array(
            fc.constantFrom(...short.map((o) => o.i)).chain((i) => caseArbs[i]!),
            { minLength: BATCH, maxLength: BATCH },
          ),
          async (batch) => {
            await runBatch(batch);
          },
        ),
        { numRuns: Math.ceil((need * short.length * 2) / BATCH) + 5, seed: SEED + 1, endOnFailure: true },
      );
    }
  } catch (error) {
    thrown = error;
  }

  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const summary = [...perOp.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([op, counts]) => {
      const n = [...counts.values()].reduce((s, x) => s + x, 0);
      const statuses = [...counts.entries()]
        .sort(([a], [b]) => a - b)
        .map(([s, x]) => `${s}×${x}`)
        .join(' ');
      return `${String(n).padStart(5)} ${String(Math.round((opMs.get(op) ?? 0) / n)).padStart(4)}ms  ${op.padEnd(52)} ${statuses}`;
    })
    .join('\n');
  console.log(
    `fuzz: ${total} requests (+${replays} replays) over ${perOp.size}/${ops.length} operations in ${seconds}s (fingerprints ${Math.round(fingerprintMs / 1000)}s), seed ${SEED}\n${summary}`,
  );
  if (thrown) throw thrown;
  if (findings.size > 0) {
    // what the server logged for its 5xx (the error filter logs the exception's name and message)
    const serverErrors = [
      ...new Set(
        game.server
          .output()
          .split('\n')
          .filter((line) => line.includes('"request failed"'))
          .map((line) => line.replace(/^.*?"route"/, '"route"').slice(0, 300)),
      ),
    ];
    throw new Error(
      `the fuzzer found ${findings.size} distinct problem(s) (seed ${SEED}; rerun with FUZZ_SEED=${SEED}):\n\n` +
        `${findings.report()}\n\nserver log of its 5xx:\n${serverErrors.join('\n') || '(none)'}`,
    );
  }
  expect(total).toBeGreaterThanOrEqual(MIN_REQUESTS);
  expect([...perOp.keys()].sort()).toEqual(ops.map(key).sort());
  for (const [op, counts] of perOp) {
    expect([op, [...counts.values()].reduce((s, x) => s + x, 0) >= MIN_PER_OP]).toEqual([op, true]);
  }
  // ~190 s on an idle machine; a loaded one (other jobs on the two cores) needs more
}, 480_000);

it("still hides another player's objects after the fuzzing", async () => {
  for (const path of OTHER_PLAYERS_GETS()) {
    const res = await game.raw(path, { token: tokens.playerA });
    expect([path, res.status]).toEqual([path, 404]);
  }
});

// ---------------------------------------------------------------------------------------------
// classes of input, each over every operation (issue 37, item 5): not sampled, exhaustive

/** The optional fields of a body schema (their paths, nested objects' included), and whether null is one of their values. */
function optionalFields(schema: Schema, prefix: string[] = []): { path: string[]; nullable: boolean }[] {
  const required: string[] = schema.required ?? [];
  return Object.entries<Schema>(schema.properties ?? {}).flatMap(([name, property]) => [
    ...(required.includes(name) ? [] : [{ path: [...prefix, name], nullable: property.nullable === true }]),
    ...(property.properties ? optionalFields(property, [...prefix, name]) : []),
  ]);
}

/** A copy of `body` with `value` at `path` (the objects on the way made when absent). */
function withValueAt(body: Record<string, unknown>, path: string[], value: unknown): Record<string, unknown> {
  const copy = structuredClone(body);
  let target = copy;
  for (const name of path.slice(0, -1)) {
    if (!target[name] || typeof target[name] !== 'object') target[name] = {};
    target = target[name] as Record<string, unknown>;
  }
  target[path.at(-1)!] = value;
  return copy;
}

/** The caller an operation is meant for: the admin for admin-only ones, player A otherwise. */
const callerOf = (op: Operation): Caller => (isAdminOnly(op) ? 'admin' : 'playerA');

/** One valid body of the operation (its boundary-valid sample, fixed by the seed). */
function validBody(op: Operation, seed: number): Record<string, unknown> {
  let schema = op.requestBody!;
  if (key(op) === 'POST /api/admin/clock/advance')
    schema = { ...schema, properties: { days: { ...schema.properties.days, maximum: 1 } } };
  return fc.sample(validArb(schema), { seed, numRuns: 1 })[0] as Record<string, unknown>;
}

/** The path of a request on the caller's own objects (the first id of each parameter's pool, lower case). */
function ownPath(op: Operation): Record<string, PathValue> {
  return Object.fromEntries(
    op.parameters
      .filter((p) => p.in === 'path')
      .map((p) => {
        const kind = kindOf(op.path, p.name);
        if (kind === 'status') return [p.name, String(p.schema.enum?.[0] ?? 'open')];
        if (kind === 'token') return [p.name, 'f'.repeat(64)];
        return [p.name, poolFor(op, kind)[0]?.value ?? '00000000-0000-4000-8000-000000000000'];
      }),
  );
}

/** Operations these classes leave out: signing out ends player A's session (covered by auth.test.ts). */
const NOT_REPLAYED = new Set(['POST /api/auth/logout']);

it('answers null in every optional body field of every operation without a 5xx: refused with a 400 naming the field, or treated as absent', async () => {
  const ops = operations(loadOpenApi());
  const serverErrors: string[] = [];
  let sent = 0;
  for (const [index, op] of ops.entries()) {
    if (!op.requestBody || NOT_REPLAYED.has(key(op))) continue;
    const base = validBody(op, SEED + index);
    const required: string[] = op.requestBody.required ?? [];
    const bare = Object.fromEntries(Object.entries(base).filter(([name]) => required.includes(name)));
    for (const { path: field, nullable } of optionalFields(op.requestBody)) {
      // the null alone among the required fields (as `{ …, "preset": null }` without `plan`), and
      // beside the sample's other optional fields
      for (const body of [withValueAt(bare, field, null), withValueAt(base, field, null)]) {
        const c: Case = {
          op: index,
          caller: callerOf(op),
          forgedHeader: '',
          path: ownPath(op),
          query: [],
          headers: {},
          body: { kind: 'json', value: body, label: `${field.join('.')}: null` },
        };
        const r = await send(ops, c);
        sent++;
        if (r.status >= 500 || r.status === 0) serverErrors.push(reproducer(ops, c, r));
        // unless null is one of its values (documented nullable), a refusal of the null names the
        // field (another field of the sample may be refused too)
        if (!nullable && r.status === 400 && (r.json as any)?.code === 'VALIDATION_FAILED') {
          const fields = ((r.json as any).errors ?? []).map((e: { field: string }) => e.field);
          if (!fields.some((f: string) => f === field.join('.') || field.join('.').startsWith(`${f}.`)))
            expect([key(op), field.join('.'), fields]).toEqual([key(op), field.join('.'), [field.join('.')]]);
        }
      }
    }
  }
  expect(sent).toBeGreaterThan(80);
  expect(serverErrors).toEqual([]);
}, 300_000);

/** The same request with the UUIDs of its path and of its body's id fields in upper case. */
function upperCaseIds(c: Case): Case {
  const upper = (v: unknown): unknown =>
    typeof v === 'string' && /^[0-9a-f-]{36}$/i.test(v) ? v.toUpperCase() : Array.isArray(v) ? v.map(upper) : v;
  const walk = (v: unknown): unknown => {
    if (!v || typeof v !== 'object') return v;
    if (Array.isArray(v)) return v.map(walk);
    return Object.fromEntries(
      Object.entries(v).map(([k, x]) => [k, /^(id|\w+Id|\w+Ids)$/.test(k) ? upper(x) : walk(x)]),
    );
  };
  return {
    ...c,
    path: Object.fromEntries(Object.entries(c.path).map(([k, v]) => [k, upper(v) as PathValue])),
    body: c.body.kind === 'json' ? { ...c.body, value: walk(c.body.value) } : c.body,
  };
}

it('gives ids in upper case the answer it gives them in lower case, over every operation that takes one', async () => {
  const ops = operations(loadOpenApi());
  const differences: string[] = [];
  let compared = 0;
  for (const [index, op] of ops.entries()) {
    if (NOT_REPLAYED.has(key(op))) continue;
    const path = ownPath(op);
    const base = op.requestBody ? validBody(op, SEED + index) : undefined;
    const lower: Case = {
      op: index,
      caller: callerOf(op),
      forgedHeader: '',
      path,
      query: [],
      headers: {},
      body: base ? { kind: 'json', value: base, label: 'valid' } : { kind: 'none' },
    };
    const upper = upperCaseIds(lower);
    if (JSON.stringify(upper) === JSON.stringify(lower)) continue;
    compared++;
    // upper case first: a write that succeeds changes what the same write finds next, so only a
    // refusal (which changes nothing) is compared with the lower-case answer; a read is compared whole
    const first = await send(ops, upper);
    if (first.status >= 500 || first.status === 0) {
      differences.push(`5xx: ${reproducer(ops, upper, first)}`);
      continue;
    }
    if (op.method !== 'GET' && first.status < 300) continue;
    const second = await send(ops, lower);
    const answer = (r: Result) =>
      op.method === 'GET' ? [r.status, r.text] : [r.status, (r.json as any)?.code, (r.json as any)?.errors];
    if (JSON.stringify(answer(first)) !== JSON.stringify(answer(second))) {
      differences.push(
        `${key(op)}: upper ${first.status} ${first.text.slice(0, 200)} ≠ lower ${second.status} ${second.text.slice(0, 200)}`,
      );
    }
  }
  expect(compared).toBeGreaterThan(40);
  expect(differences).toEqual([]);
}, 300_000);

/** Two red wine batches of a new player's estate, ready to blend (crushed from lots put in at the harvest). */
async function readyRedBatches(token: string, estateId: string): Promise<string[]> {
  await game.query('UPDATE game_clock SET day_index = GREATEST(day_index, 545)');
  const batches: { id: string; readyDay: number }[] = [];
  for (const variety of ['merlot', 'cabernet sauvignon'] as const) {
    const grapeLotId = await grapeLot(game, { estateId, blockName: 'Viña Fuzz', variety });
    const crushed = await game.api(token).POST('/api/estates/{estateId}/wine-batches', {
      params: { path: { estateId } },
      body: { grapeLotId, kilograms: 1000, preset: 'joven_red' },
    });
    expect(crushed.status).toBe(201);
    batches.push(crushed.body.data.batch);
  }
  await game.query('UPDATE game_clock SET day_index = GREATEST(day_index, $1)', [
    Math.max(...batches.map((b) => b.readyDay)),
  ]);
  return batches.map((b) => b.id);
}

it('blends batches named in upper case as in lower case (ids that exist, compared as text by the service)', async () => {
  const [upper, lower] = await Promise.all([game.playerWithEstate({}, 'blendu'), game.playerWithEstate({}, 'blendl')]);
  const blend = async (p: typeof upper, ids: string[]) =>
    game.api(p.token).POST('/api/estates/{estateId}/wine-batches/blend', {
      params: { path: { estateId: p.estate.id.toUpperCase() } },
      body: { batchIds: ids },
    });
  const upperIds = (await readyRedBatches(upper.token, upper.estate.id)).map((id) => id.toUpperCase());
  const lowerIds = await readyRedBatches(lower.token, lower.estate.id);
  const [a, b] = [await blend(upper, upperIds), await blend(lower, lowerIds)];
  expect([a.status, a.body.message]).toEqual([b.status, b.body.message]);
  expect(a.status).toBe(201);
  const parts = (r: typeof a) =>
    r.body.data.batch
      .blend!.map((part) => ({ ...part, batchId: undefined }))
      .sort((x, y) => x.variety.localeCompare(y.variety));
  expect(parts(a)).toEqual(parts(b));
  // the parts are named by their ids as stored
  expect(a.body.data.batch.blend!.map((part) => part.batchId).sort()).toEqual(
    upperIds.map((id) => id.toLowerCase()).sort(),
  );
});
