import { Module } from '@nestjs/common';
import { BlocksRepository } from './blocks.repository';

/** The blocks and harvests tables, for the blocks module and its readers (no imports: no cycles). */
@Module({ providers: [BlocksRepository], exports: [BlocksRepository] })
export class BlocksRepositoryModule {}
