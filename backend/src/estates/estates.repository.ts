import { Injectable } from '@nestjs/common';
import type { DataSource, DeepPartial, EntityManager } from 'typeorm';
import { EstateOwnerEntity } from './entities/estate-owner.entity';
import { EstateEntity } from './entities/estate.entity';

/** A pending invitation as the invited player sees it. */
export interface MyInvitationRow {
  id: string;
  estate_id: string;
  name: string;
  location: string;
  invited_by: string | null;
  created_at: Date;
}

/** An owner as the estate's page lists it. */
export interface OwnerRow {
  estate_id: string;
  user_id: string;
  username: string;
  is_primary: boolean;
}

/** A pending invitation as the estate's owners see it. */
export interface PendingInvitationRow {
  id: string;
  estate_id: string;
  invitee: string;
  created_at: Date;
}

/**
 * The estates' tables: `estates`, their owners (`estate_owners`) and the co-ownership invitations
 * (`estate_invitations`). An estate's balances are the money module's columns (MoneyService), its
 * reputation the reputation module's; locking an estate is common/locks.ts's (the lock order).
 */
@Injectable()
export class EstatesRepository {
  /** The user's estates, oldest first. */
  listOwned(dataSource: DataSource, userId: string): Promise<EstateEntity[]> {
    return dataSource
      .getRepository(EstateEntity)
      .createQueryBuilder('e')
      .innerJoin(EstateOwnerEntity, 'o', 'o.estate_id = e.id AND o.user_id = :userId', { userId })
      .orderBy('e.created_at', 'ASC')
      .getMany();
  }

  /** An estate the caller knows is there: an error when it is not. */
  findById(manager: EntityManager, estateId: string): Promise<EstateEntity> {
    return manager.findOneByOrFail(EstateEntity, { id: estateId });
  }

  /** Locks the estate row FOR UPDATE (an invitation being accepted: the estate, then the invitation). */
  async lockForUpdate(manager: EntityManager, estateId: string): Promise<void> {
    await manager.query('SELECT id FROM estates WHERE id = $1 FOR UPDATE', [estateId]);
  }

  /** How many estates the user founded (being invited does not count). */
  async foundedBy(manager: EntityManager, userId: string): Promise<number> {
    const [{ n }] = await manager.query(
      'SELECT count(*)::int AS n FROM estate_owners WHERE user_id = $1 AND is_primary',
      [userId],
    );
    return n;
  }

  /** A new estate (id and creation time filled in). */
  insert(manager: EntityManager, estate: DeepPartial<EstateEntity>): Promise<EstateEntity> {
    return manager.save(manager.create(EstateEntity, estate));
  }

  async rename(dataSource: DataSource, estateId: string, name: string): Promise<void> {
    await dataSource.getRepository(EstateEntity).update({ id: estateId }, { name });
  }

  /** Deletes the estate; its plots, blocks, listings, owners and invitations go by cascade. */
  async delete(manager: EntityManager, estateId: string): Promise<void> {
    await manager.delete(EstateEntity, { id: estateId });
  }

  /** The user's ownership row, if any. */
  owner(manager: EntityManager, estateId: string, userId: string): Promise<EstateOwnerEntity | null> {
    return manager.findOneBy(EstateOwnerEntity, { estateId, userId });
  }

  /** Whether the user owns the estate. */
  async isOwner(manager: EntityManager, userId: string, estateId: string): Promise<boolean> {
    const [mine] = await manager.query('SELECT 1 FROM estate_owners WHERE estate_id = $1 AND user_id = $2', [
      estateId,
      userId,
    ]);
    return !!mine;
  }

  async addOwner(manager: EntityManager, estateId: string, userId: string, isPrimary: boolean): Promise<void> {
    await manager.insert(EstateOwnerEntity, { estateId, userId, isPrimary });
  }

  async removeOwner(manager: EntityManager, estateId: string, userId: string): Promise<void> {
    await manager.delete(EstateOwnerEntity, { estateId, userId });
  }

  /** How many co-owners (not the primary owner) the estate has. */
  async coOwners(manager: EntityManager, estateId: string): Promise<number> {
    const [{ n }] = await manager.query(
      'SELECT count(*)::int AS n FROM estate_owners WHERE estate_id = $1 AND NOT is_primary',
      [estateId],
    );
    return n;
  }

  /** Co-owners plus pending invitations: the places taken. */
  async coOwnersAndInvitations(manager: EntityManager, estateId: string): Promise<number> {
    const [{ n }] = await manager.query(
      `SELECT (SELECT count(*) FROM estate_owners WHERE estate_id = $1 AND NOT is_primary)
            + (SELECT count(*) FROM estate_invitations WHERE estate_id = $1) AS n`,
      [estateId],
    );
    return Number(n);
  }

