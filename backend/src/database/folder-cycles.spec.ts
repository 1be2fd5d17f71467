/**
 * The backend's folders form no knot (issue 36): no folders import each other in a cycle (a
 * strongly connected component of the folder import graph, type imports included), so the
 * folders stack in layers, each importing only folders below it. ESLint's `import-x/no-cycle`
 * keeps files free of cycles; this keeps folders free of them. (2026-11-29: none among 34 folders; there
 * were 22 folders in one knot on 2026-11-27. Ownership checks left the estates' office for
 * estates/estate-access.ts, plots read their own offers, grape lots their planted hectares, and
 * an award names its wine lot by the entity's name.)
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative, sep } from 'node:path';

const SRC = join(__dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return e.name.endsWith('.ts') && !e.name.endsWith('.spec.ts') ? [path] : [];
  });
}

/** The top folder of a path under backend/src ('(root)' for a file directly in it). */
const folderOf = (path: string): string => {
  const parts = relative(SRC, path).split(sep);
  return parts.length > 1 ? parts[0]! : '(root)';
};

function folderGraph(): Map<string, Set<string>> {
  const edges = new Map<string, Set<string>>();
  for (const file of sourceFiles(SRC)) {
    const from = folderOf(file);
    if (!edges.has(from)) edges.set(from, new Set());
    for (const m of readFileSync(file, 'utf8').matchAll(/from '(\.[^']+)'/g)) {
      const target = normalize(join(dirname(file), m[1]!));
      if (relative(SRC, target).startsWith('..')) continue;
      const to = folderOf(target);
      if (to !== from) edges.get(from)!.add(to);
    }
  }
  return edges;
}

/** Tarjan's strongly connected components. */
function components(edges: Map<string, Set<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      for (let w = stack.pop()!; ; w = stack.pop()!) {
        onStack.delete(w);
        component.push(w);
        if (w === v) break;
      }
      found.push(component.sort());
    }
  };
  for (const v of [...edges.keys()].sort()) if (!index.has(v)) visit(v);
  return found;
}

describe('backend folders (issue 36)', () => {
  it('import each other in no cycle', () => {
    expect(components(folderGraph()).filter((c) => c.length > 1)).toEqual([]);
  });

  it('finds a cycle of folders when there is one', () => {
    const edges = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
      ['d', new Set(['a'])],
    ]);
    expect(components(edges).filter((c) => c.length > 1)).toEqual([['a', 'b', 'c']]);
  });
});
