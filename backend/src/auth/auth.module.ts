import { Global, Module } from '@nestjs/common';
import { UsersRepositoryModule } from './users-repository.module';
import { JwtModule } from '@nestjs/jwt';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { DemoAccountsService } from './demo-accounts.service';
import { AccessTokenVerifier } from './access-token.verifier';
import { PasswordService } from './password.service';
import { SessionsService } from './sessions.service';
import { SessionsRepository } from './sessions.repository';
import { EmailTokensRepository } from './email-tokens.repository';
import { ConfigController } from './config.controller';
import { PageSessions } from './page-session';
import { PlayerRequests } from './player-requests';
import { AccountHooks } from './account-hooks';
import { AuditModule } from '../audit/audit.module';
import { ApiKeysController } from './api-keys.controller';
import { ApiKeysRepository } from './api-keys.repository';
import { ApiKeysService } from './api-keys.service';

// global: every module's @Authenticated() routes verify their tokens through AccessTokenVerifier
@Global()
@Module({
  imports: [JwtModule.register({}), UsersRepositoryModule, AuditModule],
  controllers: [AuthController, ConfigController, ApiKeysController],
  providers: [
    AuthService,
    SessionsService,
    SessionsRepository,
    EmailTokensRepository,
    PasswordService,
    AccessTokenVerifier,
    DemoAccountsService,
    PageSessions,
    PlayerRequests,
    AccountHooks,
    ApiKeysRepository,
    ApiKeysService,
  ],
  exports: [
    ApiKeysService,
    AccountHooks,
    SessionsService,
    PasswordService,
    AccessTokenVerifier,
    PageSessions,
    PlayerRequests,
    UsersRepositoryModule,
  ],
})
export class AuthModule {}
