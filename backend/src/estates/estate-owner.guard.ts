import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AuthenticatedUser } from '../auth/auth.types';
import { EstateAccess } from './estate-access';

/**
 * 404 unless the caller owns the route's `:estateId`, before anything else about the request is
 * looked at: guards run before validation, so a bad query on another player's estate answers
 * 404 like any other request for it, never a 400 that would tell it exists.
 */
@Injectable()
export class EstateOwnerGuard implements CanActivate {
  constructor(
    private readonly dataSource: DataSource,
    private readonly estates: EstateAccess,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<{ user: AuthenticatedUser; params: { estateId?: string } }>();
    await this.estates.requireOwner(this.dataSource.manager, request.user.user.id, request.params.estateId ?? '');
    return true;
  }
}
