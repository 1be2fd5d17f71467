import { Stack } from '@chakra-ui/react';
import { MESSAGES, SUGGESTION_STATUSES, type SuggestionStatus } from '@vineyard/domain';
import { useState } from 'react';
import { LuLightbulb } from 'react-icons/lu';
import {
  useAdminDeleteFeatureMutation,
  useListFeaturesByStatusQuery,
  useListFeaturesQuery,
  type FeatureDto,
} from '../../../api';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { usePagedSearch } from '../../../hooks/usePagedSearch';
import { FilterSelect, SearchField, SearchToolbar } from '../../../components/SearchToolbar';
import { apiErrorMessage } from '../../../lib/alerts/apiError';
import { toast } from '../../../lib/toast';
import { STATUS_LABELS } from '../../../lib/suggestionStatus';
import { Pager } from '../../../components/Pager';
import { SuggestionModerationCard } from './community/SuggestionModerationCard';
import { Empty, LoadFailed, Loading } from '../../../components/States';

export const COMMUNITY_PAGE_SIZE = 20;

type StatusFilter = '' | SuggestionStatus;

const failed = (error: unknown, fallback: string) => toast.error(apiErrorMessage(error, fallback));

/** Community: the suggestion board with status changes, edits, deletion and comment moderation. */
export function CommunityPanel() {
  const { search, debounced, page, setPage, onSearch, firstPage } = usePagedSearch();
  const [status, setStatus] = useState<StatusFilter>('');
  const args = { search: debounced || undefined, page, limit: COMMUNITY_PAGE_SIZE, sort: 'recent' as const };
  const all = useListFeaturesQuery(args, { skip: status !== '' });
  const byStatus = useListFeaturesByStatusQuery({ ...args, status: status || 'planned' }, { skip: status === '' });
  const query = status === '' ? all : byStatus;

  const [remove, removal] = useAdminDeleteFeatureMutation();
  const [deleting, setDeleting] = useState<FeatureDto | null>(null);

  async function confirmDelete() {
    if (!deleting) return;
    try {
      const result = await remove({ id: deleting.id }).unwrap();
      toast.success(result.message ?? MESSAGES.admin.suggestionDeleted, deleting.title);
      setDeleting(null);
    } catch (error) {
      failed(error, 'Could not delete the suggestion.');
    }
  }

  const features = query.currentData?.data.features ?? [];
  const pagination = query.currentData?.data.pagination;
  const filtered = debounced !== '' || status !== '';

  return (
    <Stack gap="4">
      <SearchToolbar>
        <SearchField
          label="Search suggestions"
          value={search}
          placeholder="Words in the title or description"
          onChange={onSearch}
        />
        <FilterSelect
          label="Status"
          value={status}
          onChange={firstPage(setStatus)}
          options={SUGGESTION_STATUSES.map((value) => [value, STATUS_LABELS[value]] as const)}
          width={{ base: 'full', md: '56' }}
        >
          <option value="">All statuses</option>
        </FilterSelect>
      </SearchToolbar>

      {query.isError && !query.currentData ? (
        <LoadFailed
          error={query.error}
          fallback={MESSAGES.suggestion.loadFailed}
          onRetry={() => void query.refetch()}
        />
      ) : !query.currentData ? (
        <Loading label="Loading suggestions…" />
      ) : features.length === 0 ? (
        <Empty icon={<LuLightbulb />}>{filtered ? 'No suggestions match these filters.' : 'No suggestions yet.'}</Empty>
      ) : (
        <Stack
          as="ul"
          listStyle="none"
          gap="3"
          aria-label="Suggestions"
          aria-busy={query.isFetching}
          opacity={query.isFetching ? 0.7 : 1}
        >
          {features.map((feature) => (
            <SuggestionModerationCard key={feature.id} feature={feature} onDelete={() => setDeleting(feature)} />
          ))}
        </Stack>
      )}

      {pagination && features.length > 0 && (
        <Pager pagination={pagination} noun={['suggestion', 'suggestions']} busy={query.isFetching} onPage={setPage} />
      )}

      <ConfirmDialog
        title={deleting ? `Delete “${deleting.title}”?` : null}
        description="The suggestion goes with its votes, vote history and comments. This action cannot be undone."
        confirmLabel="Delete suggestion"
        loading={removal.isLoading}
        onConfirm={() => void confirmDelete()}
        onClose={() => !removal.isLoading && setDeleting(null)}
      />
    </Stack>
  );
}
