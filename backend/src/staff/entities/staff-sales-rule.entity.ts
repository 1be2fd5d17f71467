import { Check, Column, Entity, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';
import { EstateEntity } from '../../estates/entities/estate.entity';

/**
 * The sales manager's rule an estate's player set (issue 35, item 2): each game month, up to
 * `share_percent` of the bottles of each wine of at least `min_quality`. No row: the default rule
 * (DEFAULT_SALES_RULE in libs/domain). Written only under the estate's `money` lock.
 */
@Entity({ name: 'staff_sales_rules' })
@Check('staff_sales_rules_check', '"share_percent" BETWEEN 1 AND 100 AND "min_quality" BETWEEN 0 AND 100')
export class StaffSalesRuleEntity {
  @PrimaryColumn({ name: 'estate_id', type: 'uuid' })
  estateId: string;

  @OneToOne(() => EstateEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'estate_id' })
  estate?: EstateEntity;

  @Column({ name: 'share_percent', type: 'smallint' })
  sharePercent: number;

  @Column({ name: 'min_quality', type: 'smallint' })
  minQuality: number;

  @Column({ name: 'updated_day', type: 'integer' })
  updatedDay: number;
}
