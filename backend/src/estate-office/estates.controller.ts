import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { MESSAGES } from '@vineyard/domain';
import { ApiDataResponse, ApiErrors, BODY_ERRORS, Envelope, ok } from '../common/api-docs';
import { Authenticated, CurrentAuth } from '../auth/guards';
import type { AuthenticatedUser } from '../auth/auth.types';
import { EmptyDto } from '../auth/dto/auth.dto';
import {
  AddOwnerDto,
  CreateEstateDto,
  EstateEnvelopeDataDto,
  EstatesEnvelopeDataDto,
  InvitationsEnvelopeDataDto,
  RenameEstateDto,
} from './dto/estate.dto';
import { EstatesService } from './estates.service';

const e = MESSAGES.estate;

@ApiTags('estates')
@Controller('estates')
@Authenticated()
export class EstatesController {
  constructor(private readonly estates: EstatesService) {}

  @Get()
  @ApiOperation({
    operationId: 'listEstates',
    summary: 'My estates',
    description: 'Every estate the caller owns, oldest first.',
  })
  @ApiDataResponse(EstatesEnvelopeDataDto)
  async list(@CurrentAuth() auth: AuthenticatedUser): Promise<Envelope<EstatesEnvelopeDataDto>> {
    return ok({ estates: await this.estates.list(auth.user.id) });
  }

  @Post()
  @ApiOperation({
    operationId: 'createEstate',
    summary: 'Found an estate',
    description:
      'Creates an estate with €250,000 and reputation 0, and the plots of its template in its region. The caller is the primary owner; the `owners` listed are invited (they accept or decline). At most 10 founded estates per player (co-owned ones do not count).',
  })
  @ApiDataResponse(EstateEnvelopeDataDto, 201)
  @ApiErrors(...BODY_ERRORS, 'TOO_MANY_ESTATES', 'RATE_LIMITED', 'CONCURRENT_CHANGE')
  async create(
    @CurrentAuth() auth: AuthenticatedUser,
    @Body() dto: CreateEstateDto,
  ): Promise<Envelope<EstateEnvelopeDataDto>> {
    return ok({ estate: await this.estates.create(auth.user.id, dto) }, e.created);
  }

