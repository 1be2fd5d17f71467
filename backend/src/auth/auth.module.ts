import { Module } from '@nestjs/common';
import { EstatesRepositoryModule } from '../estates/estates-repository.module';
import { UsersRepositoryModule } from './users-repository.module';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { DemoAccountsService } from './demo-accounts.service';
import { JwtStrategy } from './jwt.strategy';
import { PasswordService } from './password.service';
import { SessionsService } from './sessions.service';
import { SessionsRepository } from './sessions.repository';
import { EmailTokensRepository } from './email-tokens.repository';
import { ConfigController } from './config.controller';

@Module({
  imports: [PassportModule, JwtModule.register({}), EstatesRepositoryModule, UsersRepositoryModule],
  controllers: [AuthController, ConfigController],
  providers: [
    AuthService,
    SessionsService,
    SessionsRepository,
    EmailTokensRepository,
    PasswordService,
    JwtStrategy,
    DemoAccountsService,
  ],
  exports: [SessionsService, PasswordService, UsersRepositoryModule],
})
export class AuthModule {}
