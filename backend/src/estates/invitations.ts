import type { EntityManager } from 'typeorm';

/** Turns the co-ownership invitations of a now-verified address into ownership (one statement each). */
export async function claimEstateInvitations(manager: EntityManager, userId: string, email: string): Promise<void> {
  await manager.query(
    `INSERT INTO estate_owners (estate_id, user_id, is_primary)
     SELECT estate_id, $1, false FROM estate_invitations WHERE email = $2
     ON CONFLICT (estate_id, user_id) DO NOTHING`,
    [userId, email],
  );
  await manager.query('DELETE FROM estate_invitations WHERE email = $1', [email]);
}
