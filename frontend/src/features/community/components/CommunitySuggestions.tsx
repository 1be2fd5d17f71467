import { Box, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { href } from '../../../config/paths';
import { useSuggestionBoard } from '../hooks/useSuggestionBoard';
import { SuggestFeatureModal } from './SuggestFeatureModal';
import { SuggestionFilters } from './SuggestionFilters';
import { SuggestionList } from './SuggestionList';

export { listPageSize } from '../hooks/useSuggestionBoard';
export { listTitle } from './SuggestionList';

export interface CommunitySuggestionsProps {
  /** Heading level 2 title of the section. */
  heading?: string;
  intro?: string;
}

/**
 * The community suggestions section (spec §2): debounced search, tag filter, sort, the list
 * with Load More, the Suggest a Feature modal, votes with a 1 s lock and comment threads.
 * State and data: hooks/useSuggestionBoard.ts.
 */
export function CommunitySuggestions({ heading = 'Community Suggestions', intro }: CommunitySuggestionsProps) {
  const board = useSuggestionBoard();
  const location = useLocation();
  const [modalOpen, setModalOpen] = useState(false);
  const { filters, list } = board;

  return (
    <Box as="section" aria-labelledby="suggestions-title">
      <Stack gap="6">
        <Stack gap="2">
          <Heading as="h2" id="suggestions-title" size={{ base: '2xl', md: '3xl' }} color="wine.800">
            {heading}
          </Heading>
          {intro && <Text color="fg.muted">{intro}</Text>}
        </Stack>

        <SuggestionFilters {...filters} isAuthenticated={board.isAuthenticated} onSuggest={() => setModalOpen(true)} />

        {!board.isAuthenticated && (
          <Text fontSize="sm" color="fg.muted">
            <Link asChild color="wine.700" fontWeight="semibold">
              <RouterLink to={href.login(location.pathname)}>Sign in</RouterLink>
            </Link>{' '}
            to vote, comment and suggest features.
          </Text>
        )}

        <SuggestionList
          tag={filters.tag}
          sort={filters.sort}
          listKey={list.key}
          pageArgs={list.pageArgs}
          empty={list.empty}
          canLoadMore={list.canLoadMore}
          onLoadMore={list.loadMore}
          votes={board.votes}
          lockedIds={board.lockedIds}
          isAuthenticated={board.isAuthenticated}
          pulsing={board.pulsing}
          onVote={board.vote}
        />
      </Stack>

      <SuggestFeatureModal
        open={modalOpen}
        onClose={() => setModalOpen(false)}
        known={list.visible}
        onChooseSimilar={board.chooseSimilar}
        onSubmitted={(feature) => board.highlight(feature.id)}
      />
    </Box>
  );
}
