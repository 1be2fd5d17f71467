import { Body, Controller, Get, Headers, HttpCode, Ip, Param, Post, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { MESSAGES } from '@vineyard/domain';
import { RequestId } from '../common/request-id.decorator';
import { ApiDataResponse, ApiErrors, BODY_ERRORS, Envelope, ok } from '../common/api-docs';
import { toUserDto } from './users.mapper';
import { AuthService } from './auth.service';
import type { AuthenticatedUser } from './auth.types';
import {
  EmailDto,
  EmptyDto,
  LoginDto,
  LogoutDto,
  RefreshDto,
  RegisterDto,
  ResetPasswordDto,
  SessionDto,
  UserEnvelopeDataDto,
} from './dto/auth.dto';
import { apiKeyOf, Authenticated, CurrentAuth } from './guards';
import { DomainError } from '../common/errors';
import { SessionsService } from './sessions.service';
import { PageSessions } from './page-session';
import { AccessTokenVerifier } from './access-token.verifier';
import { sha256 } from './tokens';

const m = MESSAGES.auth;

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly sessions: SessionsService,
    private readonly pages: PageSessions,
    private readonly tokens: AccessTokenVerifier,
  ) {}

  /** The session as the answer, and its page-session cookie (auth/page-session.ts) on the reply. */
  private signedIn(reply: FastifyReply, session: SessionDto, message?: string): Envelope<SessionDto> {
    this.pages.grant(reply, session);
    return ok(session, message);
  }

  @Post('register')
  @ApiOperation({
    operationId: 'register',
    summary: 'Create an account',
    description:
      'Creates an unverified account and e-mails a verification link. A taken e-mail address gets the same answer (its owner is notified by mail); a taken username is 409.',
  })
  @ApiDataResponse(EmptyDto, 201, 'Registered; a verification e-mail is on its way')
  @ApiErrors(...BODY_ERRORS, 'USERNAME_TAKEN', 'RATE_LIMITED')
  async register(@Body() dto: RegisterDto, @Ip() ip: string): Promise<Envelope<EmptyDto>> {
    await this.auth.register(dto, ip);
    return ok({}, m.registered);
  }

  @Get('verify-email/:token')
  @ApiOperation({
    operationId: 'verifyEmail',
    summary: 'Verify an e-mail address and sign in',
    description:
      'Consumes the single-use token from the verification e-mail, activates the account and opens a session.',
  })
  @ApiParam({ name: 'token', description: 'The token from the e-mail link' })
  @ApiDataResponse(SessionDto)
  @ApiErrors('UNSAFE_INPUT', 'TOKEN_INVALID', 'TOKEN_EXPIRED', 'ACCOUNT_DISABLED')
  async verifyEmail(
    @Param('token') token: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Envelope<SessionDto>> {
    return this.signedIn(reply, await this.auth.verifyEmail(token.slice(0, 200)), m.emailVerified);
  }

  @Post('resend-verification')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'resendVerification',
    summary: 'Send a new verification link',
    description: 'Answers the same whatever the address; only an unverified account gets a mail.',
  })
  @ApiDataResponse(EmptyDto)
  @ApiErrors(...BODY_ERRORS, 'RATE_LIMITED')
  async resend(@Body() dto: EmailDto, @Ip() ip: string, @RequestId() reqId: string): Promise<Envelope<EmptyDto>> {
    await this.auth.resendVerification(dto.email, ip, reqId);
    return ok({}, m.verificationSent);
  }

  @Post('login')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'login',
    summary: 'Sign in with an e-mail address or username',
    description:
      'Wrong credentials answer 401 with one message whether or not the account exists; an unverified account answers 403. Failures are throttled per account and IP (429 with Retry-After).',
  })
  @ApiDataResponse(SessionDto)
  @ApiErrors(...BODY_ERRORS, 'INVALID_CREDENTIALS', 'ACCOUNT_DISABLED', 'EMAIL_NOT_VERIFIED', 'RATE_LIMITED')
  async login(
    @Body() dto: LoginDto,
    @Ip() ip: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Envelope<SessionDto>> {
    return this.signedIn(reply, await this.auth.login(dto, ip));
  }

  @Post('refresh')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'refreshSession',
    summary: 'Exchange a refresh token for a new pair',
    description:
      'Refresh tokens are single-use. Presenting one that was already exchanged revokes the whole session (reuse detection), ' +
      'except the immediate duplicate (within seconds) from the client that exchanged it, as when two tabs refresh at once: ' +
      'that one is refused with 401 and the session lives on; the client should use the token pair the other tab received.',
  })
  @ApiDataResponse(SessionDto)
  @ApiErrors(...BODY_ERRORS, 'REFRESH_TOKEN_INVALID', 'REFRESH_TOKEN_SUPERSEDED')
  async refresh(
    @Body() dto: RefreshDto,
    @Ip() ip: string,
    @Res({ passthrough: true }) reply: FastifyReply,
    @Headers('user-agent') userAgent?: string,
  ): Promise<Envelope<SessionDto>> {
    return this.signedIn(reply, await this.sessions.rotate(dto.refresh_token, sha256(`${ip}\n${userAgent ?? ''}`)));
  }

  @Post('logout')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'logout',
    summary: 'Sign out',
    description:
      'Ends the session at once, with all its refresh tokens, whatever the state of its access token: the session of the Bearer token (also an expired one), of `refresh_token` and of the page-session cookie, whichever are sent; each is enough. Clears the page-session cookie. Answers 200 also when they name no live session (nothing to end). A personal API key is refused (403 `API_KEY_NOT_ALLOWED`): revoke it instead.',
  })
  @ApiDataResponse(EmptyDto)
  @ApiErrors(...BODY_ERRORS, 'API_KEY_NOT_ALLOWED')
  async logout(
    @Body() dto: LogoutDto,
    @Res({ passthrough: true }) reply: FastifyReply,
    // the request itself, not @Headers: the credentials it may carry are not parameters of the contract
    @Req() request: FastifyRequest,
  ): Promise<Envelope<EmptyDto>> {
    const { authorization, cookie } = request.headers;
    // a personal API key signs nothing out (and is not ended by sign-out): revoke it instead
    if (apiKeyOf(authorization) !== null) throw new DomainError('API_KEY_NOT_ALLOWED');
    const named = [this.tokens.sessionNamed(authorization), this.pages.sessionNamed(cookie)];
    await this.sessions.end(
      named.filter((id): id is string => id !== null),
      dto?.refresh_token,
    );
    this.pages.clear(reply);
    return ok({}, m.signedOut);
  }

  @Get('me')
  @Authenticated()
  @ApiOperation({ operationId: 'getMe', summary: 'The signed-in user', description: 'Answers `data.user`.' })
  @ApiDataResponse(UserEnvelopeDataDto)
  me(@CurrentAuth() auth: AuthenticatedUser): Envelope<UserEnvelopeDataDto> {
    return ok({ user: toUserDto(auth.user) });
  }

  @Post('forgot-password')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'forgotPassword',
    summary: 'E-mail a password reset link',
    description:
      'Answers the same, at once, for every address; an existing account gets a link valid for 60 minutes (sent after the answer).',
  })
  @ApiDataResponse(EmptyDto)
  @ApiErrors(...BODY_ERRORS, 'RATE_LIMITED')
  async forgot(@Body() dto: EmailDto, @Ip() ip: string, @RequestId() reqId: string): Promise<Envelope<EmptyDto>> {
    await this.auth.forgotPassword(dto.email, ip, reqId);
    return ok({}, m.resetLinkSent);
  }

  @Post('reset-password')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'resetPassword',
    summary: 'Set a new password with a reset token',
    description:
      'Sets the password, ends every session of the account, and does not sign in. Throttled per IP (429 with Retry-After).',
  })
  @ApiDataResponse(EmptyDto)
  @ApiErrors(...BODY_ERRORS, 'TOKEN_INVALID', 'TOKEN_EXPIRED', 'RATE_LIMITED')
  async reset(@Body() dto: ResetPasswordDto, @Ip() ip: string): Promise<Envelope<EmptyDto>> {
    await this.auth.resetPassword(dto, ip);
    return ok({}, m.passwordReset);
  }
}
