import { MESSAGES } from '@vineyard/domain';

/** How deeply a JSON body may nest: far beyond any DTO, far below a stack overflow. */
export const MAX_INPUT_DEPTH = 32;

/**
 * Finds what no handler should see, walking without recursion: text containing a NUL character
 * (PostgreSQL cannot store it) or nesting deeper than MAX_INPUT_DEPTH.
 */
export function unsafeInput(value: unknown): 'nul' | 'depth' | null {
  // a route parameter or query value: no walk (and no stack) needed
  if (typeof value === 'string') return value.includes('\u0000') ? 'nul' : null;
  if (value === null || typeof value !== 'object') return null;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!;
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return 'nul';
    } else if (item !== null && typeof item === 'object') {
      if (depth >= MAX_INPUT_DEPTH) return 'depth';
      for (const [key, child] of Object.entries(item)) {
        if (key.includes('\u0000')) return 'nul';
        stack.push([child, depth + 1]);
      }
    }
  }
  return null;
}

export const UNSAFE_INPUT_MESSAGES = {
  nul: MESSAGES.api.nulCharacters,
  depth: MESSAGES.api.nestedTooDeeply(MAX_INPUT_DEPTH),
} as const;
