import { useState } from 'react';
import { useDebouncedValue } from './useDebouncedValue';

/** How long a search box waits for typing to stop before it asks the server. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The state of a searched, paged list: the typed search, its debounced value (what the query
 * sends), the page, and `firstPage(set)`, which wraps a filter's setter so a change of filter
 * goes back to page 1.
 */
export function usePagedSearch(delayMs = SEARCH_DEBOUNCE_MS) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const debounced = useDebouncedValue(search.trim(), delayMs);
  const firstPage =
    <T>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };
  return { search, debounced, page, setPage, onSearch: firstPage(setSearch), firstPage };
}
