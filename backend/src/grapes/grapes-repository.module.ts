import { Module } from '@nestjs/common';
import { GrapesRepository } from './grapes.repository';

/** The grape lots table, for the grapes module, harvests, the cellar and estates (no imports: no cycles). */
@Module({ providers: [GrapesRepository], exports: [GrapesRepository] })
export class GrapesRepositoryModule {}
