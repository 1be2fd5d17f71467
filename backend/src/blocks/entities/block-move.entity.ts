import { Entity, PrimaryColumn } from 'typeorm';

/**
 * A block written since the game day in progress was planned, by anything but the tick (a trigger
 * on blocks notes every insert and every update that leaves tick_day as it was). Such a write may
 * have moved the row to a page whose batch is done: the day's sweep applies the day to these
 * blocks only, instead of reading the whole table. Emptied when the next day is planned.
 */
@Entity({ name: 'block_moves' })
export class BlockMoveEntity {
  @PrimaryColumn({ name: 'block_id', type: 'uuid', primaryKeyConstraintName: 'PK_block_moves' })
  blockId: string;
}
