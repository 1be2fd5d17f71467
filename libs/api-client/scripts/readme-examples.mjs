#!/usr/bin/env node
// The README's examples are the files in examples/, word for word: each code block follows a
// `<!-- example: examples/NAME.ts -->` line. `--check` fails (exit 1) when a block differs from its
// file or an example file is not in the README; without it, the blocks are rewritten from the files.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = join(dirname(fileURLToPath(import.meta.url)), '..');
const readmePath = join(dir, 'README.md');
const readme = readFileSync(readmePath, 'utf8');
const block = /<!-- example: (examples\/[\w.-]+\.ts) -->\n\n```ts\n([\s\S]*?)```\n/g;
const problems = [];
const seen = new Set();
const updated = readme.replace(block, (whole, file) => {
  seen.add(file);
  let text;
  try {
    text = readFileSync(join(dir, file), 'utf8');
  } catch {
    problems.push(`${file} is in the README but does not exist`);
    return whole;
  }
  const next = `<!-- example: ${file} -->\n\n\`\`\`ts\n${text}\`\`\`\n`;
  if (next !== whole) problems.push(`the README's ${file} differs from the file`);
  return next;
});
for (const name of readdirSync(join(dir, 'examples')).filter((f) => f.endsWith('.ts'))) {
  if (!seen.has(`examples/${name}`)) problems.push(`examples/${name} is not in the README`);
}
if (process.argv.includes('--check')) {
  for (const p of problems) console.error(p);
  process.exit(problems.length ? 1 : 0);
}
writeFileSync(readmePath, updated);
console.log(problems.length ? `README.md updated: ${problems.join('; ')}` : 'README.md is up to date');
