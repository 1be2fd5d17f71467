import { Inject, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DEMO_ACCOUNTS } from '@vineyard/domain';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';
import { AppLogger } from '../common/logger';
import { UsersRepository } from './users.repository';
import { PasswordService } from './password.service';
import { SessionsService } from './sessions.service';

/** The demo accounts' addresses (a reserved .test domain no real player can verify). */
export const DEMO_EMAILS: readonly string[] = [DEMO_ACCOUNTS.player.email, DEMO_ACCOUNTS.admin.email];

export function isDemoAccount(user: { email: string }): boolean {
  return DEMO_EMAILS.includes(user.email.toLowerCase());
}

/**
 * Seeds a verified demo player and admin when DEMO_ACCOUNTS=true (never in production). Their
 * passwords are public, so a production start disables any that exist (a database once started in
 * development) and ends their sessions; sign-in refuses them in production whatever their state.
 */
@Injectable()
export class DemoAccountsService implements OnApplicationBootstrap {
  constructor(
    private readonly dataSource: DataSource,
    private readonly passwords: PasswordService,
    private readonly logger: AppLogger,
    private readonly sessions: SessionsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: UsersRepository,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.isProduction) return this.disableInProduction();
    if (!this.config.demoAccounts) return;
    for (const [role, account] of [
      ['player', DEMO_ACCOUNTS.player],
      ['admin', DEMO_ACCOUNTS.admin],
    ] as const) {
      const created = await this.users.insertIfAbsent(this.dataSource, {
        username: account.username,
        email: account.email,
        passwordHash: await this.passwords.hash(account.password),
        role,
        emailVerified: true,
      });
      if (created) {
        this.logger.info('demo account created', { username: account.username, role });
      }
    }
  }

  private async disableInProduction(): Promise<void> {
    const disabled = await this.dataSource.transaction(async (manager) => {
      const rows = await this.users.lockByEmails(manager, DEMO_EMAILS);
      for (const row of rows) {
        if (!row.disabled_at) await this.users.disable(manager, row.id);
        await this.sessions.revokeAllForUser(manager, row.id, 'demo-disabled');
      }
      return rows.filter((r) => !r.disabled_at).map((r) => r.username);
    });
    if (disabled.length > 0) {
      this.logger.write('warn', 'demo accounts disabled: their passwords are public and NODE_ENV=production', {
        usernames: disabled,
      });
    }
  }
}
