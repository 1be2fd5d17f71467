import { getMetadataStorage } from 'class-validator';

type MetadataLookup = (
  target: unknown,
  schema: string | undefined,
  always: boolean,
  strictGroups: boolean,
  groups?: string[],
) => unknown[];
type MetadataStore = {
  getTargetValidationMetadatas: MetadataLookup;
  addValidationMetadata(...args: unknown[]): void;
  addConstraintMetadata(...args: unknown[]): void;
  addValidationSchema(...args: unknown[]): void;
};
const CACHED = Symbol('vv:validationMetadataCached');

/**
 * class-validator looks up a class's rules on every validation by walking the rules of every class
 * it knows (hundreds of DTOs here, an `instanceof` each): a measurable share of a small request's
 * CPU time (docs/performance.md, scenario 10). The rules are declared when the classes load, so
 * the answer for a class and options is kept, and forgotten whenever a rule is added. Its callers
 * (class-validator's executor, Nest's pipe) only read the array they are given.
 */
export function cacheValidationMetadata(): void {
  const storage = getMetadataStorage() as unknown as MetadataStore & { [CACHED]?: true };
  if (storage[CACHED]) return;
  storage[CACHED] = true;
  const lookup = storage.getTargetValidationMetadatas.bind(storage);
  let cache = new Map<unknown, Map<string, unknown[]>>();
  storage.getTargetValidationMetadatas = (target, schema, always, strictGroups, groups) => {
    if (schema !== undefined) return lookup(target, schema, always, strictGroups, groups);
    const key = `${always}\u0000${strictGroups}\u0000${groups?.join('\u0000') ?? ''}`;
    let byOptions = cache.get(target);
    if (!byOptions) cache.set(target, (byOptions = new Map()));
    let found = byOptions.get(key);
    if (!found) byOptions.set(key, (found = lookup(target, schema, always, strictGroups, groups)));
    return found;
  };
  for (const add of ['addValidationMetadata', 'addConstraintMetadata', 'addValidationSchema'] as const) {
    const original = storage[add].bind(storage);
    storage[add] = (...args: unknown[]) => {
      cache = new Map();
      original(...args);
    };
  }
}
