import { Module } from '@nestjs/common';
import { CellarRepository } from './cellar.repository';

/** The cellar's tables, for the winery and for new estates' starter cellars. */
@Module({ providers: [CellarRepository], exports: [CellarRepository] })
export class CellarModule {}
