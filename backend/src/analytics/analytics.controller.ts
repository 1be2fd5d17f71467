import { Body, Controller, Get, HttpCode, Ip, Post, Query, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiDataResponse, ApiErrors, BODY_ERRORS, Envelope, INPUT_ERRORS, ok } from '../common/api-docs';
import { Authenticated } from '../auth/guards';
import { EmptyDto } from '../auth/dto/auth.dto';
import { AnalyticsEventDto, AnalyticsSummaryDataDto, AnalyticsSummaryQueryDto } from './analytics.dto';
import { AnalyticsService } from './analytics.service';

type Headers = Record<string, string | string[] | undefined>;
const header = (headers: Headers, name: string) => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** True when the browser asks not to be tracked (Do Not Track or Global Privacy Control). */
export function optedOut(headers: Headers): boolean {
  return header(headers, 'dnt')?.trim() === '1' || header(headers, 'sec-gpc')?.trim() === '1';
}

@ApiTags('analytics')
@Controller('analytics')
export class AnalyticsController {
  constructor(private readonly analytics: AnalyticsService) {}

  @Post('events')
  @HttpCode(202)
  @ApiOperation({
    operationId: 'recordAnalyticsEvent',
    summary: 'Record a page view or an outbound-link click',
    description:
      'Public, first-party and cookie-less. Stores only the event type, the path (query and fragment dropped, tokens in reset and verification paths masked; for an outbound click the address followed), the referrer and the time. Nothing is stored when the request carries DNT: 1 or Sec-GPC: 1. Throttled per IP.',
  })
  @ApiDataResponse(EmptyDto, 202)
  @ApiErrors(...BODY_ERRORS, 'RATE_LIMITED')
  async record(
    @Body() dto: AnalyticsEventDto,
    @Ip() ip: string,
    @Req() request: { headers: Headers },
  ): Promise<Envelope<EmptyDto>> {
    if (!optedOut(request.headers)) {
      await this.analytics.record(dto.type, dto.path, dto.referrer, ip, header(request.headers, 'host'));
    }
    return ok({});
  }

  @Get('summary')
  @Authenticated('admin')
  @ApiOperation({
    operationId: 'getAnalyticsSummary',
    summary: 'Page views and outbound clicks (admins)',
    description: 'Admins only. Totals, page views per day and the top pages, outbound addresses and referrers.',
  })
  @ApiDataResponse(AnalyticsSummaryDataDto)
  @ApiErrors(...INPUT_ERRORS)
  async summary(@Query() query: AnalyticsSummaryQueryDto): Promise<Envelope<AnalyticsSummaryDataDto>> {
    return ok({ summary: await this.analytics.summary(query.days ?? 30) });
  }
}
