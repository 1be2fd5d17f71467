import { Injectable, type OnModuleInit } from '@nestjs/common';
import { AccountHooks } from '../auth/account-hooks';
import { EstatesRepository } from './estates.repository';

/**
 * Invitations sent to an address become the account's once the address is proven (verified, or a
 * password reset by mail), in the same transaction: registered with auth's AccountHooks, so that
 * auth imports nothing of estates.
 */
@Injectable()
export class InvitationClaims implements OnModuleInit {
  constructor(
    private readonly hooks: AccountHooks,
    private readonly rows: EstatesRepository,
  ) {}

  onModuleInit(): void {
    this.hooks.onAddressVerified((manager, user) => this.rows.claimInvitations(manager, user.id, user.email));
  }
}
