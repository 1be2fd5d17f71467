import { Badge, Button, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { formatNumber } from '@vineyard/domain';
import { useState, type ReactNode } from 'react';
import { LuDownload, LuMail } from 'react-icons/lu';
import { api, useAdminListNewsletterQuery, useAdminListWaitlistQuery, type PaginationDto } from '../../../api';
import { useAppDispatch, useAppSelector } from '../../../lib/store/hooks';
import { toast } from '../../../lib/toast';
import { selectAccessToken } from '../../../lib/session/authSlice';
import { downloadCsv } from '../download';
import { formatDateTime } from '../format';
import { usePagedSearch } from '../../../hooks/usePagedSearch';
import { SearchField, SearchToolbar } from '../../../components/SearchToolbar';
import { DataCell, DataRow, DataTable } from '../../../components/DataTable';
import { Pager } from '../../../components/Pager';
import { Empty, LoadFailed, Loading } from '../../../components/States';

export const LIST_PAGE_SIZE = 20;

type ListKind = 'waitlist' | 'newsletter';

const LIST_TEXT: Record<ListKind, { title: string; noun: readonly [string, string]; empty: string }> = {
  waitlist: { title: 'Waitlist', noun: ['address', 'addresses'], empty: 'Nobody has joined the waitlist yet.' },
  newsletter: { title: 'Newsletter', noun: ['subscriber', 'subscribers'], empty: 'No newsletter subscribers yet.' },
};

/** Waitlist and newsletter: two paginated, searchable lists with their counts and CSV exports. */
export function MailingListsPanel() {
  return (
    <Stack gap="10">
      <WaitlistSection />
      <NewsletterSection />
    </Stack>
  );
}

function useListState() {
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

function WaitlistSection() {
  const state = useListState();
  const query = useAdminListWaitlistQuery(state.args);
  const data = query.currentData?.data;
  return (
    <ListSection
      kind="waitlist"
      state={state}
      query={query}
      pagination={data?.pagination}
      counts={
        data && [
          ['On the waitlist', data.counts.total],
          ['Want early access', data.counts.earlyAccess],
          ['Joined in the last 7 days', data.counts.lastSevenDays],
        ]
      }
      columns={['E-mail', 'Early access', 'Joined']}
      rows={data?.entries.map((entry) => (
        <DataRow key={entry.id} label={entry.email}>
          <DataCell label="E-mail">
            <Text fontSize="sm" overflowWrap="anywhere">
              {entry.email}
            </Text>
          </DataCell>
          <DataCell label="Early access">
            {entry.earlyAccess ? (
              <Badge colorPalette="green" variant="subtle">
                Yes
              </Badge>
            ) : (
              <Badge colorPalette="gray" variant="subtle">
                No
              </Badge>
            )}
          </DataCell>
          <DataCell label="Joined">
            <Text fontSize="sm" whiteSpace="nowrap">
              {formatDateTime(entry.createdAt)}
            </Text>
          </DataCell>
        </DataRow>
      ))}
    />
  );
}

function NewsletterSection() {
  const state = useListState();
  const query = useAdminListNewsletterQuery(state.args);
  const data = query.currentData?.data;
  return (
    <ListSection
      kind="newsletter"
      state={state}
      query={query}
      pagination={data?.pagination}
      counts={
        data && [
          ['Subscribers', data.counts.total],
          ['Subscribed in the last 7 days', data.counts.lastSevenDays],
        ]
      }
      columns={['E-mail', 'Subscribed']}
      rows={data?.entries.map((entry) => (
        <DataRow key={entry.id} label={entry.email}>
          <DataCell label="E-mail">
            <Text fontSize="sm" overflowWrap="anywhere">
              {entry.email}
            </Text>
          </DataCell>
          <DataCell label="Subscribed">
            <Text fontSize="sm" whiteSpace="nowrap">
              {formatDateTime(entry.createdAt)}
            </Text>
          </DataCell>
        </DataRow>
      ))}
    />
  );
}

function ListSection({
  kind,
  state,
  query,
  pagination,
  counts,
  columns,
  rows,
}: {
  kind: ListKind;
  state: ReturnType<typeof useListState>;
  query: { isError: boolean; isFetching: boolean; error?: unknown; currentData?: unknown; refetch: () => unknown };
  pagination: PaginationDto | undefined;
  counts: [string, number][] | undefined;
  columns: string[];
  rows: ReactNode[] | undefined;
}) {
  const text = LIST_TEXT[kind];
  const headingId = `${kind}-heading`;
  const token = useAppSelector(selectAccessToken);
  const dispatch = useAppDispatch();
  const [exporting, setExporting] = useState(false);

  async function exportCsv() {
    setExporting(true);
    try {
      const name = await downloadCsv(`/admin/${kind}.csv`, token, `${kind}.csv`);
      toast.success('Export downloaded', name);
      // the export is audited
      dispatch(api.util.invalidateTags([{ type: 'AdminAudit', id: 'LIST' }]));
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'The export failed.');
    } finally {
      setExporting(false);
    }
  }

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
          loading={exporting}
          onClick={() => void exportCsv()}
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