  /** Records an invitation; inviting the same invitee again changes nothing. */
  async invite(
    manager: EntityManager,
    invitation: { estateId: string; invitee: string; email: string | null; userId: string | null; invitedBy: string },
  ): Promise<void> {
    await manager.query(
      `INSERT INTO estate_invitations (estate_id, invitee, email, user_id, invited_by)
       VALUES ($1, $2, $3, $4, $5) ON CONFLICT (estate_id, invitee) DO NOTHING`,
      [invitation.estateId, invitation.invitee, invitation.email, invitation.userId, invitation.invitedBy],
    );
  }

  /** The estate of the user's invitation (`lock`: FOR UPDATE), if it is theirs. */
  async invitationEstate(
    manager: EntityManager,
    invitationId: string,
    userId: string,
    lock = false,
  ): Promise<string | undefined> {
    const [found]: { estate_id: string }[] = await manager.query(
      `SELECT estate_id FROM estate_invitations WHERE id = $1 AND user_id = $2${lock ? ' FOR UPDATE' : ''}`,
      [invitationId, userId],
    );
    return found?.estate_id;
  }

  /** Withdraws an estate's invitation; false when it has none with that id. */
  async withdrawInvitation(manager: EntityManager, invitationId: string, estateId: string): Promise<boolean> {
    // TypeORM answers a DELETE with [rows, count]
    const [, count]: [unknown, number] = await manager.query(
      'DELETE FROM estate_invitations WHERE id = $1 AND estate_id = $2',
      [invitationId, estateId],
    );
    return count > 0;
  }

  /** Removes the user's invitation (declined); false when it is not theirs. */
  async declineInvitation(manager: EntityManager, invitationId: string, userId: string): Promise<boolean> {
    // (a DELETE answers [rows, count] through TypeORM)
    const [, count]: [unknown, number] = await manager.query(
      'DELETE FROM estate_invitations WHERE id = $1 AND user_id = $2',
      [invitationId, userId],
    );
    return count > 0;
  }

  /** Removes an invitation (accepted). */
  async deleteInvitation(manager: EntityManager, invitationId: string): Promise<void> {
    await manager.query('DELETE FROM estate_invitations WHERE id = $1', [invitationId]);
  }

  /**
   * A now-verified address receives the co-ownership invitations sent to it before it had a
   * verified account: they become that player's pending invitations (to accept or decline).
   */
  async claimInvitations(manager: EntityManager, userId: string, email: string): Promise<void> {
    await manager.query('UPDATE estate_invitations SET user_id = $1 WHERE email = $2 AND user_id IS NULL', [
      userId,
      email,
    ]);
  }

  /** The user's pending invitations (not for estates they already own), oldest first. */
  myInvitations(dataSource: DataSource, userId: string): Promise<MyInvitationRow[]> {
    return dataSource.query(
      `SELECT i.id, i.estate_id, e.name, e.location, u.username AS invited_by, i.created_at
         FROM estate_invitations i
         JOIN estates e ON e.id = i.estate_id
         LEFT JOIN users u ON u.id = i.invited_by
        WHERE i.user_id = $1
          AND NOT EXISTS (SELECT 1 FROM estate_owners o WHERE o.estate_id = i.estate_id AND o.user_id = $1)
        ORDER BY i.created_at, i.id`,
      [userId],
    );
  }

  /** A user's name and an estate's name together, for a notice; undefined when either is gone. */
  async userAndEstateNames(
    manager: EntityManager,
    userId: string,
    estateId: string,
  ): Promise<{ username: string; name: string } | undefined> {
    const [who]: { username: string; name: string }[] = await manager.query(
      'SELECT u.username, e.name FROM users u, estates e WHERE u.id = $1 AND e.id = $2',
      [userId, estateId],
    );
    return who;
  }

  /** The estates' owners with their names, the primary owner first. */
  owners(manager: EntityManager, estateIds: string[]): Promise<OwnerRow[]> {
    return manager.query(
      `SELECT o.estate_id, o.user_id, u.username, o.is_primary FROM estate_owners o
         JOIN users u ON u.id = o.user_id WHERE o.estate_id = ANY($1) ORDER BY o.is_primary DESC, o.created_at`,
      [estateIds],
    );
  }

  /** The estates' pending invitations, oldest first. */
  pendingInvitations(manager: EntityManager, estateIds: string[]): Promise<PendingInvitationRow[]> {
    return manager.query(
      'SELECT id, estate_id, invitee, created_at FROM estate_invitations WHERE estate_id = ANY($1) ORDER BY created_at, id',
      [estateIds],
    );
  }
}
