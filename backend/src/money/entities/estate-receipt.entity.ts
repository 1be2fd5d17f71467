import { Column, Entity, PrimaryColumn } from 'typeorm';
import { bigintNumber } from './ledger-entry.entity';

/**
 * What an estate's wine sales, merchants' contracts and cellar door took in on one game day: the
 * sum of its `wine_sale`, `contract_payment` and `cellar_door_sale` ledger entries of that day,
 * kept by a trigger on `ledger_entries` (migration EstateReceipts1796080000000) and read as the
 * distribution's window (WineMarketRepository's market facts). No code writes it.
 */
@Entity({ name: 'estate_receipts' })
export class EstateReceiptEntity {
  @PrimaryColumn({ name: 'estate_id', type: 'uuid', primaryKeyConstraintName: 'estate_receipts_pkey' })
  estateId: string;

  @PrimaryColumn({ name: 'game_day', type: 'integer', primaryKeyConstraintName: 'estate_receipts_pkey' })
  gameDay: number;

  /** Whole euros. */
  @Column({ type: 'bigint', transformer: bigintNumber })
  amount: number;
}
