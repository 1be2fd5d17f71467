/** Resource ids are UUIDs; anything else can never name a resource (answered as not found). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/** A body or query field that names resources by id: `id`, `…Id`, `…Ids`. */
const ID_FIELD = /^(id|\w+Id|\w+Ids)$/;

const lowerUuid = (value: unknown): unknown =>
  typeof value === 'string' && UUID.test(value) ? value.toLowerCase() : value;

/**
 * Ids in any case, as PostgreSQL's uuid type reads them, in lower case, as it writes them: every
 * route parameter that is a UUID, and the UUIDs of id fields (`id`, `…Id`, `…Ids`) anywhere in a
 * body or query, so that code comparing ids as text (a map keyed by the rows' ids) meets one
 * spelling. Text fields are left alone (a name that looks like a UUID stays as written). Changes
 * objects in place; returns the value (a new string for a route parameter).
 */
export function lowerCaseIds(value: unknown, where: 'param' | 'query' | 'body'): unknown {
  if (where === 'param') {
    if (typeof value === 'string') return lowerUuid(value);
    if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) (value as Record<string, unknown>)[k] = lowerUuid(v);
    }
    return value;
  }
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (!item || typeof item !== 'object') continue;
    for (const [k, v] of Object.entries(item)) {
      if (ID_FIELD.test(k) && !Array.isArray(item)) {
        (item as Record<string, unknown>)[k] = Array.isArray(v) ? v.map(lowerUuid) : lowerUuid(v);
      }
      if (v && typeof v === 'object') stack.push(v);
    }
  }
  return value;
}
