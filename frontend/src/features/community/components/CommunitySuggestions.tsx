import {
  Alert,
  Box,
  Button,
  chakra,
  Heading,
  HStack,
  Input,
  InputGroup,
  Link,
  NativeSelect,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import {
  MESSAGES,
  STORAGE_KEYS,
  SUGGESTION_LIMITS,
  SUGGESTION_SORTS,
  type SuggestionSort,
  type VoteType,
} from '@vineyard/domain';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { LuPlus, LuSearch } from 'react-icons/lu';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import {
  useListFeaturesQuery,
  useListFeatureTagsQuery,
  useListMyFeatureVotesQuery,
  useVoteOnFeatureMutation,
  type FeatureDto,
  type ListFeaturesApiArg,
} from '../../../api';
import { useAppSelector } from '../../../lib/store/hooks';
import { href } from '../../../config/paths';
import { useDebouncedValue } from '../../../hooks/useDebouncedValue';
import { apiErrorMessage } from '../../../lib/alerts/apiError';
import { readStorage, writeStorage } from '../../../lib/storage';
import { toast } from '../../../lib/toast';
import { selectIsAuthenticated } from '../../../lib/session/authSlice';
import { SuggestFeatureModal } from './SuggestFeatureModal';
import { SuggestionCard } from './SuggestionCard';

const s = MESSAGES.suggestion;
const L = SUGGESTION_LIMITS;

const SORT_LABELS: Record<SuggestionSort, string> = {
  votes: 'Most votes',
  recent: 'Most recent',
  trending: 'Trending',
};

/** The list's title: the selected tag, else 'Recent', 'Trending' or 'Top Community Suggestions'. */
export function listTitle(tag: string, sort: SuggestionSort): string {
  if (tag) return tag;
  if (sort === 'recent') return 'Recent';
  if (sort === 'trending') return 'Trending';
  return 'Top Community Suggestions';
}

/** Trending and top lists show 5 at a time; a tag's list and the recent list show a page of 10. */
export function listPageSize(tag: string, sort: SuggestionSort): number {
  return !tag && sort !== 'recent' ? L.highlightListSize : L.pageSize;
}

type VoteMap = Record<string, VoteType>;

function storedVotes(): VoteMap {
  try {
    const parsed = JSON.parse(readStorage(STORAGE_KEYS.featureVotes) ?? '{}') as unknown;
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as VoteMap) : {};
  } catch {
    return {};
  }
}

interface PageProps {
  /** The filter this page belongs to. */
  argsKey: string;
  args: ListFeaturesApiArg;
  first: boolean;
  render: (features: FeatureDto[]) => React.ReactNode;
  onLoaded: (argsKey: string, page: number, features: FeatureDto[], totalPages: number) => void;
}

/** One page of the list: its own query, so Load More only fetches the next page. */
function SuggestionPage({ argsKey, args, first, render, onLoaded }: PageProps) {
  const query = useListFeaturesQuery(args);
  const data = query.data?.data;
  useEffect(() => {
    if (data) onLoaded(argsKey, args.page ?? 1, data.features, data.pagination.totalPages);
  }, [data, argsKey, args.page, onLoaded]);
  if (query.isLoading) {
    return (
      // data-needs-app: on a prerendered page, the boot script loads the app when this comes into view
      <HStack justify="center" py="6" data-needs-app="">
        <Spinner color="wine.600" role="status" aria-label="Loading suggestions" />
      </HStack>
    );
  }
  if (query.isError) {
    return (
      <Alert.Root status="error" rounded="md">
        <Alert.Indicator />
        <Alert.Title>{apiErrorMessage(query.error, first ? s.loadFailed : s.loadMoreFailed)}</Alert.Title>
        <Button size="xs" variant="outline" ms="auto" onClick={() => query.refetch()}>
          Try Again
        </Button>
      </Alert.Root>
    );
  }
  return <>{render(data?.features ?? [])}</>;
}

export interface CommunitySuggestionsProps {
  /** Heading level 2 title of the section. */
  heading?: string;
  intro?: string;
}

/**
 * The community suggestions section (spec §2): debounced search, tag filter, sort, the list
 * with Load More, the Suggest a Feature modal, votes with a 1 s lock and comment threads.
 */
