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

// global: every module's @Authenticated() routes verify their tokens through AccessTokenVerifier
@Global()
@Module({
  imports: [JwtModule.register({}), UsersRepositoryModule],
  controllers: [AuthController, ConfigController],
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
  ],
  exports: [
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
