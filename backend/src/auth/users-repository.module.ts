import { Module } from '@nestjs/common';
import { UsersRepository } from './users.repository';

/** The users table's statements for estates and the admin (no imports: no cycles). */
@Module({ providers: [UsersRepository], exports: [UsersRepository] })
export class UsersRepositoryModule {}
