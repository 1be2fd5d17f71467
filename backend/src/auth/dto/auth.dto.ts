import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { DomainRule, EmailField, Optional } from '../../common/validation';
import {
  EMAIL_MAX_LENGTH,
  MESSAGES,
  PASSWORD_MAX_LENGTH,
  USER_ROLES,
  validateConfirmPassword,
  validateIdentifier,
  validateLoginPassword,
  validatePassword,
  validateUsername,
} from '@vineyard/domain';

const m = MESSAGES.auth;
const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** The password rules of registration and reset, defined once (validatePassword). */
function NewPassword(): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ example: 'Vineyard!2025', minLength: 8, maxLength: PASSWORD_MAX_LENGTH }),
    DomainRule(validatePassword, 'string'),
  );
}

function ConfirmPassword(): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ example: 'Vineyard!2025' }),
    DomainRule((confirm, body) => validateConfirmPassword(body.password, confirm)),
  );
}

export class RegisterDto {
  /** 3-30 letters, digits, dots, underscores or dashes; public. */
  @ApiProperty({ example: 'vintner_anna', minLength: 3, maxLength: 30 })
  @DomainRule(validateUsername, 'string')
  @Transform(trim)
  username: string;

  @EmailField()
  email: string;

  /** At least 8 characters with a lowercase and an uppercase letter, a digit and one of @$!%*?& */
  @NewPassword()
  password: string;

  @ConfirmPassword()
  confirmPassword: string;

  @ApiPropertyOptional({ example: 'Anna', maxLength: 100 })
  @Optional()
  @IsString({ message: MESSAGES.common.notText('First name') })
  @MaxLength(100, { message: MESSAGES.common.textTooLong('First name', 100) })
  @Transform(trim)
  firstName?: string;

  @ApiPropertyOptional({ example: 'Rossi', maxLength: 100 })
  @Optional()
  @IsString({ message: MESSAGES.common.notText('Last name') })
  @MaxLength(100, { message: MESSAGES.common.textTooLong('Last name', 100) })
  @Transform(trim)
  lastName?: string;
}

export class LoginDto {
  /** An e-mail address (any case) or a username. */
  @ApiProperty({ example: 'demo_player' })
  @DomainRule(validateIdentifier, 'string')
  @MaxLength(EMAIL_MAX_LENGTH, { message: m.invalidCredentials }) // longer than any username or address
  @Transform(trim)
  identifier: string;

  @ApiProperty({ example: 'Vineyard!2025' })
  @DomainRule(validateLoginPassword, 'string')
  @MaxLength(PASSWORD_MAX_LENGTH, { message: m.invalidCredentials }) // longer than any password
  password: string;

  /** Keep the session for 30 days (otherwise at most a day). */
  @ApiPropertyOptional({ default: true })
  @Optional()
  @IsBoolean({ message: MESSAGES.common.notTrueOrFalse('Remember me') })
  rememberMe?: boolean;
}

export class RefreshDto {
  @ApiProperty({ description: 'The refresh token of the current session' })
  @IsNotEmpty({ message: m.refreshTokenMalformed })
  @IsString({ message: m.refreshTokenMalformed })
  @MaxLength(200, { message: m.refreshTokenMalformed })
  refresh_token: string;
}

export class LogoutDto {
  @ApiPropertyOptional({ description: 'Also revoke the session of this refresh token' })
  @Optional()
  @IsString({ message: m.refreshTokenMalformed })
  @MaxLength(200, { message: m.refreshTokenMalformed })
  refresh_token?: string;
}

export class EmailDto {
  @EmailField()
  email: string;
}

export class ResetPasswordDto {
  @ApiProperty({ description: 'The token from the reset link' })
  @IsNotEmpty({ message: m.resetTokenInvalid })
  @IsString({ message: m.resetTokenInvalid })
  @MaxLength(200, { message: m.resetTokenInvalid })
  token: string;

  /** The same rules as at registration. */
  @NewPassword()
  password: string;

  @ConfirmPassword()
  confirmPassword: string;
}

export class UserDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'vintner_anna' })
  username: string;

  @ApiProperty({ example: 'anna@example.com' })
  email: string;

  @ApiProperty({ type: String, nullable: true, example: 'Anna' })
  firstName: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'Rossi' })
  lastName: string | null;

  @ApiProperty({ enum: USER_ROLES, example: 'player' })
  @IsIn(USER_ROLES, { message: m.roleInvalid })
  role: (typeof USER_ROLES)[number];

  @ApiProperty()
  emailVerified: boolean;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;
}

export class UserEnvelopeDataDto {
  @ApiProperty({ type: UserDto })
  user: UserDto;
}

export class SessionDto {
  /** JWT (HS256), valid for `expires_in` seconds; send as `Authorization: Bearer …`. */
  @ApiProperty()
  access_token: string;

  /** Opaque, single-use: exchange it at POST /api/auth/refresh for a new pair. */
  @ApiProperty()
  refresh_token: string;

  @ApiProperty({ example: 'Bearer', enum: ['Bearer'] })
  token_type: 'Bearer';

  @ApiProperty({ description: 'Seconds the access token stays valid.', example: 900 })
  expires_in: number;

  @ApiProperty({ type: UserDto })
  user: UserDto;
}

export class EmptyDto {}

export class PublicConfigDto {
  /** Whether the demo accounts exist on this server (the sign-in page shows its demo buttons). */
  @ApiProperty()
  demoAccounts: boolean;
}
