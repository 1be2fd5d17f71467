import { Button, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { formatNumber } from '@vineyard/domain';
import type { ReactNode } from 'react';
import { LuDownload, LuMail } from 'react-icons/lu';
import type { PaginationDto } from '../../../../api';
import { DataTable } from '../../../../components/DataTable';
import { Pager } from '../../../../components/Pager';
import { SearchField, SearchToolbar } from '../../../../components/SearchToolbar';
import { Empty, LoadFailed, Loading } from '../../../../components/States';
import { usePagedSearch } from '../../../../hooks/usePagedSearch';
import { useCsvExport } from '../../hooks/useCsvExport';

export const LIST_PAGE_SIZE = 20;

type ListKind = 'waitlist' | 'newsletter';

const LIST_TEXT: Record<ListKind, { title: string; noun: readonly [string, string]; empty: string }> = {
  waitlist: { title: 'Waitlist', noun: ['address', 'addresses'], empty: 'Nobody has joined the waitlist yet.' },
  newsletter: { title: 'Newsletter', noun: ['subscriber', 'subscribers'], empty: 'No newsletter subscribers yet.' },
};

/** Search and page of one list, and the query's arguments. */
export function useListState() {
  const { search, debounced, page, setPage, onSearch } = usePagedSearch();
  return {
    search,
    page,
    setPage,
    onSearch,
    args: { search: debounced || undefined, page, limit: LIST_PAGE_SIZE },
    filtered: debounced !== '',
  };
}

type ListState = ReturnType<typeof useListState>;

/** One mailing list: its heading and CSV export, counts, search, table and pager. */
export function ListSection({
  kind,
  state,
  query,
  pagination,
  counts,
  columns,
  rows,
}: {
  kind: ListKind;
  state: ListState;
  query: { isError: boolean; isFetching: boolean; error?: unknown; currentData?: unknown; refetch: () => unknown };
  pagination: PaginationDto | undefined;
  counts: [string, number][] | undefined;
  columns: string[];
  rows: ReactNode[] | undefined;
}) {
  const text = LIST_TEXT[kind];
  const headingId = `${kind}-heading`;
  const csv = useCsvExport(kind);

  return (
    <Stack as="section" gap="4" aria-labelledby={headingId}>
      <Flex gap="3" direction={{ base: 'column', sm: 'row' }} justify="space-between" align={{ sm: 'center' }}>
        <Heading as="h2" id={headingId} size="lg" color="wine.800">
          {text.title}
        </Heading>
        <Button
          size="sm"
          variant="outline"
          colorPalette="wine"
          loading={csv.exporting}
          onClick={() => void csv.download()}
          aria-label={`Download ${text.title.toLowerCase()} CSV`}
          alignSelf={{ base: 'flex-start', sm: 'auto' }}
        >
          <LuDownload aria-hidden /> Download CSV
        </Button>
      </Flex>

      {counts && (
        <SimpleGrid
          columns={counts.length}
          gap={{ base: '2', md: '3' }}
          aria-label={`${text.title} counts`}
          role="group"
        >
          {counts.map(([label, value]) => (
            <Stack
              key={label}
              gap="0"
              bg="bg.panel"
              borderWidth="1px"
              borderColor="border.muted"
              rounded="xl"
              p={{ base: '3', md: '4' }}
            >
              <Text fontSize={{ base: 'xl', md: '2xl' }} fontWeight="bold" color="wine.800">
                {formatNumber(value)}
              </Text>
              <Text fontSize={{ base: 'xs', md: 'sm' }} color="fg.muted">
                {label}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      )}

      <SearchToolbar>
        <SearchField
          label={`Search the ${text.title.toLowerCase()}`}
          value={state.search}
          placeholder="Part of an e-mail address"
          onChange={state.onSearch}
        />
      </SearchToolbar>

      {query.isError && !query.currentData ? (
        <LoadFailed
          error={query.error}
          fallback={`Failed to load the ${text.title.toLowerCase()}.`}
          onRetry={() => void query.refetch()}
        />
      ) : !query.currentData || !rows ? (
        <Loading label={`Loading the ${text.title.toLowerCase()}…`} />
      ) : rows.length === 0 ? (
        <Empty icon={<LuMail />}>{state.filtered ? 'No addresses match this search.' : text.empty}</Empty>
      ) : (
        <DataTable label={text.title} columns={columns} busy={query.isFetching}>
          {rows}
        </DataTable>
      )}

      {pagination && rows && rows.length > 0 && (
        <Pager pagination={pagination} noun={text.noun} busy={query.isFetching} onPage={state.setPage} />
      )}
    </Stack>
  );
}
