import type { EntityManager } from 'typeorm';

/**
 * A now-verified address receives the co-ownership invitations sent to it before it had a verified
 * account: they become that player's pending invitations (to accept or decline), never ownership.
 */
export async function claimEstateInvitations(manager: EntityManager, userId: string, email: string): Promise<void> {
  await manager.query('UPDATE estate_invitations SET user_id = $1 WHERE email = $2 AND user_id IS NULL', [
    userId,
    email,
  ]);
}
