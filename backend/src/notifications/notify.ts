import type { EntityManager } from 'typeorm';
import type { NotificationKind } from '@vineyard/domain';

export interface NewNotification {
  estateId: string;
  kind: NotificationKind;
  title: string;
  body: string;
  refId?: string | null;
  gameDay: number;
}

/** Writes a notification inside the caller's transaction (which holds the estate at least `keep`). */
export async function notify(manager: EntityManager, n: NewNotification): Promise<void> {
  await manager.query(
    `INSERT INTO notifications (estate_id, kind, title, body, ref_id, game_day) VALUES ($1, $2, $3, $4, $5, $6)`,
    [n.estateId, n.kind, n.title.slice(0, 120), n.body.slice(0, 500), n.refId ?? null, n.gameDay],
  );
}
