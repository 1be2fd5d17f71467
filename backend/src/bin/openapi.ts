/**
 * Writes openapi.yaml from the code without a database or an open port:
 * the app is created in preview mode, the document built, keys sorted, YAML written.
 * `npm run openapi` runs it; CI regenerates and fails on any difference.
 */
import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { stringify } from 'yaml';
import { loadConfig } from '../config/env';
import { AppLogger } from '../common/logger';
import { buildOpenApiDocument, createApp } from '../app.factory';

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value as Record<string, unknown>)
        .sort()
        .map((k) => [k, sortKeys((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}

async function main(): Promise<void> {
  const config = {
    ...loadConfig({ NODE_ENV: 'production', DEMO_ACCOUNTS: 'false' }),
    serveSpa: false,
    jwtSecret: 'openapi-generation-does-not-sign-anything',
  };
  const app = await createApp(config, 'postgres://openapi@127.0.0.1:1/none', new AppLogger('silent'), {
    preview: true,
  });
  const document = buildOpenApiDocument(app);
  await app.close();
  const out = resolve(process.argv[2] ?? resolve(__dirname, '..', '..', '..', 'openapi.yaml'));
  writeFileSync(out, stringify(sortKeys(document), { lineWidth: 0 }));
  process.stdout.write(`wrote ${out}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`openapi generation failed: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
