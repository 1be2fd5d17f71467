import { Module } from '@nestjs/common';
import { ReputationRepository } from './reputation.repository';

/** Reputation's SQL, for the reputation module and the tick steps that change points (no imports: no cycles). */
@Module({ providers: [ReputationRepository], exports: [ReputationRepository] })
export class ReputationRepositoryModule {}
