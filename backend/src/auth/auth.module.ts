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
import { ConfigController } from './config.controller';

@Module({
  imports: [PassportModule, JwtModule.register({}), EstatesRepositoryModule, UsersRepositoryModule],
  controllers: [AuthController, ConfigController],
  providers: [AuthService, SessionsService, PasswordService, JwtStrategy, DemoAccountsService],
  exports: [SessionsService, PasswordService, UsersRepositoryModule],
})
export class AuthModule {}
