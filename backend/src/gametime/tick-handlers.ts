import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/**
 * What a tick changes, contributed by other modules (growth, expiry, upkeep…). Each handler runs
 * in the tick's transaction and must be set-based SQL: a fixed number of statements whatever the
 * number of rows.
 */
export interface TickHandler {
  name: string;
  /** Lower runs first. */
  order: number;
  run(manager: EntityManager, dayIndex: number): Promise<void>;
}

@Injectable()
export class TickHandlerRegistry {
  private readonly handlers: TickHandler[] = [];

  register(handler: TickHandler): void {
    this.handlers.push(handler);
    this.handlers.sort((a, b) => a.order - b.order);
  }

  all(): readonly TickHandler[] {
    return this.handlers;
  }
}
