/**
 * JSON that PostgreSQL already rendered (json_agg of json_build_object), carried to the answer as
 * text: a lean route (common/lean-route.ts) splices it into the body without parsing it into
 * objects and serialising them again, the hottest read's largest share of JavaScript work. Anywhere
 * else (Nest's pipeline, a test's JSON.stringify) `toJSON` parses it, so the answer is the same.
 * `T` is the value the text holds, for the types (the contract documents it through the DTOs).
 */
import { randomBytes } from 'node:crypto';

export class JsonText<T = unknown> {
  declare private readonly holds?: T;
  constructor(readonly text: string) {}

  toJSON(): T {
    return JSON.parse(this.text) as T;
  }
}

/** A secret of the process: a mark is a NUL, this nonce and a number, which no player can send. */
const NONCE = randomBytes(12).toString('hex');

/** The value with its JsonText properties or items replaced by marks (a shallow copy), or itself. */
function marked(value: unknown, texts: string[]): unknown {
  if (value === null || typeof value !== 'object') return value;
  let copy: Record<string, unknown> | null = null;
  for (const key of Object.keys(value)) {
    const item = (value as Record<string, unknown>)[key];
    if (item instanceof JsonText) {
      copy ??= (Array.isArray(value) ? [...(value as unknown[])] : { ...value }) as Record<string, unknown>;
      copy[key] = `\u0000${NONCE}${texts.push(item.text) - 1}\u0000`;
    }
  }
  return copy ?? value;
}

/** Whether a JsonText is among the value's own members, at any depth (up to 32 levels). */
function holdsJsonText(value: unknown, depth: number): boolean {
  if (value instanceof JsonText) return true;
  if (value === null || typeof value !== 'object' || depth > 32) return false;
  if (Array.isArray(value)) {
    for (const item of value) if (holdsJsonText(item, depth + 1)) return true;
    return false;
  }
  for (const key in value) if (holdsJsonText((value as Record<string, unknown>)[key], depth + 1)) return true;
  return false;
}

/**
 * JSON.stringify(value), with each JsonText written as its text. JSON.stringify would call a
 * JsonText's `toJSON` (parsing it) before any replacer sees it, so the replacer works one level
 * up: each object or array it is given comes back as a shallow copy whose JsonText members are
 * numbered marks — a NUL, the process's random nonce and the number, which a string could
 * produce only by holding a NUL (refused in every input, and impossible in PostgreSQL text) and
 * knowing the nonce. The marks are then replaced by the texts.
 */
export function stringifyJson(value: unknown): string {
  if (value instanceof JsonText) return value.text;
  // without a JsonText JSON.stringify needs no replacer (whose call for every value of a large
  // answer cost more than the walk); one it misses (behind a toJSON) is parsed by its own toJSON
  if (!holdsJsonText(value, 0)) return JSON.stringify(value);
  const texts: string[] = [];
  const json = JSON.stringify(value, (_key: string, v: unknown) => marked(v, texts));
  if (texts.length === 0) return json;
  // each mark is in the JSON once (JSON.stringify writes a NUL as \u0000); a holder's members are
  // numbered before its children's, so the marks are found by number and spliced in text order
  const found = texts.map((text, i) => {
    const mark = `"\\u0000${NONCE}${i}\\u0000"`;
    return { at: json.indexOf(mark), length: mark.length, text };
  });
  if (found.length > 1) found.sort((a, b) => a.at - b.at);
  let out = '';
  let from = 0;
  for (const { at, length, text } of found) {
    out += json.slice(from, at) + text;
    from = at + length;
  }
  return out + json.slice(from);
}
