import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { MESSAGES, type SuggestionSort, type VoteType } from '@vineyard/domain';
import { useListFeaturesQuery, type FeatureDto, type ListFeaturesApiArg } from '../../../api';
import { LoadFailed, Loading } from '../../../components/States';
import { SuggestionCard } from './SuggestionCard';

const s = MESSAGES.suggestion;

/** The list's title: the selected tag, else 'Recent', 'Trending' or 'Top Community Suggestions'. */
export function listTitle(tag: string, sort: SuggestionSort): string {
  if (tag) return tag;
  if (sort === 'recent') return 'Recent';
  if (sort === 'trending') return 'Trending';
  return 'Top Community Suggestions';
}

interface CardProps {
  votes: Record<string, VoteType>;
  lockedIds: ReadonlySet<string>;
  isAuthenticated: boolean;
  pulsing: string | null;
  onVote: (feature: FeatureDto, voteType: VoteType) => void;
}

/** One page of the list: its own query, so Load More only fetches the next page. */
function SuggestionPage({ args, first, cards }: { args: ListFeaturesApiArg; first: boolean; cards: CardProps | null }) {
  const query = useListFeaturesQuery(args);
  if (query.isLoading) {
    // data-needs-app: on a prerendered page, the boot script loads the app when this comes into view
    return <Loading label="Loading suggestions…" centered data-needs-app="" />;
  }
  if (query.isError) {
    return (
      <LoadFailed error={query.error} fallback={first ? s.loadFailed : s.loadMoreFailed} onRetry={query.refetch} />
    );
  }
  if (!cards) return null;
  return (query.data?.data.features ?? []).map((feature) => (
    <SuggestionCard
      key={feature.id}
      feature={feature}
      userVote={cards.votes[feature.id] ?? null}
      locked={cards.lockedIds.has(feature.id)}
      isAuthenticated={cards.isAuthenticated}
      highlighted={cards.pulsing === feature.id}
      onVote={cards.onVote}
    />
  ));
}

export interface SuggestionListProps extends CardProps {
  tag: string;
  sort: SuggestionSort;
  /** The filter's identity: pages are keyed by it, so a new filter starts a new list. */
  listKey: string;
  pageArgs: ListFeaturesApiArg[];
  empty: boolean;
  canLoadMore: boolean;
  onLoadMore: () => void;
}

/** The titled list: its pages, the empty text and Load More. */
export function SuggestionList({
  tag,
  sort,
  listKey,
  pageArgs,
  empty,
  canLoadMore,
  onLoadMore,
  ...cards
}: SuggestionListProps) {
  return (
    <Stack gap="4">
      <Heading as="h3" size="lg" color="fg" textTransform={tag ? 'capitalize' : undefined} data-testid="list-title">
        {listTitle(tag, sort)}
      </Heading>
      {empty ? (
        <Text color="fg.muted" py="6" textAlign="center">
          {s.noSuggestions}
        </Text>
      ) : (
        pageArgs.map((args, i) => (
          <SuggestionPage key={`${listKey}-${i + 1}`} args={args} first={i === 0} cards={cards} />
        ))
      )}
      {empty && (
        // Keeps the first page's query alive so new suggestions show up.
        <Box hidden>
          <SuggestionPage args={pageArgs[0]} first cards={null} />
        </Box>
      )}
      {canLoadMore && (
        <Button variant="outline" alignSelf="center" onClick={onLoadMore}>
          Load More
        </Button>
      )}
    </Stack>
  );
}
