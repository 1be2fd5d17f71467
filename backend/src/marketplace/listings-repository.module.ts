import { Module } from '@nestjs/common';
import { ListingsRepository } from './listings.repository';

/** The listings and sales tables, for the marketplace and for plots shown with their offers (no imports: no cycles). */
@Module({ providers: [ListingsRepository], exports: [ListingsRepository] })
export class ListingsRepositoryModule {}
