import { Module } from '@nestjs/common';
import { CellarRepository } from './cellar.repository';

/** The cellar's tables, for the cellar and for the estates' office (starter cellars, the inventory). */
@Module({ providers: [CellarRepository], exports: [CellarRepository] })
export class CellarRepositoryModule {}
