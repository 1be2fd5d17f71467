import { ApiProperty } from '@nestjs/swagger';
import { formatNumber, MARKETPLACE_PAGE_LIMITS } from '@vineyard/domain';

/** Where a page of a list stands: the one pagination shape of every paged list (`pagination` beside the items). */
export class PaginationDto {
  @ApiProperty({ type: 'integer', minimum: 1, example: 1, description: 'This page, counted from 1.' })
  page: number;

  @ApiProperty({ type: 'integer', minimum: 1, example: 20, description: 'Items per page.' })
  limit: number;

  @ApiProperty({
    type: 'integer',
    minimum: 0,
    example: 42,
    description: 'Matching items (when `totalCapped`, the cap: there are more).',
  })
  total: number;

  @ApiProperty({
    type: 'integer',
    minimum: 0,
    example: 3,
    description: 'Pages of `limit` items; 0 when there are none.',
  })
  totalPages: number;

  @ApiProperty({
    description:
      'True when counting stopped at a cap and there are more than `total` matches (the marketplace search counts up to ' +
      `${formatNumber(MARKETPLACE_PAGE_LIMITS.countCap)}); false for every exact count.`,
  })
  totalCapped: boolean;
}

/** The pagination of page `page` of `limit` items among `total` (`capped`: more than `total` exist). */
export function pagination(page: number, limit: number, total: number, capped = false): PaginationDto {
  return { page, limit, total, totalPages: Math.ceil(total / limit), totalCapped: capped };
}
