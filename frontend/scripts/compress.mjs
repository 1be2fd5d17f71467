/**
 * After `vite build`: writes a brotli (.br) and a gzip (.gz) copy beside every text asset of
 * frontend/dist over 1 KB, once, at maximum compression. The server sends them to browsers that
 * accept them (@fastify/static `preCompressed`), so serving costs no CPU per request.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = fileURLToPath(new URL('../dist', import.meta.url));
const TEXT = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (!statSync(path).isDirectory()) yield path;
    // the server renderer (prerendered/ssr/) is read by the server, never sent
    else if (!path.endsWith(join('prerendered', 'ssr'))) yield* files(path);
  }
}

let count = 0;
let before = 0;
let after = 0;
for (const path of files(dist)) {
  if (!TEXT.test(path)) continue;
  const data = readFileSync(path);
  if (data.length < 1024) continue;
  const br = brotliCompressSync(data, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
  });
  writeFileSync(`${path}.br`, br);
  writeFileSync(`${path}.gz`, gzipSync(data, { level: 9 }));
  count++;
  before += data.length;
  after += br.length;
}
console.log(`compressed ${count} files: ${Math.round(before / 1024)} KB → ${Math.round(after / 1024)} KB brotli`);
