// `npm run docs:rules`: writes the winery's rules (libs/domain/src/winery-knowledge.ts, the text the
// Knowledge tab shows) into docs/game-rules.md between its `winery-rules` markers. A domain test
// fails when the two differ. Runs the compiled domain package, which the npm script builds first.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const { wineryRulesMarkdown } = createRequire(import.meta.url)('../libs/domain/dist/cjs/winery-knowledge.js');
const file = new URL('../docs/game-rules.md', import.meta.url);
const doc = readFileSync(file, 'utf8');
const start = '<!-- winery-rules:start (npm run docs:rules) -->';
const end = '<!-- winery-rules:end -->';
const from = doc.indexOf(start);
const to = doc.indexOf(end);
if (from < 0 || to < from) throw new Error(`docs/game-rules.md has no ${start} … ${end} block`);
writeFileSync(file, `${doc.slice(0, from + start.length)}\n${wineryRulesMarkdown()}\n${doc.slice(to)}`);
