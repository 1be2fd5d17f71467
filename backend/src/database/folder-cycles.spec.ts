/**
 * The backend's folders and the knot they form (issue 36): folders that import each other in a
 * cycle (a strongly connected component of the folder import graph, type imports included). ESLint's
 * `import-x/no-cycle` keeps files free of cycles; this keeps the folders' knot from growing and
 * records it as it shrinks: a folder that leaves it is removed from KNOT, and none may join.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative, sep } from 'node:path';

const SRC = join(__dirname, '..');

/**
 * The folders still in one knot (2026-11-28: 10 of 32; 22 before audit left admin/, the /metrics
 * endpoint left metrics/ for monitoring/, postgres-url.ts moved to common/, and auth told estates
 * of verified addresses through AccountHooks instead of importing it).
 */
const KNOT = [
  'awards',
  'blocks',
  'estates',
  'grapes',
  'marketplace',
  'money',
  'notifications',
  'plots',
  'reputation',
  'winery',
];

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
  it('form no knot beyond the known one, which only shrinks', () => {
    const knots = components(folderGraph()).filter((c) => c.length > 1);
    expect(knots.length).toBeLessThanOrEqual(1);
    const knot = knots[0] ?? [];
    // no folder joins the knot
    expect(knot.filter((f) => !KNOT.includes(f))).toEqual([]);
    // a folder that left it is taken off KNOT, so that it cannot come back unnoticed
    expect(KNOT.filter((f) => !knot.includes(f))).toEqual([]);
  });

  it('keeps the platform (common/, config/, database/, metrics/, mail/, throttle/), auth/, users/, gametime/, audit/, admin/ and web/ out of it', () => {
    const knot = components(folderGraph()).find((c) => c.length > 1) ?? [];
    for (const folder of [
      'common',
      'config',
      'database',
      'metrics',
      'mail',
      'throttle',
      'auth',
      'users',
      'gametime',
      'audit',
      'admin',
      'web',
    ])
      expect({ folder, inKnot: knot.includes(folder) }).toEqual({ folder, inKnot: false });
  });
});
