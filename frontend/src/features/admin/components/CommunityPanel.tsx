import {
  Badge,
  Box,
  chakra,
  Button,
  Field,
  Flex,
  Heading,
  HStack,
  Input,
  NativeSelect,
  Stack,
  Text,
  Textarea,
  Wrap,
} from '@chakra-ui/react';
import {
  formatNumber,
  MESSAGES,
  SUGGESTION_STATUSES,
  validateCommentLength,
  validateCommentText,
  validateSuggestionDescription,
  validateSuggestionTitle,
  type SuggestionStatus,
} from '@vineyard/domain';
import { useState, type FormEvent } from 'react';
import { LuChevronDown, LuChevronUp, LuLightbulb, LuMessageSquare, LuPencil, LuTrash2 } from 'react-icons/lu';
import {
  useAdminDeleteFeatureCommentMutation,
  useAdminDeleteFeatureMutation,
  useAdminUpdateFeatureCommentMutation,
  useAdminUpdateFeatureMutation,
  useListFeatureCommentsQuery,
  useListFeaturesByStatusQuery,
  useListFeaturesQuery,
  type FeatureCommentDto,
  type FeatureDto,
} from '../../../api';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { usePagedSearch } from '../../../hooks/usePagedSearch';
import { FilterSelect, SearchField, SearchToolbar } from '../../../components/SearchToolbar';
import { apiErrorMessage } from '../../../lib/alerts/apiError';
import { toast } from '../../../lib/toast';
import { STATUS_LABELS, statusPalette } from '../../../lib/suggestionStatus';
import { formatDateTime } from '../format';
import { Pager } from '../../../components/Pager';
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
      toast.success(result.message ?? 'Suggestion deleted', deleting.title);
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
            <SuggestionCard key={feature.id} feature={feature} onDelete={() => setDeleting(feature)} />
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

