import { Badge, Box, Code, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuScrollText } from 'react-icons/lu';
import { useAdminListAuditQuery } from '../../../api';
import { usePagedSearch } from '../../../hooks/usePagedSearch';
import { FilterSelect, SearchField, SearchToolbar } from '../../../components/SearchToolbar';
import { actionLabel, AUDIT_ACTIONS, detailPairs, formatDateTime } from '../format';
import { DataCell, DataRow, DataTable } from '../../../components/DataTable';
import { Pager } from '../../../components/Pager';
import { Empty, LoadFailed, Loading } from '../../../components/States';

export const AUDIT_PAGE_SIZE = 25;

const COLUMNS = ['When', 'Who', 'Action', 'Target', 'Details'];

function actionPalette(action: string): string {
  if (action === 'user.disable' || action === 'user.role') return 'red';
  if (action.startsWith('clock.')) return 'purple';
  return 'wine';
}

/** The entry's details as a compact key: value list, or a dash. */
function Details({ details }: { details: Record<string, unknown> }) {
  const pairs = detailPairs(details);
  if (pairs.length === 0) {
    return (
      <Text fontSize="sm" color="fg.muted">
        —
      </Text>
    );
  }
  return (
    <Box as="dl" fontSize="xs" display="grid" gridTemplateColumns="auto 1fr" columnGap="2" rowGap="0.5">
      {pairs.map(([key, value]) => (
        <Box key={key} display="contents">
          <Text as="dt" color="fg.muted">
            {key}
          </Text>
          <Code as="dd" size="sm" variant="plain" px="0" bg="transparent" overflowWrap="anywhere" whiteSpace="normal">
            {value}
          </Code>
        </Box>
      ))}
    </Box>
  );
}

/** Audit log: every admin action, newest first, filtered by action and by the acting admin. */
export function AuditPanel() {
  const { search: actor, debounced: debouncedActor, page, setPage, onSearch, firstPage } = usePagedSearch();
  const [action, setAction] = useState('');

  const query = useAdminListAuditQuery({
    action: action || undefined,
    actor: debouncedActor || undefined,
    page,
    limit: AUDIT_PAGE_SIZE,
  });
  const entries = query.currentData?.data.entries ?? [];
  const pagination = query.currentData?.data.pagination;

  return (
    <Stack gap="4">
      <SearchToolbar>
        <FilterSelect
          label="Action"
          value={action}
          onChange={firstPage(setAction)}
          options={AUDIT_ACTIONS.map((value) => [value, actionLabel(value)] as const)}
          width={{ base: 'full', md: '64' }}
        >
          <option value="">All actions</option>
        </FilterSelect>
        <SearchField
          label="Admin username"
          value={actor}
          placeholder="e.g. demo_admin"
          onChange={onSearch}
          width={{ base: 'full', md: '64' }}
          icon={false}
        />
      </SearchToolbar>

      {query.isError && !query.currentData ? (
        <LoadFailed error={query.error} fallback="Failed to load the audit log." onRetry={() => void query.refetch()} />
      ) : !query.currentData ? (
        <Loading label="Loading the audit log…" />
      ) : entries.length === 0 ? (
        <Empty icon={<LuScrollText />}>
          {action || debouncedActor
            ? 'No audit entries match these filters.'
            : 'No admin action has been recorded yet.'}
        </Empty>
      ) : (
        <DataTable label="Audit log" columns={COLUMNS} busy={query.isFetching}>
          {entries.map((entry) => {
            const target = entry.details?.username ?? entry.targetId;
            return (
              <DataRow key={entry.id}>
                <DataCell label="When">
                  <Text fontSize="sm" whiteSpace="nowrap">
                    {formatDateTime(entry.createdAt)}
                  </Text>
                </DataCell>
                <DataCell label="Who">
                  <Text fontWeight="semibold">{entry.actorUsername}</Text>
                </DataCell>
                <DataCell label="Action">
                  <Badge colorPalette={actionPalette(entry.action)} variant="subtle" title={entry.action}>
                    {actionLabel(entry.action)}
                  </Badge>
                </DataCell>
                <DataCell label="Target">
                  {entry.targetType ? (
                    <Text fontSize="sm">
                      <Text as="span" color="fg.muted">
                        {entry.targetType}
                      </Text>{' '}
                      {typeof target === 'string' ? target : entry.targetId}
                    </Text>
                  ) : (
                    <Text fontSize="sm" color="fg.muted">
                      —
                    </Text>
                  )}
                </DataCell>
                <DataCell label="Details" wide>
                  <Details details={entry.details} />
                </DataCell>
              </DataRow>
            );
          })}
        </DataTable>
      )}

      {pagination && entries.length > 0 && (
        <Pager pagination={pagination} noun={['entry', 'entries']} busy={query.isFetching} onPage={setPage} />
      )}
    </Stack>
  );
}
