/**
 * Which release is running, from one place: the version is the root package.json's (bumped once
 * per release, see CHANGELOG.md), the commit is VV_COMMIT (set when an image is built: the
 * Dockerfile's build argument) or, in a git checkout, the checkout's HEAD; "unknown" otherwise.
 * Read once per process; GET /api/health, the metrics' vv_build_info and the start-up banner show
 * the same values.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface Release {
  /** The root package.json's version, e.g. "0.2.0". */
  version: string;
  /** The git commit (40 hex digits, or what VV_COMMIT says), or "unknown". */
  commit: string;
}

/** The repository's root (the folder of the root package.json) as seen from backend/dist/common. */
const ROOT_CANDIDATES = [join(__dirname, '..', '..', '..'), process.cwd()];

function rootPackage(): { dir: string; version: string } | null {
  for (const dir of ROOT_CANDIDATES) {
    const file = join(dir, 'package.json');
    if (!existsSync(file)) continue;
    try {
      const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
      if (pkg.name === 'vineyard-valley' && pkg.version) return { dir, version: pkg.version };
    } catch {
      /* unreadable: try the next */
    }
  }
  return null;
}

/** A commit as VV_COMMIT may give it: hex (a full or abbreviated sha), at most 64 characters. */
const COMMIT = /^[0-9a-f]{7,64}$/i;

function gitHead(dir: string): string | null {
  // a checkout (.git a folder) or a worktree (.git a file pointing at its folder)
  if (!existsSync(join(dir, '.git'))) return null;
  try {
    const sha = execFileSync('git', ['rev-parse', 'HEAD'], {
      cwd: dir,
      encoding: 'utf8',
      timeout: 2000,
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    return COMMIT.test(sha) ? sha : null;
  } catch {
    return null; // no git on this machine, or not a repository after all
  }
}

/** Reads the release; `env` and `root` for tests. */
export function readRelease(env: NodeJS.ProcessEnv = process.env, root = rootPackage()): Release {
  const fromEnv = env.VV_COMMIT?.trim();
  const commit = fromEnv && COMMIT.test(fromEnv) ? fromEnv.toLowerCase() : root ? gitHead(root.dir) : null;
  return { version: root?.version ?? 'unknown', commit: commit ?? 'unknown' };
}

let cached: Release | null = null;

/** This process's release (read on first use). */
export function release(): Release {
  cached ??= readRelease();
  return cached;
}
