/**
 * Measures NestJS on Fastify against NestJS on Express for the same tiny JSON endpoint with
 * autocannon over loopback (`node backend/dist/bin/adapter-bench.js`). Figures go to
 * docs/decisions.md. Same process, same route, alternating runs; medians of several runs.
 */
import 'reflect-metadata';
import { Controller, Get, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import { ExpressAdapter } from '@nestjs/platform-express';

@Controller('bench')
class BenchController {
  @Get()
  get(): { data: { status: string; n: number } } {
    return { data: { status: 'ok', n: 42 } };
  }
}

@Module({ controllers: [BenchController] })
class BenchModule {}

async function measure(kind: 'fastify' | 'express', seconds: number): Promise<{ rps: number; p99: number }> {
  const adapter = kind === 'fastify' ? new FastifyAdapter() : new ExpressAdapter();
  const app = await NestFactory.create(BenchModule, adapter, { logger: false });
  await app.listen(0, '127.0.0.1');
  const url = `${await app.getUrl()}/bench`.replace('[::1]', '127.0.0.1');
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const autocannon = require('autocannon');
  const result = await autocannon({ url, connections: 64, duration: seconds });
  await app.close();
  return { rps: result.requests.average, p99: result.latency.p99 };
}

async function main(): Promise<void> {
  const runs = Number(process.argv[2] ?? 3);
  const seconds = Number(process.argv[3] ?? 5);
  const results: Record<string, { rps: number[]; p99: number[] }> = {
    fastify: { rps: [], p99: [] },
    express: { rps: [], p99: [] },
  };
  for (let i = 0; i < runs; i++) {
    for (const kind of ['fastify', 'express'] as const) {
      const r = await measure(kind, seconds);
      results[kind]!.rps.push(r.rps);
      results[kind]!.p99.push(r.p99);
    }
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const f = results.fastify!;
  const e = results.express!;
  console.log(JSON.stringify({ runs, seconds, connections: 64, fastify: f, express: e }, null, 2));
  console.log(
    `median req/s fastify ${median(f.rps).toFixed(0)}, express ${median(e.rps).toFixed(0)} ` +
      `(ratio ${(median(f.rps) / median(e.rps)).toFixed(2)}x); median p99 ms fastify ${median(f.p99)}, express ${median(e.p99)}`,
  );
}

void main();
