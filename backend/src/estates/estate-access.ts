import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { isUuid } from '../common/ids';
import { lockEstates } from '../common/locks';
import { DomainError } from '../common/errors';
import type { EstateOwnerEntity } from './entities/estate-owner.entity';
import type { EstateEntity } from './entities/estate.entity';
import { EstatesRepository } from './estates.repository';

export function estateNotFound(): DomainError {
  return new DomainError('ESTATE_NOT_FOUND');
}

/**
 * Who may act for an estate: every feature that works on an estate asks here first, and answers
 * 404 for anyone who is not an owner, so the existence of other players' estates is never
 * revealed. It needs nothing but the estates' own tables, so every feature can use it without
 * importing what the estates' office (founding, owners, invitations: estate-office/) uses.
 */
@Injectable()
export class EstateAccess {
  constructor(private readonly rows: EstatesRepository) {}

  /** The estate (the caller checked it is there). */
  find(manager: EntityManager, estateId: string): Promise<EstateEntity> {
    return this.rows.findById(manager, estateId);
  }

  /** Whether the user owns the estate (no 404: the caller decides). */
  isOwner(manager: EntityManager, userId: string, estateId: string): Promise<boolean> {
    return this.rows.isOwner(manager, userId, estateId);
  }

  /** The caller's ownership row, or 404 (also for ids that are not UUIDs). Locks the estate (`delete`) when asked. */
  async requireOwner(
    manager: EntityManager,
    userId: string,
    estateId: string,
    lock = false,
  ): Promise<EstateOwnerEntity> {
    if (!isUuid(estateId)) throw estateNotFound();
    if (lock) await lockEstates(manager, [estateId], 'delete');
    const owner = await this.rows.owner(manager, estateId, userId);
    if (!owner) throw estateNotFound();
    return owner;
  }
}
