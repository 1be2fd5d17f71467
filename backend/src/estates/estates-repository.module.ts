import { Module } from '@nestjs/common';
import { EstatesRepository } from './estates.repository';

/** The estates, owners and invitations tables, for the estates module and for auth's invitation claims (no imports: no cycles). */
@Module({ providers: [EstatesRepository], exports: [EstatesRepository] })
export class EstatesRepositoryModule {}
