import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { VesselEntity } from './vessel.entity';
import { WineBatchEntity } from './wine-batch.entity';

/**
 * Litres of a batch in one vessel. A tank's row counts while the batch sits in tanks
 * (`inTanks`: until bottled for steel élevage, until its malolactic end for oak); a barrel's
 * from the crush (reserved) until the batch is bottled or sold out, when the rows go.
 */
@Entity({ name: 'batch_vessels' })
@Index('batch_vessels_vessel_idx', ['vesselId'])
@Check('batch_vessels_litres_check', '"litres" > 0')
export class BatchVesselEntity {
  @PrimaryColumn({ name: 'batch_id', type: 'uuid' })
  batchId: string;

  @PrimaryColumn({ name: 'vessel_id', type: 'uuid' })
  vesselId: string;

  @ManyToOne(() => WineBatchEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'batch_id' })
  batch?: WineBatchEntity;

  @ManyToOne(() => VesselEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'vessel_id' })
  vessel?: VesselEntity;

  @Column({ type: 'integer' })
  litres: number;
}
