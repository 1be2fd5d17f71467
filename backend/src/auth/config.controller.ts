import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiDataResponse, Envelope, ok, WithoutDatabase } from '../common/api-docs';
import { APP_CONFIG } from '../config/config.module';
import { offersDemoAccounts, type AppConfig } from '../config/env';
import { PublicConfigDto } from './dto/auth.dto';

@ApiTags('config')
@Controller('config')
export class ConfigController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Get()
  @ApiOperation({
    operationId: 'getPublicConfig',
    summary: 'What the browser needs to know about this server',
    description: 'Public settings only, e.g. whether the demo accounts exist.',
  })
  @ApiDataResponse(PublicConfigDto)
  @WithoutDatabase()
  get(): Envelope<PublicConfigDto> {
    return ok({ demoAccounts: offersDemoAccounts(this.config) });
  }
}
