import { Module } from '@nestjs/common';
import { PlotsRepository } from './plots.repository';

/** The plots table, for the plots module and for new estates' template plots (no imports: no cycles). */
@Module({ providers: [PlotsRepository], exports: [PlotsRepository] })
export class PlotsRepositoryModule {}
