import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** Work another module does when an account's e-mail address is proven, in the same transaction. */
export type AddressVerifiedHook = (manager: EntityManager, user: { id: string; email: string }) => Promise<void>;

/**
 * What auth tells other modules about accounts, without importing them (issue 36): a module
 * registers its hook at start-up (`onModuleInit`), as the tick's handlers register with
 * TickHandlerRegistry. Estates claims the invitations sent to the address.
 */
@Injectable()
export class AccountHooks {
  private readonly verified: AddressVerifiedHook[] = [];

  onAddressVerified(hook: AddressVerifiedHook): void {
    this.verified.push(hook);
  }

  /** Runs every hook in the caller's transaction (a failure rolls the verification back). */
  async addressVerified(manager: EntityManager, user: { id: string; email: string }): Promise<void> {
    for (const hook of this.verified) await hook(manager, user);
  }
}
