import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  API_KEY_PREFIX_CHARS,
  API_KEY_TOKEN_PREFIX,
  MAX_API_KEYS_PER_USER,
  MESSAGES,
  type ApiKeyScope,
} from '@vineyard/domain';
import { AuditService } from '../audit/audit.service';
import { isUuid } from '../common/ids';
import { inTransaction } from '../common/locks';
import { DomainError } from '../common/errors';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';
import { ThrottleService } from '../throttle/throttle.service';
import { UserEntity } from '../users/entities/user.entity';
import { ApiKeysRepository, type ApiKeyRow, type PresentedKeyRow } from './api-keys.repository';
import type { ApiKeyGrant, AuthenticatedUser } from './auth.types';
import { newOpaqueToken, sha256 } from './tokens';

const k = MESSAGES.apiKeys;

/** A key as its owner sees it in lists (ApiKeyDto). */
export interface ApiKeyView {
  id: string;
  name: string;
  prefix: string;
  scopes: ApiKeyScope[];
  createdAt: string;
  expiresAt: string | null;
  lastUsedAt: string | null;
}

export interface NewApiKey {
  name: string;
  scopes: ApiKeyScope[];
  /** Null: the key does not expire. */
  expiresInDays: number | null;
}

/** Why a key was refused, as the audit log records it. */
export type ApiKeyRefusal = 'revoked_or_expired' | 'account_disabled' | 'scope' | 'not_allowed';

/** A refusal of one key for one reason is audited at most this often per process (ms). */
const REFUSAL_AUDIT_EVERY_MS = 60_000;
const REFUSALS_REMEMBERED = 10_000;

const view = (row: ApiKeyRow): ApiKeyView => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  scopes: row.scopes,
  createdAt: row.created_at.toISOString(),
  expiresAt: row.expires_at?.toISOString() ?? null,
  lastUsedAt: row.last_used_at?.toISOString() ?? null,
});

/**
 * Personal API keys (issue 33): created and revoked by their player, used as bearer credentials.
 * Only the SHA-256 of a secret is stored; the secret is answered once, by `create`. Creations,
 * revocations and refusals are written to the audit log (the player as the actor); a key's
 * secret is never logged or audited, only its id and prefix.
 */
@Injectable()
export class ApiKeysService {
  /** When each (key, reason) refusal was last audited: a refused bot's retries are one row a minute. */
  private readonly refusalsAudited = new Map<string, number>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly keys: ApiKeysRepository,
    private readonly audit: AuditService,
    private readonly throttle: ThrottleService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Creates a key of the signed-in player; answers it with its secret (the only time it is shown). */
  async create(auth: AuthenticatedUser, input: NewApiKey): Promise<{ key: ApiKeyView; secret: string }> {
    const scopes = [...new Set(input.scopes)];
    if (scopes.includes('admin') && auth.user.role !== 'admin') throw new DomainError('API_KEY_ADMIN_ONLY');
    const secret = `${API_KEY_TOKEN_PREFIX}${newOpaqueToken()}`;
    const prefix = secret.slice(0, API_KEY_TOKEN_PREFIX.length + API_KEY_PREFIX_CHARS);
    const row = await inTransaction(this.dataSource, async (manager) => {
      if ((await this.keys.lockAndCountLive(manager, auth.user.id)) >= MAX_API_KEYS_PER_USER) {
        throw new DomainError('TOO_MANY_API_KEYS');
      }
      const created = await this.keys.insert(manager, {
        userId: auth.user.id,
        name: input.name,
        prefix,
        tokenHash: sha256(secret),
        scopes,
        expiresInDays: input.expiresInDays,
      });
      await this.audit.record(manager, auth, {
        action: 'apikey.create',
        targetType: 'api_key',
        targetId: created.id,
        details: { name: created.name, prefix, scopes, expiresAt: created.expires_at?.toISOString() ?? null },
      });
      return created;
    });
    return { key: view(row), secret };
  }

  async list(userId: string): Promise<ApiKeyView[]> {
    return (await this.keys.listOf(this.dataSource, userId)).map(view);
  }

