import { Button, HStack, Text } from '@chakra-ui/react';
import { formatNumber } from '@vineyard/domain';
import { LuChevronLeft, LuChevronRight } from 'react-icons/lu';
import type { PaginationDto } from '../api';

/**
 * The one pager: Previous / 'Page 2 of 5' / Next. With a `noun` it also shows the total
 * ('120 users') at the left; without one it is centred and hidden when everything fits on one page.
 */
export function Pager({
  pagination,
  noun,
  busy,
  onPage,
}: {
  /** `totalCapped`: more matches than `total` (the count stopped at a cap): "Page 3 of 5+", Next stays open. */
  pagination: PaginationDto;
  /** The total's noun, singular and plural: ['user', 'users']. */
  noun?: readonly [string, string];
  busy: boolean;
  onPage: (page: number) => void;
}) {
  const { page, totalPages, total, totalCapped } = pagination;
  const several = totalPages > 1 || totalCapped;
  if (!noun && !several) return null;
  const buttons = several && (
    <HStack gap="3">
      <Button size="sm" variant="outline" disabled={page <= 1 || busy} onClick={() => onPage(page - 1)}>
        <LuChevronLeft aria-hidden /> Previous
      </Button>
      <Text fontSize="sm" color="fg.muted" aria-current="page">
        Page {page} of {totalPages}
        {totalCapped ? '+' : ''}
      </Text>
      <Button
        size="sm"
        variant="outline"
        disabled={(page >= totalPages && !totalCapped) || busy}
        onClick={() => onPage(page + 1)}
      >
        Next <LuChevronRight aria-hidden />
      </Button>
    </HStack>
  );
  if (!noun) {
    return (
      <HStack as="nav" aria-label="Pages" justify="center">
        {buttons}
      </HStack>
    );
  }
  return (
    <HStack as="nav" aria-label="Pages" justify="space-between" gap="3" flexWrap="wrap">
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        {formatNumber(total)} {total === 1 ? noun[0] : noun[1]}
      </Text>
      {buttons}
    </HStack>
  );
}
