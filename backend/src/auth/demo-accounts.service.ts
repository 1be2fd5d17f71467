import { Inject, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DEMO_ACCOUNTS } from '@vineyard/domain';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';
import { AppLogger } from '../common/logger';
import { UserEntity } from '../users/entities/user.entity';
import { PasswordService } from './password.service';

/** Seeds a verified demo player and admin when DEMO_ACCOUNTS=true (never in production). */
@Injectable()
export class DemoAccountsService implements OnApplicationBootstrap {
  constructor(
    private readonly dataSource: DataSource,
    private readonly passwords: PasswordService,
    private readonly logger: AppLogger,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.demoAccounts || this.config.isProduction) return;
    for (const [role, account] of [
      ['player', DEMO_ACCOUNTS.player],
      ['admin', DEMO_ACCOUNTS.admin],
    ] as const) {
      const result = await this.dataSource
        .createQueryBuilder()
        .insert()
        .into(UserEntity)
        .values({
          username: account.username,
          email: account.email,
          passwordHash: await this.passwords.hash(account.password),
          role,
          emailVerified: true,
        })
        .orIgnore()
        .execute();
      if (result.identifiers.length > 0 && result.raw.length > 0) {
        this.logger.info('demo account created', { username: account.username, role });
      }
    }
  }
}
