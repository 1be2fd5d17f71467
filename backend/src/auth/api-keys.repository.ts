import { Injectable } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import type { ApiKeyScope, UserRole } from '@vineyard/domain';
import { API_KEY_LAST_USED_EVERY_SECONDS } from '@vineyard/domain';
import { firstRow } from '../common/sql';

/** A key as its owner's list shows it (never its hash). */
export interface ApiKeyRow {
  id: string;
  name: string;
  prefix: string;
  scopes: ApiKeyScope[];
  created_at: Date;
  expires_at: Date | null;
  last_used_at: Date | null;
}

/** A presented key with its user, as the bearer check reads it in one statement. */
export interface PresentedKeyRow extends ApiKeyRow {
  user_id: string;
  /** Not revoked and not expired (the database's clock). */
  live: boolean;
  /** The last use is older than API_KEY_LAST_USED_EVERY_SECONDS (or there was none): write it. */
  stale_use: boolean;
  username: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  role: UserRole;
  email_verified: boolean;
  disabled: boolean;
  user_created_at: Date;
  user_updated_at: Date;
}

const KEY_COLUMNS = 'k.id, k.name, k.prefix, k.scopes, k.created_at, k.expires_at, k.last_used_at';
/** Counts toward the limit and may be used: not revoked, not expired. */
const LIVE_KEY = '(k.revoked_at IS NULL AND (k.expires_at IS NULL OR k.expires_at > now()))';

/** The `api_keys` table: personal API keys by the SHA-256 hash of their secret. */
@Injectable()
export class ApiKeysRepository {
  /**
   * Locks the user's row (FOR NO KEY UPDATE) so that two simultaneous creations cannot both pass
   * the limit, and answers how many live keys the user holds. Inside the creation's transaction.
   */
  async lockAndCountLive(manager: EntityManager, userId: string): Promise<number> {
    await manager.query('SELECT 1 FROM users WHERE id = $1 FOR NO KEY UPDATE', [userId]);
    const [row] = await manager.query(
      `SELECT count(*)::int AS n FROM api_keys k WHERE k.user_id = $1 AND ${LIVE_KEY}`,
      [userId],
    );
    return (row as { n: number }).n;
  }

  async insert(
    manager: EntityManager,
    key: {
      userId: string;
      name: string;
      prefix: string;
      tokenHash: string;
      scopes: ApiKeyScope[];
      expiresInDays: number | null;
    },
  ): Promise<ApiKeyRow> {
    const rows: ApiKeyRow[] = await manager.query(
      `INSERT INTO api_keys AS k (user_id, name, prefix, token_hash, scopes, expires_at)
       VALUES ($1, $2, $3, $4, $5::varchar[], CASE WHEN $6::int IS NULL THEN NULL ELSE now() + make_interval(days => $6::int) END)
       RETURNING ${KEY_COLUMNS}`,
      [key.userId, key.name, key.prefix, key.tokenHash, key.scopes, key.expiresInDays],
    );
    return rows[0]!;
  }

  /** The user's keys that are not revoked (expired ones too, marked by their date), newest first. */
  listOf(dataSource: DataSource, userId: string): Promise<ApiKeyRow[]> {
    return dataSource.query(
      `SELECT ${KEY_COLUMNS} FROM api_keys k WHERE k.user_id = $1 AND k.revoked_at IS NULL ORDER BY k.created_at DESC, k.id`,
      [userId],
    );
  }

  /** Revokes the user's key (null when it is not theirs or already revoked). */
  async revoke(
    manager: EntityManager,
    userId: string,
    id: string,
  ): Promise<{ id: string; name: string; prefix: string } | null> {
    const answer: unknown = await manager.query(
      `UPDATE api_keys SET revoked_at = now() WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL RETURNING id, name, prefix`,
      [id, userId],
    );
    return firstRow<{ id: string; name: string; prefix: string }>(answer) ?? null;
  }

  /** The key of this hash with its user, live or not (null when no key has it). One statement. */
  async presented(dataSource: DataSource, tokenHash: string): Promise<PresentedKeyRow | null> {
    const rows: PresentedKeyRow[] = await dataSource.query(
      `SELECT ${KEY_COLUMNS}, k.user_id, ${LIVE_KEY} AS live,
              (k.last_used_at IS NULL OR k.last_used_at < now() - make_interval(secs => $2)) AS stale_use,
              u.username, u.email, u.first_name, u.last_name, u.role, u.email_verified,
              u.disabled_at IS NOT NULL AS disabled, u.created_at AS user_created_at, u.updated_at AS user_updated_at
         FROM api_keys k JOIN users u ON u.id = k.user_id
        WHERE k.token_hash = $1`,
      [tokenHash, API_KEY_LAST_USED_EVERY_SECONDS],
    );
    return rows[0] ?? null;
  }

  /** Writes the key's last use, unless another request just did (at most once a minute a key). */
  async touch(dataSource: DataSource, id: string): Promise<void> {
    await dataSource.query(
      `UPDATE api_keys SET last_used_at = now()
        WHERE id = $1 AND (last_used_at IS NULL OR last_used_at < now() - make_interval(secs => $2))`,
      [id, API_KEY_LAST_USED_EVERY_SECONDS],
    );
  }
}
