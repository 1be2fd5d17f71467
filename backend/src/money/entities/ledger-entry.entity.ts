import { Column, CreateDateColumn, Entity, Generated, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { LedgerKind } from '@vineyard/domain';

/** A bigint column read as a number (whole euros stay far below 2^53). */
export const bigintNumber = { to: (v: number) => v, from: (v: string | null) => (v === null ? v : Number(v)) };

/**
 * One change of one estate's money, written in the same transaction as the change (MoneyService):
 * an estate's money always equals the sum of its entries. Entries outlive their estate (no
 * foreign key): closing an estate writes a `closure` entry taking its balance out of the economy,
 * so the ledger of the whole world always sums to the money in it.
 */
@Entity({ name: 'ledger_entries' })
@Index('ledger_entries_estate_idx', ['estateId', 'seq'])
// an estate's receipts of a window (the distribution's market facts), read by its own rows from
// the index alone: (estate_id, kind, game_day) INCLUDE (amount), made by migration (TypeORM's
// metadata would read the included column as a key column)
@Index('ledger_entries_estate_kind_day_idx', { synchronize: false })
@Index('ledger_entries_daily_charge_key', ['estateId', 'gameDay', 'kind'], {
  unique: true,
  where: `kind IN ('upkeep', 'storage_charge', 'wages', 'equipment_upkeep')`,
})
export class LedgerEntryEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Insertion order: the entries of one transaction share `created_at`. */
  @Column({ type: 'bigint', transformer: bigintNumber })
  @Generated('increment')
  seq: number;

  @Column({ name: 'estate_id', type: 'uuid' })
  estateId: string;

  /** Signed whole euros: positive money in, negative money out. */
  @Column({ type: 'bigint', transformer: bigintNumber })
  amount: number;

  @Column({ type: 'varchar', length: 32 })
  kind: LedgerKind;

  @Column({ name: 'game_day', type: 'integer' })
  gameDay: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  /** The estate's money right after this entry. */
  @Column({ name: 'balance_after', type: 'bigint', transformer: bigintNumber })
  balanceAfter: number;

  @Column({ type: 'varchar', length: 200 })
  description: string;

  /** What caused it (a listing, a plot, a block), when there is one. */
  @Column({ name: 'ref_id', type: 'uuid', nullable: true })
  refId: string | null;
}