  /** Revokes one of the player's keys at once; 404 for a key that is not theirs or already revoked. */
  async revoke(auth: AuthenticatedUser, id: string): Promise<void> {
    if (!isUuid(id)) throw new DomainError('API_KEY_NOT_FOUND');
    await inTransaction(this.dataSource, async (manager) => {
      const revoked = await this.keys.revoke(manager, auth.user.id, id);
      if (!revoked) throw new DomainError('API_KEY_NOT_FOUND');
      await this.audit.record(manager, auth, {
        action: 'apikey.revoke',
        targetType: 'api_key',
        targetId: revoked.id,
        details: { name: revoked.name, prefix: revoked.prefix },
      });
    });
  }

  /**
   * The user a bearer API key acts as, with the key's grant; 401 for an unknown, revoked or expired
   * key, or a disabled account. Writes the key's last use at most once a minute.
   */
  async authenticate(secret: string): Promise<AuthenticatedUser> {
    const row = await this.keys.presented(this.dataSource, sha256(secret));
    if (!row) throw invalid();
    if (!row.live || row.disabled) {
      await this.auditRefusal(row, row.disabled ? 'account_disabled' : 'revoked_or_expired', {});
      throw invalid();
    }
    if (row.stale_use) await this.keys.touch(this.dataSource, row.id);
    const user = Object.assign(new UserEntity(), {
      id: row.user_id,
      username: row.username,
      email: row.email,
      firstName: row.first_name,
      lastName: row.last_name,
      role: row.role,
      emailVerified: row.email_verified,
      disabledAt: null,
      createdAt: row.user_created_at,
      updatedAt: row.user_updated_at,
    });
    const apiKey: ApiKeyGrant = { id: row.id, prefix: row.prefix, scopes: row.scopes };
    // the key's id stands for the session: it is what ends when the key is revoked
    return { user, sessionId: row.id, apiKey };
  }

  /** Counts the request against the key's own limit (API_KEY_REQUESTS_PER_MINUTE); 429 beyond it. */
  async admit(grant: ApiKeyGrant): Promise<void> {
    try {
      await this.throttle.consume([
        { key: `apikey:${grant.id}`, limit: this.config.throttle.apiKeyPerMinute, windowSeconds: 60 },
      ]);
    } catch (error) {
      if (error instanceof DomainError && error.code === 'RATE_LIMITED') {
        throw new DomainError('RATE_LIMITED', { ...error.details, message: k.rateLimited });
      }
      throw error;
    }
  }

  /**
   * Refuses a live key a route it may not use: 403 `API_KEY_SCOPE` when it lacks the scope the
   * request needs, 403 `API_KEY_NOT_ALLOWED` on the routes no key reaches. Audited.
   */
  async refuse(
    auth: AuthenticatedUser & { apiKey: ApiKeyGrant },
    refusal: { scope: ApiKeyScope } | { notAllowed: true },
    request: { method: string; route: string },
  ): Promise<never> {
    const row = { id: auth.apiKey.id, prefix: auth.apiKey.prefix, user_id: auth.user.id, username: auth.user.username };
    if ('scope' in refusal) {
      await this.auditRefusal(row, 'scope', { needed: refusal.scope, ...request });
      throw new DomainError('API_KEY_SCOPE', { message: k.scopeMissing(refusal.scope) });
    }
    await this.auditRefusal(row, 'not_allowed', request);
    throw new DomainError('API_KEY_NOT_ALLOWED');
  }

  private async auditRefusal(
    key: Pick<PresentedKeyRow, 'id' | 'prefix' | 'user_id' | 'username'>,
    reason: ApiKeyRefusal,
    details: Record<string, unknown>,
  ): Promise<void> {
    const seen = `${key.id}:${reason}`;
    const now = Date.now();
    const last = this.refusalsAudited.get(seen);
    if (last !== undefined && now - last < REFUSAL_AUDIT_EVERY_MS) return;
    if (this.refusalsAudited.size >= REFUSALS_REMEMBERED) this.refusalsAudited.clear();
    this.refusalsAudited.set(seen, now);
    await this.audit.recordAs(
      this.dataSource.manager,
      { id: key.user_id, username: key.username },
      {
        action: 'apikey.refused',
        targetType: 'api_key',
        targetId: key.id,
        details: { prefix: key.prefix, reason, ...details },
      },
    );
  }
}

function invalid(): DomainError {
  return new DomainError('UNAUTHORIZED', { message: k.invalid });
}
