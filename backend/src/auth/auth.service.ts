import { Inject, Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { AUTH_LIFETIMES, MESSAGES } from '@vineyard/domain';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';
import { AppLogger } from '../common/logger';
import { MailService } from '../mail/mail.service';
import { registrationAttemptMail, resetMail, verificationMail } from '../mail/templates';
import { ThrottleService, type ThrottleRule } from '../throttle/throttle.service';
import { AccountHooks } from './account-hooks';
import { isDemoAccount } from './demo-accounts.service';
import type { LoginDto, RegisterDto, ResetPasswordDto, SessionDto } from './dto/auth.dto';
import type { EmailTokenEntity, EmailTokenKind } from './entities/email-token.entity';
import { EmailTokensRepository } from './email-tokens.repository';
import { UsersRepository } from './users.repository';
import { PasswordService } from './password.service';
import { SessionsService } from './sessions.service';
import { newOpaqueToken, sha256 } from './tokens';
import { DomainError, fieldError } from '../common/errors';

const m = MESSAGES.auth;
const HOUR = 3600;

@Injectable()
export class AuthService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly passwords: PasswordService,
    private readonly sessions: SessionsService,
    private readonly mail: MailService,
    private readonly throttle: ThrottleService,
    private readonly logger: AppLogger,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly accounts: AccountHooks,
    private readonly users: UsersRepository,
    private readonly emailTokens: EmailTokensRepository,
  ) {}

  /** Same answer whether or not the e-mail is taken; the owner of a taken address gets a notice. */
  async register(dto: RegisterDto, ip: string): Promise<void> {
    await this.throttle.consume([
      { key: `register:ip:${ip}`, limit: this.config.throttle.registerPerIp, windowSeconds: HOUR },
    ]);
    const passwordHash = await this.passwords.hash(dto.password); // hashed on every path: equal timing
    const created = await this.dataSource.transaction(async (manager) => {
      const existing = await this.users.clashing(manager, dto.email, dto.username);
      if (existing.some((u) => u.username.toLowerCase() === dto.username.toLowerCase())) {
        throw fieldError('USERNAME_TAKEN', 'username', m.usernameTaken);
      }
      if (existing.some((u) => u.email === dto.email)) {
        // the notice counts toward the address's mail budget like every other mail to it; over the
        // budget it is skipped silently (the answer stays the same: no enumeration, no flooding)
        if (!(await this.throttle.allow([this.addressRule(dto.email)], manager))) return false;
        await this.mail.enqueue(
          manager,
          dto.email,
          registrationAttemptMail(
            `${this.config.publicUrl}/auth/login`,
            `${this.config.publicUrl}/auth/forgot-password`,
          ),
        );
        return true;
      }
      const userId = await this.users.insertPlayer(manager, {
        username: dto.username,
        email: dto.email,
        passwordHash,
        firstName: dto.firstName || null,
        lastName: dto.lastName || null,
      });
      // a concurrent registration of the same address or name: answer as if taken
      if (!userId) throw fieldError('USERNAME_TAKEN', 'username', m.usernameTaken);
      const token = await this.newEmailToken(manager, userId, 'verify');
      await this.mail.enqueue(manager, dto.email, verificationMail(dto.username, this.link('verify-email', token)));
      return true;
    });
    if (created) this.mail.kick();
  }

  async verifyEmail(token: string): Promise<SessionDto> {
    const session = await this.dataSource.transaction(async (manager) => {
      const row = await this.consumeEmailToken(manager, token, 'verify', m.verifyTokenInvalid, m.verifyTokenExpired);
      await this.users.markEmailVerified(manager, row.userId);
      const user = await this.users.getById(manager, row.userId);
      await this.accounts.addressVerified(manager, user);
      if (user.disabledAt) throw new DomainError('ACCOUNT_DISABLED');
      return this.sessions.open(user, true, manager);
    });
    return session;
  }

  /** Like forgotPassword: answered once counted, the lookup and the mail come after the answer. */
  async resendVerification(email: string, ip: string, reqId?: string): Promise<void> {
    await this.throttle.consume(this.emailRules('verify', email, ip));
    this.afterAnswer('resend-verification', reqId, async () => {
      const sent = await this.dataSource.transaction(async (manager) => {
        const user = await this.users.findByEmail(manager, email);
        if (!user || user.emailVerified || user.disabledAt) return false;
        const token = await this.newEmailToken(manager, user.id, 'verify');
        await this.mail.enqueue(manager, user.email, verificationMail(user.username, this.link('verify-email', token)));
        return true;
      });
      if (sent) this.mail.kick();
    });
  }

  /**
   * Every attempt is counted before the password is checked (atomically: a burst cannot outrun the
   * limit), against the account — by its id when it exists, so username and e-mail share one budget
   * — per address and overall, and against the address alone (password spraying across accounts).
   * A successful sign-in gives its count back and clears the account's failures from that address.
   */
  async login(dto: LoginDto, ip: string): Promise<SessionDto> {
    const identifier = dto.identifier.toLowerCase();
    const user = await this.users.findByIdentifier(this.dataSource.manager, identifier);
    const account = user ? `user:${user.id}` : `name:${identifier}`;
    const t = this.config.throttle;
    const rules: ThrottleRule[] = [
      {
        key: `login:acct-ip:${account}:${ip}`,
        limit: t.loginPerAccountIp,
        windowSeconds: t.loginPerAccountIpWindowMin * 60,
      },
      { key: `login:acct:${account}`, limit: t.loginPerAccount, windowSeconds: t.loginPerAccountWindowMin * 60 },
      { key: `login:ip:${ip}`, limit: t.loginPerIp, windowSeconds: t.loginPerIpWindowMin * 60 },
    ];
    await this.throttle.consume(rules);
    const ok = user
      ? await this.passwords.verify(user.passwordHash, dto.password)
      : await this.passwords.verifyDummy(dto.password);
    // demo accounts have public passwords: never usable in production (same answer as a wrong password)
    if (!user || !ok || (this.config.isProduction && isDemoAccount(user))) {
      throw new DomainError('INVALID_CREDENTIALS');
    }
    // the right password: this attempt was no failure
    await this.throttle.release(rules.slice(1));
    await this.throttle.reset([rules[0]!.key]);
    if (user.disabledAt) throw new DomainError('ACCOUNT_DISABLED');
    if (!user.emailVerified) throw new DomainError('EMAIL_NOT_VERIFIED');
    if (this.passwords.needsRehash(user.passwordHash)) {
      await this.users.setPasswordHash(this.dataSource.manager, user.id, await this.passwords.hash(dto.password));
    }
    return this.sessions.open(user, dto.rememberMe ?? true);
  }

  /**
   * Answers as soon as the request is counted: whether the address has an account, and the token
   * and mail for one that does, are worked out after the answer, so its timing says nothing.
   */
  async forgotPassword(email: string, ip: string, reqId?: string): Promise<void> {
    await this.throttle.consume(this.emailRules('reset', email, ip));
    this.afterAnswer('forgot-password', reqId, async () => {
      const sent = await this.dataSource.transaction(async (manager) => {
        const user = await this.users.findByEmail(manager, email);
        if (!user || user.disabledAt) return false;
        const token = await this.newEmailToken(manager, user.id, 'reset');
        await this.mail.enqueue(manager, user.email, resetMail(user.username, this.link('reset-password', token)));
        return true;
      });
      if (sent) this.mail.kick();
    });
  }

  /**
   * Counted per address first; the token is looked up before any password is hashed, so a bogus
   * token costs one indexed read, never an argon2 hash. The token is consumed under its row lock.
   */
  async resetPassword(dto: ResetPasswordDto, ip: string): Promise<void> {
    await this.throttle.consume([
      { key: `reset-password:ip:${ip}`, limit: this.config.throttle.resetPerIp, windowSeconds: HOUR },
    ]);
    await this.checkEmailToken(this.dataSource.manager, dto.token, 'reset', m.resetTokenInvalid, m.resetTokenExpired);
    const passwordHash = await this.passwords.hash(dto.password);
    await this.dataSource.transaction(async (manager) => {
      const row = await this.consumeEmailToken(manager, dto.token, 'reset', m.resetTokenInvalid, m.resetTokenExpired);
      // following the link proves the mailbox, so the address counts as verified too
      await this.users.setPasswordHash(manager, row.userId, passwordHash);
      await this.users.markEmailVerified(manager, row.userId);
      const user = await this.users.getById(manager, row.userId);
      await this.accounts.addressVerified(manager, user);
      await this.sessions.revokeAllForUser(manager, row.userId, 'password-reset');
    });
  }

  /**
   * Work done after the answer has gone: a failure is logged (without the address, with the
   * request's id), never thrown.
   */
  private afterAnswer(what: string, reqId: string | undefined, work: () => Promise<void>): void {
    setImmediate(() => {
      work().catch((error: unknown) =>
        this.logger.write('error', `${what}: the work after the answer failed`, {
          ...(reqId ? { reqId } : {}),
          error: error instanceof Error ? error.message : String(error),
        }),
      );
    });
  }

  /** Every mail to an address (verification, reset, "someone tried to register") shares one budget. */
  private addressRule(email: string): ThrottleRule {
    return { key: `mail:addr:${email}`, limit: this.config.throttle.emailPerAddress, windowSeconds: HOUR };
  }

  private emailRules(kind: string, email: string, ip: string): ThrottleRule[] {
    return [
      this.addressRule(email),
      { key: `${kind}:ip:${ip}`, limit: this.config.throttle.emailPerIp, windowSeconds: HOUR },
    ];
  }

  private link(page: 'verify-email' | 'reset-password', token: string): string {
    return `${this.config.publicUrl}/auth/${page}/${token}`;
  }

  /** A new single-use token; earlier unused tokens of the same kind stop working. */
  private async newEmailToken(manager: EntityManager, userId: string, kind: EmailTokenKind): Promise<string> {
    await this.emailTokens.retireUnused(manager, userId, kind);
    const token = newOpaqueToken();
    const ttlMs =
      kind === 'verify' ? AUTH_LIFETIMES.verificationHours * 3600_000 : AUTH_LIFETIMES.resetMinutes * 60_000;
    await this.emailTokens.insert(manager, {
      userId,
      kind,
      tokenHash: sha256(token),
      expiresAt: new Date(Date.now() + ttlMs),
    });
    return token;
  }

  /** Throws the token's 400 unless it is a live, unused token of this kind (no lock: a pre-check). */
  private async checkEmailToken(
    manager: EntityManager,
    token: string,
    kind: EmailTokenKind,
    invalidMessage: string,
    expiredMessage: string,
    lock = false,
  ): Promise<EmailTokenEntity> {
    const row = await this.emailTokens.find(manager, sha256(token), kind, lock);
    if (!row || row.usedAt) throw new DomainError('TOKEN_INVALID', { message: invalidMessage });
    if (row.expiresAt.getTime() <= Date.now()) throw new DomainError('TOKEN_EXPIRED', { message: expiredMessage });
    return row;
  }

  private async consumeEmailToken(
    manager: EntityManager,
    token: string,
    kind: EmailTokenKind,
    invalidMessage: string,
    expiredMessage: string,
  ): Promise<EmailTokenEntity> {
    const row = await this.checkEmailToken(manager, token, kind, invalidMessage, expiredMessage, true);
    await this.emailTokens.markUsed(manager, row.id);
    return row;
  }
}