  @Get(':id')
  @ApiOperation({
    operationId: 'getEstate',
    summary: 'One of my estates',
    description: '404 unless the caller owns it.',
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiDataResponse(EstateEnvelopeDataDto)
  @ApiErrors('UNSAFE_INPUT', 'ESTATE_NOT_FOUND')
  async get(@CurrentAuth() auth: AuthenticatedUser, @Param('id') id: string): Promise<Envelope<EstateEnvelopeDataDto>> {
    return ok({ estate: await this.estates.get(auth.user.id, id) });
  }

  @Patch(':id')
  @ApiOperation({ operationId: 'renameEstate', summary: 'Rename an estate', description: 'Only the name can change.' })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiDataResponse(EstateEnvelopeDataDto)
  @ApiErrors(...BODY_ERRORS, 'ESTATE_NOT_FOUND')
  async rename(
    @CurrentAuth() auth: AuthenticatedUser,
    @Param('id') id: string,
    @Body() dto: RenameEstateDto,
  ): Promise<Envelope<EstateEnvelopeDataDto>> {
    return ok({ estate: await this.estates.rename(auth.user.id, id, dto.name) }, e.updated);
  }

  @Delete(':id')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'deleteEstate',
    summary: 'Delete an estate',
    description: 'Primary owner only. Removes its plots, blocks and listings in one transaction.',
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiDataResponse(EmptyDto)
  @ApiErrors('UNSAFE_INPUT', 'ESTATE_NOT_FOUND', 'PRIMARY_OWNER_ONLY')
  async remove(@CurrentAuth() auth: AuthenticatedUser, @Param('id') id: string): Promise<Envelope<EmptyDto>> {
    await this.estates.remove(auth.user.id, id);
    return ok({}, e.deleted);
  }

  @Post(':id/owners')
  @ApiOperation({
    operationId: 'addEstateOwner',
    summary: 'Invite a co-owner',
    description:
      'Any owner invites a player by user id or e-mail address; the player becomes a co-owner only by accepting (POST /invitations/{id}/accept). The answer is the same whatever the address or id (existing, verified or not, unknown): it never reveals whether a player exists. An address without a verified account receives the invitation when it is verified. Inviting the same address or id again changes nothing. 409 beyond the co-owner limit (co-owners plus pending invitations); 429 beyond 50 invitations a player sends in an hour.',
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiDataResponse(EstateEnvelopeDataDto, 201)
  @ApiErrors(...BODY_ERRORS, 'ESTATE_NOT_FOUND', 'TOO_MANY_CO_OWNERS', 'RATE_LIMITED')
  async addOwner(
    @CurrentAuth() auth: AuthenticatedUser,
    @Param('id') id: string,
    @Body() dto: AddOwnerDto,
  ): Promise<Envelope<EstateEnvelopeDataDto>> {
    const { estate, message } = await this.estates.addOwner(auth.user.id, id, dto);
    return ok({ estate }, message);
  }

  @Delete(':id/invitations/:invitationId')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'withdrawEstateInvitation',
    summary: 'Withdraw a pending invitation',
    description: 'Any owner. 404 for an invitation that is not pending on this estate.',
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiParam({ name: 'invitationId', format: 'uuid' })
  @ApiDataResponse(EstateEnvelopeDataDto)
  @ApiErrors('UNSAFE_INPUT', 'ESTATE_NOT_FOUND', 'INVITATION_NOT_FOUND')
  async withdrawInvitation(
    @CurrentAuth() auth: AuthenticatedUser,
    @Param('id') id: string,
    @Param('invitationId') invitationId: string,
  ): Promise<Envelope<EstateEnvelopeDataDto>> {
    return ok({ estate: await this.estates.withdrawInvitation(auth.user.id, id, invitationId) }, e.invitationWithdrawn);
  }

  @Post(':id/leave')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'leaveEstate',
    summary: 'Leave an estate (co-owners)',
    description:
      'A co-owner gives up their co-ownership. The primary owner cannot leave (400): they delete the estate instead.',
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiDataResponse(EmptyDto)
  @ApiErrors('UNSAFE_INPUT', 'ESTATE_NOT_FOUND', 'PRIMARY_CANNOT_LEAVE')
  async leave(@CurrentAuth() auth: AuthenticatedUser, @Param('id') id: string): Promise<Envelope<EmptyDto>> {
    await this.estates.leave(auth.user.id, id);
    return ok({}, e.left);
  }

  @Delete(':id/owners/:userId')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'removeEstateOwner',
    summary: 'Remove a co-owner',
    description:
      'Primary owner only; the primary owner cannot be removed. A co-owner leaves with POST /estates/{id}/leave.',
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiParam({ name: 'userId', format: 'uuid' })
  @ApiDataResponse(EstateEnvelopeDataDto)
  @ApiErrors('UNSAFE_INPUT', 'ESTATE_NOT_FOUND', 'PRIMARY_OWNER_ONLY', 'OWNER_NOT_FOUND', 'CANNOT_REMOVE_PRIMARY')
  async removeOwner(
    @CurrentAuth() auth: AuthenticatedUser,
    @Param('id') id: string,
    @Param('userId') userId: string,
  ): Promise<Envelope<EstateEnvelopeDataDto>> {
    return ok({ estate: await this.estates.removeOwner(auth.user.id, id, userId) }, e.ownerRemoved);
  }
}

@ApiTags('estates')
@Controller('invitations')
@Authenticated()
export class InvitationsController {
  constructor(private readonly estates: EstatesService) {}

  @Get()
  @ApiOperation({
    operationId: 'listInvitations',
    summary: 'My pending co-ownership invitations',
    description:
      'Invitations to co-own an estate sent to the caller (by user id, or to their verified address), oldest first.',
  })
  @ApiDataResponse(InvitationsEnvelopeDataDto)
  async list(@CurrentAuth() auth: AuthenticatedUser): Promise<Envelope<InvitationsEnvelopeDataDto>> {
    return ok({ invitations: await this.estates.myInvitations(auth.user.id) });
  }

  @Post(':id/accept')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'acceptInvitation',
    summary: 'Accept an invitation',
    description:
      "The caller becomes a co-owner of the estate (409 when it already has the most co-owners). 404 unless the invitation is the caller's.",
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiDataResponse(EstateEnvelopeDataDto)
  @ApiErrors('UNSAFE_INPUT', 'INVITATION_NOT_FOUND', 'TOO_MANY_CO_OWNERS')
  async accept(
    @CurrentAuth() auth: AuthenticatedUser,
    @Param('id') id: string,
  ): Promise<Envelope<EstateEnvelopeDataDto>> {
    const { estate, message } = await this.estates.acceptInvitation(auth.user.id, id);
    return ok({ estate }, message);
  }

  @Post(':id/decline')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'declineInvitation',
    summary: 'Decline an invitation',
    description: "The invitation goes. 404 unless the invitation is the caller's.",
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiDataResponse(EmptyDto)
  @ApiErrors('UNSAFE_INPUT', 'INVITATION_NOT_FOUND')
  async decline(@CurrentAuth() auth: AuthenticatedUser, @Param('id') id: string): Promise<Envelope<EmptyDto>> {
    await this.estates.declineInvitation(auth.user.id, id);
    return ok({}, e.invitationDeclined);
  }
}