export function CommunitySuggestions({ heading = 'Community Suggestions', intro }: CommunitySuggestionsProps) {
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const location = useLocation();
  const [searchInput, setSearchInput] = useState('');
  const search = useDebouncedValue(searchInput.trim(), L.searchDebounceMs);
  const [tag, setTag] = useState('');
  const [sort, setSort] = useState<SuggestionSort>('votes');
  // Per filter (search, tag, sort): pages shown, pages loaded and the total, so switching back
  // to an earlier filter starts again from its first page.
  const [pagesByKey, setPagesByKey] = useState<Record<string, number>>({});
  const [totals, setTotals] = useState<Record<string, number>>({});
  const [loadedByKey, setLoadedByKey] = useState<Record<string, Record<number, FeatureDto[]>>>({});
  const [modalOpen, setModalOpen] = useState(false);
  const [highlightId, setHighlightId] = useState<string | null>(null);
  const [lockedIds, setLockedIds] = useState<Set<string>>(new Set());
  const [overrides, setOverrides] = useState<Record<string, Partial<Pick<FeatureDto, 'votes' | 'commentCount'>>>>({});
  const [localVotes, setLocalVotes] = useState<VoteMap>(() => (isAuthenticated ? storedVotes() : {}));
  const lockTimers = useRef<Map<string, ReturnType<typeof setTimeout>>>(new Map());

  const tags = useListFeatureTagsQuery();
  const myVotes = useListMyFeatureVotesQuery(undefined, { skip: !isAuthenticated });
  const [voteOnFeature] = useVoteOnFeatureMutation();

  const limit = listPageSize(tag, sort);
  const baseArgs = useMemo(
    () => ({ limit, sort, ...(search ? { search } : {}), ...(tag ? { tag } : {}) }),
    [limit, sort, search, tag],
  );

  const key = JSON.stringify(baseArgs);
  const pages = pagesByKey[key] ?? 1;
  const totalPages = totals[key] ?? 0;
  const loaded = useMemo(() => loadedByKey[key] ?? {}, [loadedByKey, key]);

  // The server's record of the player's votes wins over the copy in local storage.
  useEffect(() => {
    if (!myVotes.data) return;
    const votes: VoteMap = {};
    for (const v of myVotes.data.data.votes) votes[v.featureId] = v.voteType;
    setLocalVotes(votes);
    writeStorage(STORAGE_KEYS.featureVotes, JSON.stringify(votes));
  }, [myVotes.data]);

  useEffect(() => {
    const timers = lockTimers.current;
    return () => timers.forEach((timer) => clearTimeout(timer));
  }, []);

  const onLoaded = useCallback((argsKey: string, page: number, features: FeatureDto[], total: number) => {
    setLoadedByKey((current) =>
      current[argsKey]?.[page] === features
        ? current
        : { ...current, [argsKey]: { ...current[argsKey], [page]: features } },
    );
    setTotals((current) => (current[argsKey] === total ? current : { ...current, [argsKey]: total }));
    // Fresh data from the server replaces local adjustments.
    setOverrides((current) => {
      if (features.every((f) => !(f.id in current))) return current;
      const next = { ...current };
      for (const f of features) delete next[f.id];
      return next;
    });
  }, []);

  const visible = useMemo(
    () =>
      Object.keys(loaded)
        .map(Number)
        .filter((page) => page <= pages)
        .sort((a, b) => a - b)
        .flatMap((page) => loaded[page] ?? []),
    [loaded, pages],
  );

  // Scroll to a chosen similar suggestion and pulse it for 2 s; search for it when not listed.
  const [pulsing, setPulsing] = useState<string | null>(null);
  useEffect(() => {
    if (!highlightId) return;
    const element = document.getElementById(`suggestion-${highlightId}`);
    if (!element) return;
    element.scrollIntoView({ behavior: 'smooth', block: 'center' });
    setPulsing(highlightId);
    setHighlightId(null);
  }, [highlightId, visible]);
  useEffect(() => {
    if (!pulsing) return undefined;
    const timer = setTimeout(() => setPulsing(null), L.highlightPulseMs);
    return () => clearTimeout(timer);
  }, [pulsing]);

  const chooseSimilar = (feature: FeatureDto) => {
    if (!visible.some((f) => f.id === feature.id)) {
      setTag('');
      setSearchInput(feature.title);
    }
    setHighlightId(feature.id);
  };

  const lock = (id: string) => {
    setLockedIds((current) => new Set(current).add(id));
    clearTimeout(lockTimers.current.get(id));
    lockTimers.current.set(
      id,
      setTimeout(() => {
        setLockedIds((current) => {
          const next = new Set(current);
          next.delete(id);
          return next;
        });
      }, L.voteLockMs),
    );
  };

  const vote = async (feature: FeatureDto, voteType: VoteType) => {
    if (!isAuthenticated) {
      toast.info(s.signInToVote);
      return;
    }
    if (lockedIds.has(feature.id)) return;
    lock(feature.id);
    try {
      const result = await voteOnFeature({ id: feature.id, voteDto: { voteType } }).unwrap();
      setOverrides((o) => ({ ...o, [feature.id]: { ...o[feature.id], votes: result.data.votes } }));
      setLocalVotes((current) => {
        const next = { ...current };
        if (result.data.userVote) next[feature.id] = result.data.userVote as VoteType;
        else delete next[feature.id];
        writeStorage(STORAGE_KEYS.featureVotes, JSON.stringify(next));
        return next;
      });
      toast.success(s.voteRecorded);
    } catch (err) {
      toast.error(apiErrorMessage(err, s.voteFailed));
    }
  };

  const commentAdded = (feature: FeatureDto) =>
    setOverrides((o) => ({
      ...o,
      [feature.id]: { ...o[feature.id], commentCount: (o[feature.id]?.commentCount ?? feature.commentCount) + 1 },
    }));

  const renderCards = (features: FeatureDto[]) =>
    features.map((feature) => (
      <SuggestionCard
        key={feature.id}
        feature={{ ...feature, ...overrides[feature.id] }}
        userVote={localVotes[feature.id] ?? null}
        locked={lockedIds.has(feature.id)}
        isAuthenticated={isAuthenticated}
        highlighted={pulsing === feature.id}
        onVote={vote}
        onCommentAdded={commentAdded}
      />
    ));

  const firstLoaded = loaded[1] !== undefined;
  const empty = firstLoaded && visible.length === 0;
  const tagList = tags.data?.data.tags ?? [];

  return (
    <Box as="section" aria-labelledby="suggestions-title">
      <Stack gap="6">
        <Stack gap="2">
          <Heading as="h2" id="suggestions-title" size={{ base: '2xl', md: '3xl' }} color="wine.800">
            {heading}
          </Heading>
          {intro && <Text color="fg.muted">{intro}</Text>}
        </Stack>

        <Stack direction={{ base: 'column', md: 'row' }} gap="3" align={{ md: 'flex-end' }}>
          <Box flex="1">
            <chakra.label htmlFor="suggestion-search" fontSize="sm" fontWeight="medium" display="block" mb="1">
              Search suggestions
            </chakra.label>
            <InputGroup startElement={<LuSearch aria-hidden />}>
              <Input
                id="suggestion-search"
                type="search"
                value={searchInput}
                onChange={(e) => setSearchInput(e.target.value)}
                placeholder="Search by title or description"
                maxLength={L.searchMaxLength}
                bg="bg.panel"
              />
            </InputGroup>
          </Box>
          <Box minW={{ md: '44' }}>
            <chakra.label htmlFor="suggestion-tag" fontSize="sm" fontWeight="medium" display="block" mb="1">
              Tag
            </chakra.label>
            <NativeSelect.Root>
              <NativeSelect.Field
                id="suggestion-tag"
                value={tag}
                onChange={(e) => setTag(e.target.value)}
                bg="bg.panel"
              >
                <option value="">All tags</option>
                {tagList.map((t) => (
                  <option key={t} value={t}>
                    {t}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Box>
          <Box minW={{ md: '40' }}>
            <chakra.label htmlFor="suggestion-sort" fontSize="sm" fontWeight="medium" display="block" mb="1">
              Sort by
            </chakra.label>
            <NativeSelect.Root>
              <NativeSelect.Field
                id="suggestion-sort"
                value={sort}
                onChange={(e) => setSort(e.target.value as SuggestionSort)}
                bg="bg.panel"
              >
                {SUGGESTION_SORTS.map((option) => (
                  <option key={option} value={option}>
                    {SORT_LABELS[option]}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Box>
          {isAuthenticated ? (
            <Button onClick={() => setModalOpen(true)} flexShrink={0}>
              <LuPlus aria-hidden /> Suggest a Feature
            </Button>
          ) : (
            <Button asChild variant="outline" flexShrink={0}>
              <RouterLink to={href.login(location.pathname)}>{s.signInToSuggest}</RouterLink>
            </Button>
          )}
        </Stack>

        {!isAuthenticated && (
          <Text fontSize="sm" color="fg.muted">
            <Link asChild color="wine.700" fontWeight="semibold">
              <RouterLink to={href.login(location.pathname)}>Sign in</RouterLink>
            </Link>{' '}
            to vote, comment and suggest features.
          </Text>
        )}

        <Stack gap="4">
          <Heading as="h3" size="lg" color="fg" textTransform={tag ? 'capitalize' : undefined} data-testid="list-title">
            {listTitle(tag, sort)}
          </Heading>
          {empty ? (
            <Text color="fg.muted" py="6" textAlign="center">
              {s.noSuggestions}
            </Text>
          ) : (
            Array.from({ length: pages }, (_, i) => (
              <SuggestionPage
                key={`${key}-${i + 1}`}
                argsKey={key}
                args={{ ...baseArgs, page: i + 1 }}
                first={i === 0}
                onLoaded={onLoaded}
                render={renderCards}
              />
            ))
          )}
          {empty && (
            // Keeps the first page's query alive so new suggestions show up.
            <Box hidden>
              <SuggestionPage
                argsKey={key}
                args={{ ...baseArgs, page: 1 }}
                first
                onLoaded={onLoaded}
                render={() => null}
              />
            </Box>
          )}
          {firstLoaded && pages < totalPages && (
            <Button
              variant="outline"
              alignSelf="center"
              onClick={() => setPagesByKey((current) => ({ ...current, [key]: pages + 1 }))}
            >
              Load More
            </Button>
          )}
        </Stack>
      </Stack>

      <SuggestFeatureModal
        open={modalOpen}
        onClose={() => setModalOpen(false)}
        known={visible}
        onChooseSimilar={chooseSimilar}
        onSubmitted={(feature) => setHighlightId(feature.id)}
      />
    </Box>
  );
}
