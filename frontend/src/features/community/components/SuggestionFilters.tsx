import { Button } from '@chakra-ui/react';
import { MESSAGES, SUGGESTION_LIMITS, SUGGESTION_SORTS, type SuggestionSort } from '@vineyard/domain';
import { LuPlus } from 'react-icons/lu';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { FilterSelect, SearchField, SearchToolbar } from '../../../components/SearchToolbar';
import { href } from '../../../config/paths';

const SORT_OPTIONS = SUGGESTION_SORTS.map(
  (sort) => [sort, { votes: 'Most votes', recent: 'Most recent', trending: 'Trending' }[sort]] as const,
);

export interface SuggestionFiltersProps {
  searchInput: string;
  setSearchInput: (value: string) => void;
  tag: string;
  setTag: (value: string) => void;
  sort: SuggestionSort;
  setSort: (value: SuggestionSort) => void;
  tags: string[];
  isAuthenticated: boolean;
  onSuggest: () => void;
}

/** Search, tag, sort and Suggest a Feature (or the invitation to sign in to suggest). */
export function SuggestionFilters(props: SuggestionFiltersProps) {
  const location = useLocation();
  return (
    <SearchToolbar>
      <SearchField
        label="Search suggestions"
        value={props.searchInput}
        onChange={props.setSearchInput}
        placeholder="Search by title or description"
        maxLength={SUGGESTION_LIMITS.searchMaxLength}
      />
      <FilterSelect
        label="Tag"
        value={props.tag}
        onChange={props.setTag}
        options={props.tags.map((tag) => [tag, tag] as const)}
        width={{ base: 'full', md: '44' }}
      >
        <option value="">All tags</option>
      </FilterSelect>
      <FilterSelect
        label="Sort by"
        value={props.sort}
        onChange={props.setSort}
        options={SORT_OPTIONS}
        width={{ base: 'full', md: '40' }}
      />
      {props.isAuthenticated ? (
        <Button onClick={props.onSuggest} flexShrink={0}>
          <LuPlus aria-hidden /> Suggest a Feature
        </Button>
      ) : (
        <Button asChild variant="outline" flexShrink={0}>
          <RouterLink to={href.login(location.pathname)}>{MESSAGES.suggestion.signInToSuggest}</RouterLink>
        </Button>
      )}
    </SearchToolbar>
  );
}
