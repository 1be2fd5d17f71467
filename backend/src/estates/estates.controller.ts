import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { MESSAGES } from '@vineyard/domain';
import { ApiDataResponse, ApiErrors, Envelope, ok } from '../common/api-docs';
import { Authenticated, CurrentAuth } from '../auth/guards';
import type { AuthenticatedUser } from '../auth/auth.types';
import { EmptyDto } from '../auth/dto/auth.dto';
import {
  AddOwnerDto,
  CreateEstateDto,
  EstateEnvelopeDataDto,
  EstatesEnvelopeDataDto,
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
      'Creates an estate with €250,000 and reputation 0, and the plots of its template in its region. The caller is the primary owner.',
  })
  @ApiDataResponse(EstateEnvelopeDataDto, 201)
  @ApiErrors(400, 409)
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
  @ApiErrors(404)
  async get(@CurrentAuth() auth: AuthenticatedUser, @Param('id') id: string): Promise<Envelope<EstateEnvelopeDataDto>> {
    return ok({ estate: await this.estates.get(auth.user.id, id) });
  }

  @Patch(':id')
  @ApiOperation({ operationId: 'renameEstate', summary: 'Rename an estate', description: 'Only the name can change.' })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiDataResponse(EstateEnvelopeDataDto)
  @ApiErrors(400, 404)
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
  @ApiErrors(403, 404)
  async remove(@CurrentAuth() auth: AuthenticatedUser, @Param('id') id: string): Promise<Envelope<EmptyDto>> {
    await this.estates.remove(auth.user.id, id);
    return ok({}, e.deleted);
  }

  @Post(':id/owners')
  @ApiOperation({
    operationId: 'addEstateOwner',
    summary: 'Add a co-owner',
    description:
      'Any owner may add a co-owner by user id or e-mail. An address without a verified account becomes an invitation that turns into ownership when it is verified.',
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiDataResponse(EstateEnvelopeDataDto, 201)
  @ApiErrors(400, 404, 409)
  async addOwner(
    @CurrentAuth() auth: AuthenticatedUser,
    @Param('id') id: string,
    @Body() dto: AddOwnerDto,
  ): Promise<Envelope<EstateEnvelopeDataDto>> {
    const { estate, message } = await this.estates.addOwner(auth.user.id, id, dto);
    return ok({ estate }, message);
  }

  @Delete(':id/owners/:userId')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'removeEstateOwner',
    summary: 'Remove a co-owner',
    description: 'Primary owner only; the primary owner cannot be removed.',
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiParam({ name: 'userId', format: 'uuid' })
  @ApiDataResponse(EstateEnvelopeDataDto)
  @ApiErrors(400, 403, 404)
  async removeOwner(
    @CurrentAuth() auth: AuthenticatedUser,
    @Param('id') id: string,
    @Param('userId') userId: string,
  ): Promise<Envelope<EstateEnvelopeDataDto>> {
    return ok({ estate: await this.estates.removeOwner(auth.user.id, id, userId) }, e.ownerRemoved);
  }
}
