import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsNotEmpty, IsString, Max, MaxLength, Min } from 'class-validator';
import { Optional } from '../common/validation';
import { ANALYTICS_EVENT_TYPES, ANALYTICS_SUMMARY_MAX_DAYS, MESSAGES, type AnalyticsEventType } from '@vineyard/domain';

export class AnalyticsEventDto {
  @ApiProperty({ enum: ANALYTICS_EVENT_TYPES })
  @IsIn(ANALYTICS_EVENT_TYPES, { message: MESSAGES.common.invalidChoice('Type', ANALYTICS_EVENT_TYPES) })
  type: AnalyticsEventType;

  /** The page's path ('/roadmap'); for an outbound click, the address followed. */
  @ApiProperty({ maxLength: 2048, example: '/roadmap' })
  @IsNotEmpty({ message: MESSAGES.common.required('Path') })
  @IsString({ message: MESSAGES.common.notText('Path') })
  @MaxLength(2048, { message: MESSAGES.common.textTooLong('Path', 2048) })
  path: string;

  @ApiPropertyOptional({ maxLength: 2048 })
  @Optional()
  @IsString({ message: MESSAGES.common.notText('Referrer') })
  @MaxLength(2048, { message: MESSAGES.common.textTooLong('Referrer', 2048) })
  referrer?: string;
}

export class AnalyticsSummaryQueryDto {
  @ApiPropertyOptional({
    minimum: 1,
    maximum: ANALYTICS_SUMMARY_MAX_DAYS,
    default: 30,
    description: 'The window counted: this many real (not game) days back from now.',
  })
  @Optional()
  @Type(() => Number)
  @IsInt({ message: MESSAGES.common.daysRange(ANALYTICS_SUMMARY_MAX_DAYS) })
  @Min(1, { message: MESSAGES.common.daysRange(ANALYTICS_SUMMARY_MAX_DAYS) })
  @Max(ANALYTICS_SUMMARY_MAX_DAYS, { message: MESSAGES.common.daysRange(ANALYTICS_SUMMARY_MAX_DAYS) })
  days?: number;
}

export class PathCountDto {
  @ApiProperty()
  path: string;

  @ApiProperty()
  count: number;
}

export class DayCountDto {
  @ApiProperty({ example: '2026-11-23' })
  date: string;

  @ApiProperty()
  count: number;
}

export class AnalyticsSummaryDto {
  @ApiProperty()
  days: number;

  @ApiProperty()
  pageviews: number;

  @ApiProperty()
  outbound: number;

  /** Page views per day (UTC), oldest first. */
  @ApiProperty({ type: [DayCountDto] })
  pageviewsByDay: DayCountDto[];

  /** The 20 most viewed paths. */
  @ApiProperty({ type: [PathCountDto] })
  topPages: PathCountDto[];

  /** The 20 most followed outbound addresses. */
  @ApiProperty({ type: [PathCountDto] })
  topOutbound: PathCountDto[];

  /** The 20 most frequent referrers. */
  @ApiProperty({ type: [PathCountDto] })
  topReferrers: PathCountDto[];
}

export class AnalyticsSummaryDataDto {
  @ApiProperty({ type: AnalyticsSummaryDto })
  summary: AnalyticsSummaryDto;
}
