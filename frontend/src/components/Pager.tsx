import { Button, HStack, Text } from '@chakra-ui/react';
import { formatNumber } from '@vineyard/domain';
import { LuChevronLeft, LuChevronRight } from 'react-icons/lu';
import type { PaginationDto } from '../api';

/** Previous / 'Page 2 of 5 · 120 users' / Next. Hidden when everything fits on one page. */
export function Pager({
  pagination,
  noun,
  busy,
  onPage,
}: {
  pagination: PaginationDto;
  /** The total's noun, singular and plural: ['user', 'users']. */
  noun: readonly [string, string];
  busy: boolean;
  onPage: (page: number) => void;
}) {
  const { page, totalPages, total } = pagination;
  return (
    <HStack as="nav" aria-label="Pages" justify="space-between" gap="3" flexWrap="wrap">
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        {formatNumber(total)} {total === 1 ? noun[0] : noun[1]}
      </Text>
      {totalPages > 1 && (
        <HStack gap="3">
          <Button size="sm" variant="outline" disabled={page <= 1 || busy} onClick={() => onPage(page - 1)}>
            <LuChevronLeft aria-hidden /> Previous
          </Button>
          <Text fontSize="sm" color="fg.muted" aria-current="page">
            Page {page} of {totalPages}
          </Text>
          <Button size="sm" variant="outline" disabled={page >= totalPages || busy} onClick={() => onPage(page + 1)}>
            Next <LuChevronRight aria-hidden />
          </Button>
        </HStack>
      )}
    </HStack>
  );
}
