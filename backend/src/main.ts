import 'reflect-metadata';
import { Controller, Get, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { PRODUCT_NAME } from '@vineyard/domain';

@Controller('health')
class H { @Get() get() { return { ok: true, PRODUCT_NAME }; } }
@Module({ controllers: [H] })
class AppModule {}
async function main() {
  const app = await NestFactory.create<NestFastifyApplication>(AppModule, new FastifyAdapter());
  await app.listen(3999);
  console.log('up');
}
void main();