function SuggestionCard({ feature, onDelete }: { feature: FeatureDto; onDelete: () => void }) {
  const [update, updating] = useAdminUpdateFeatureMutation();
  const [editing, setEditing] = useState(false);
  const [showComments, setShowComments] = useState(false);
  const headingId = `suggestion-${feature.id}`;
  const commentsId = `suggestion-comments-${feature.id}`;

  async function changeStatus(next: SuggestionStatus) {
    if (next === feature.status) return;
    try {
      await update({ id: feature.id, adminUpdateFeatureDto: { status: next } }).unwrap();
      toast.success(`Status changed to ${STATUS_LABELS[next]}`, feature.title);
    } catch (error) {
      failed(error, 'Could not change the status.');
    }
  }

  return (
    <Box
      as="li"
      aria-labelledby={headingId}
      bg="bg.panel"
      borderWidth="1px"
      borderColor="border.muted"
      rounded="xl"
      p={{ base: '4', md: '5' }}
    >
      <Stack gap="3">
        <Flex gap="3" direction={{ base: 'column', md: 'row' }} justify="space-between" align={{ md: 'flex-start' }}>
          <Stack gap="1" minW="0" flex="1">
            <HStack gap="2" flexWrap="wrap">
              <Heading as="h2" id={headingId} size="sm" color="wine.800" overflowWrap="anywhere">
                {feature.title}
              </Heading>
              <Badge colorPalette={statusPalette(feature.status)} variant="subtle" data-testid="suggestion-status">
                {STATUS_LABELS[feature.status]}
              </Badge>
            </HStack>
            <Text fontSize="xs" color="fg.muted">
              {feature.author ?? 'Deleted account'} · {formatDateTime(feature.date)} · {formatNumber(feature.votes)}{' '}
              {Math.abs(feature.votes) === 1 ? 'vote' : 'votes'}
            </Text>
          </Stack>
          <Field.Root width={{ base: 'full', md: '48' }} flexShrink={0}>
            <NativeSelect.Root size="sm" disabled={updating.isLoading}>
              <NativeSelect.Field
                aria-label={`Status of ${feature.title}`}
                value={feature.status}
                bg="bg.panel"
                onChange={(event) => void changeStatus(event.target.value as SuggestionStatus)}
              >
                {SUGGESTION_STATUSES.map((value) => (
                  <option key={value} value={value}>
                    {STATUS_LABELS[value]}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        </Flex>

        {editing ? (
          <EditSuggestionForm feature={feature} onDone={() => setEditing(false)} />
        ) : (
          <Text fontSize="sm" whiteSpace="pre-wrap" overflowWrap="anywhere">
            {feature.description}
          </Text>
        )}

        {feature.tags.length > 0 && (
          <Wrap gap="1.5" aria-label="Tags">
            {feature.tags.map((tag) => (
              <Badge key={tag} variant="outline" colorPalette="wine" rounded="full" px="2">
                {tag}
              </Badge>
            ))}
          </Wrap>
        )}

        <Wrap gap="2">
          <Button
            size="xs"
            variant="outline"
            aria-expanded={showComments}
            aria-controls={commentsId}
            onClick={() => setShowComments((open) => !open)}
          >
            <LuMessageSquare aria-hidden /> Comments ({formatNumber(feature.commentCount)})
            {showComments ? <LuChevronUp aria-hidden /> : <LuChevronDown aria-hidden />}
          </Button>
          {!editing && (
            <Button
              size="xs"
              variant="outline"
              colorPalette="wine"
              aria-label={`Edit: ${feature.title}`}
              onClick={() => setEditing(true)}
            >
              <LuPencil aria-hidden /> Edit
            </Button>
          )}
          <Button
            size="xs"
            variant="outline"
            colorPalette="red"
            aria-label={`Delete: ${feature.title}`}
            onClick={onDelete}
          >
            <LuTrash2 aria-hidden /> Delete
          </Button>
        </Wrap>

        {showComments && (
          <Box id={commentsId}>
            <CommentList featureId={feature.id} />
          </Box>
        )}
      </Stack>
    </Box>
  );
}

function EditSuggestionForm({ feature, onDone }: { feature: FeatureDto; onDone: () => void }) {
  const [update, updating] = useAdminUpdateFeatureMutation();
  const [title, setTitle] = useState(feature.title);
  const [description, setDescription] = useState(feature.description);
  const [touched, setTouched] = useState(false);
  const titleError = validateSuggestionTitle(title);
  const descriptionError = validateSuggestionDescription(description);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (titleError || descriptionError) return;
    try {
      const result = await update({
        id: feature.id,
        adminUpdateFeatureDto: { title: title.trim(), description: description.trim() },
      }).unwrap();
      toast.success(result.message ?? 'Suggestion updated', result.data.feature.title);
      onDone();
    } catch (error) {
      failed(error, 'Could not save the suggestion.');
    }
  }

  return (
    <chakra.form
      display="flex"
      flexDirection="column"
      gap="3"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label="Edit suggestion"
    >
      <Field.Root invalid={touched && titleError !== null}>
        <Field.Label>Title</Field.Label>
        <Input value={title} onChange={(event) => setTitle(event.target.value)} />
        <Field.ErrorText>{titleError}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={touched && descriptionError !== null}>
        <Field.Label>Description</Field.Label>
        <Textarea value={description} rows={4} onChange={(event) => setDescription(event.target.value)} />
        <Field.ErrorText>{descriptionError}</Field.ErrorText>
      </Field.Root>
      <HStack gap="2">
        <Button type="submit" size="sm" colorPalette="wine" loading={updating.isLoading}>
          Save changes
        </Button>
        <Button size="sm" variant="outline" onClick={onDone} disabled={updating.isLoading}>
          Cancel
        </Button>
      </HStack>
    </chakra.form>
  );
}

function CommentList({ featureId }: { featureId: string }) {
  const query = useListFeatureCommentsQuery({ id: featureId });
  const [remove, removal] = useAdminDeleteFeatureCommentMutation();
  const [deleting, setDeleting] = useState<FeatureCommentDto | null>(null);
  const [editingId, setEditingId] = useState<string | null>(null);
  const comments = query.currentData?.data.comments;

  async function confirmDelete() {
    if (!deleting) return;
    try {
      const result = await remove({ id: featureId, commentId: deleting.id }).unwrap();
      toast.success(result.message ?? 'Comment deleted');
      setDeleting(null);
    } catch (error) {
      failed(error, 'Could not delete the comment.');
    }
  }

  if (query.isError && !comments) {
    return (
      <LoadFailed error={query.error} fallback="Failed to load the comments." onRetry={() => void query.refetch()} />
    );
  }
  if (!comments) return <Loading label="Loading comments…" />;

  return (
    <Stack gap="2" borderTopWidth="1px" borderColor="border.muted" pt="3">
      {comments.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {MESSAGES.suggestion.noComments}
        </Text>
      ) : (
        <Stack as="ul" listStyle="none" gap="2" aria-label="Comments">
          {comments.map((comment) => (
            <Box as="li" key={comment.id} bg="bg.subtle" rounded="lg" px="3" py="2">
              <HStack justify="space-between" align="flex-start" gap="2" flexWrap="wrap">
                <Text fontSize="xs" color="fg.muted">
                  <Text as="span" fontWeight="semibold" color="fg">
                    {comment.author}
                  </Text>{' '}
                  · {formatDateTime(comment.date)}
                </Text>
                {editingId !== comment.id && (
                  <HStack gap="1">
                    <Button
                      size="2xs"
                      variant="ghost"
                      aria-label={`Edit comment by ${comment.author}`}
                      onClick={() => setEditingId(comment.id)}
                    >
                      <LuPencil aria-hidden /> Edit
                    </Button>
                    <Button
                      size="2xs"
                      variant="ghost"
                      colorPalette="red"
                      aria-label={`Delete comment by ${comment.author}`}
                      onClick={() => setDeleting(comment)}
                    >
                      <LuTrash2 aria-hidden /> Delete
                    </Button>
                  </HStack>
                )}
              </HStack>
              {editingId === comment.id ? (
                <EditCommentForm featureId={featureId} comment={comment} onDone={() => setEditingId(null)} />
              ) : (
                <Text fontSize="sm" whiteSpace="pre-wrap" overflowWrap="anywhere" mt="1">
                  {comment.text}
                </Text>
              )}
            </Box>
          ))}
        </Stack>
      )}
      <ConfirmDialog
        title={deleting ? `Delete the comment by ${deleting.author}?` : null}
        description={deleting ? `“${deleting.text}” — this action cannot be undone.` : undefined}
        confirmLabel="Delete comment"
        loading={removal.isLoading}
        onConfirm={() => void confirmDelete()}
        onClose={() => !removal.isLoading && setDeleting(null)}
      />
    </Stack>
  );
}

function EditCommentForm({
  featureId,
  comment,
  onDone,
}: {
  featureId: string;
  comment: FeatureCommentDto;
  onDone: () => void;
}) {
  const [update, updating] = useAdminUpdateFeatureCommentMutation();
  const [text, setText] = useState(comment.text);
  const [touched, setTouched] = useState(false);
  const error = validateCommentText(text) ?? validateCommentLength(text);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (error) return;
    try {
      const result = await update({
        id: featureId,
        commentId: comment.id,
        adminUpdateCommentDto: { text: text.trim() },
      }).unwrap();
      toast.success(result.message ?? 'Comment updated');
      onDone();
    } catch (failure) {
      failed(failure, 'Could not save the comment.');
    }
  }

  return (
    <chakra.form
      display="flex"
      flexDirection="column"
      gap="2"
      mt="2"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label="Edit comment"
    >
      <Field.Root invalid={touched && error !== null}>
        <Field.Label srOnly>Comment text</Field.Label>
        <Textarea value={text} rows={3} bg="bg.panel" onChange={(event) => setText(event.target.value)} />
        <Field.ErrorText>{error}</Field.ErrorText>
      </Field.Root>
      <HStack gap="2">
        <Button type="submit" size="xs" colorPalette="wine" loading={updating.isLoading}>
          Save comment
        </Button>
        <Button size="xs" variant="outline" onClick={onDone} disabled={updating.isLoading}>
          Cancel
        </Button>
      </HStack>
    </chakra.form>
  );
}
