import { Injectable } from '@nestjs/common';
import { type EntityManager, IsNull } from 'typeorm';
import { EmailTokenEntity, type EmailTokenKind } from './entities/email-token.entity';

/** The `email_tokens` table: the single-use tokens of the verification and reset links (by their hash). */
@Injectable()
export class EmailTokensRepository {
  /** Ends the user's unused tokens of this kind. */
  async retireUnused(manager: EntityManager, userId: string, kind: EmailTokenKind): Promise<void> {
    await manager.update(EmailTokenEntity, { userId, kind, usedAt: IsNull() }, { usedAt: new Date() });
  }

  async insert(
    manager: EntityManager,
    token: { userId: string; kind: EmailTokenKind; tokenHash: string; expiresAt: Date },
  ): Promise<void> {
    await manager.insert(EmailTokenEntity, {
      userId: token.userId,
      kind: token.kind,
      tokenHash: token.tokenHash,
      expiresAt: token.expiresAt,
      usedAt: null,
    });
  }

  /** The token of this hash and kind, used or not; with `lock`, its row locked (FOR UPDATE). */
  find(
    manager: EntityManager,
    tokenHash: string,
    kind: EmailTokenKind,
    lock: boolean,
  ): Promise<EmailTokenEntity | null> {
    const query = manager
      .getRepository(EmailTokenEntity)
      .createQueryBuilder('t')
      .where('t.token_hash = :hash AND t.kind = :kind', { hash: tokenHash, kind });
    return (lock ? query.setLock('pessimistic_write') : query).getOne();
  }

  async markUsed(manager: EntityManager, id: string): Promise<void> {
    await manager.update(EmailTokenEntity, { id }, { usedAt: new Date() });
  }
}
