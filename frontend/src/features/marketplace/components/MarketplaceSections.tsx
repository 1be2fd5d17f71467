import { Badge, Box, Button, EmptyState, Field, Flex, HStack, NativeSelect, SimpleGrid, Text } from '@chakra-ui/react';
import { formatMoney, isMarketplaceSort, MARKETPLACE_SORTS, MESSAGES, type MarketplaceSort } from '@vineyard/domain';
import { LuFilter, LuStore } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import type { MarketPlotDto, PaginationDto } from '../../../api';
import { LoadFailed, Loading } from '../../../components/States';
import { href } from '../../../config/paths';
import { useEstates } from '../../../hooks/useEstates';
import { resultCountText, SORT_LABELS } from '../filters';
import type { Marketplace } from '../hooks/useMarketplace';
import { FiltersPanel } from './FiltersPanel';
import { MarketPlotCard } from './MarketPlotCard';

/** The presentational parts of the Land Marketplace; data and state come from useMarketplace. */

/** 'Your Estate': each estate with its money; the first one by default (spec §2). */
export function EstateSelector({ value, onChange }: { value: string | null; onChange: (id: string) => void }) {
  const { estates, loading, error, refetch } = useEstates();
  if (loading) return <Loading label="Loading estates…" inline size="xs" />;
  if (error && estates.length === 0) {
    return (
      <LoadFailed
        error={error}
        fallback={MESSAGES.marketplace.loadEstatesFailed}
        onRetry={refetch}
        variant="inline"
        size="xs"
      />
    );
  }
  if (estates.length === 0) {
    return (
      <HStack gap="3" flexWrap="wrap">
        <Text fontSize="sm" color="fg.muted">
          You need an estate to buy land.
        </Text>
        <Button asChild size="xs" colorPalette="wine">
          <RouterLink to={href.createEstate()}>Create an Estate</RouterLink>
        </Button>
      </HStack>
    );
  }
  return (
    <Field.Root maxW={{ sm: 'sm' }}>
      <Field.Label>Your Estate</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value ?? ''} onChange={(event) => onChange(event.target.value)} bg="bg.panel">
          {estates.map((estate) => (
            <option key={estate.id} value={estate.id}>
              {estate.name} — {formatMoney(estate.money)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/** The filters: a column from xl up, behind a Show Filters button below it. */
export function MarketFilters({ filters }: { filters: Marketplace['filters'] }) {
  return (
    <Box width={{ xl: '72' }} flexShrink={0}>
      <Button
        hideFrom="xl"
        variant="outline"
        width="full"
        aria-expanded={filters.open}
        aria-controls={filters.id}
        onClick={filters.toggle}
        mb={filters.open ? '3' : '0'}
      >
        <LuFilter aria-hidden /> {filters.open ? 'Hide Filters' : 'Show Filters'}
        {filters.activeCount > 0 && (
          <Badge colorPalette="wine" variant="solid" size="sm">
            {filters.activeCount}
          </Badge>
        )}
      </Button>
      <Box display={{ base: filters.open ? 'block' : 'none', xl: 'block' }}>
        <FiltersPanel
          id={filters.id}
          value={filters.draft}
          errors={filters.errors}
          onChange={filters.edit}
          onApply={filters.apply}
          onReset={filters.reset}
        />
      </Box>
    </Box>
  );
}

/** The number of results and the sort order. */
export function ResultsBar({
  pagination,
  sort,
  onSort,
}: {
  pagination: PaginationDto | undefined;
  sort: MarketplaceSort;
  onSort: (sort: MarketplaceSort) => void;
}) {
  return (
    <Flex
      justify="space-between"
      align={{ base: 'stretch', sm: 'flex-end' }}
      gap="3"
      direction={{ base: 'column', sm: 'row' }}
    >
      <Text fontWeight="semibold" aria-live="polite" data-testid="result-count">
        {pagination ? resultCountText(pagination.total, pagination.totalCapped) : '\u00a0'}
      </Text>
      <Field.Root width={{ base: 'full', sm: '56' }}>
        <Field.Label fontSize="sm">Sort By</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            value={sort}
            onChange={(event) => {
              if (isMarketplaceSort(event.target.value)) onSort(event.target.value);
            }}
            bg="bg.panel"
          >
            {MARKETPLACE_SORTS.map((option) => (
              <option key={option} value={option}>
                {SORT_LABELS[option]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
    </Flex>
  );
}

/** The listings found: failed, loading, none (with Reset All when filters are on) or the cards. */
export function MarketResults({
  query,
  plots,
  resettable,
  onReset,
  detailsTo,
}: {
  query: Marketplace['query'];
  plots: readonly MarketPlotDto[];
  resettable: boolean;
  onReset: () => void;
  detailsTo: (plotId: string) => string;
}) {
  return query.isError && !query.currentData ? (
    <LoadFailed error={query.error} fallback={MESSAGES.marketplace.loadFailed} onRetry={query.refetch} />
  ) : !query.currentData ? (
    <Loading label="Loading marketplace plots…" />
  ) : plots.length === 0 ? (
    <EmptyState.Root borderWidth="1px" borderStyle="dashed" rounded="xl">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <LuStore />
        </EmptyState.Indicator>
        <EmptyState.Description textAlign="center">{MESSAGES.marketplace.empty}</EmptyState.Description>
        {resettable && (
          <Button size="sm" variant="outline" onClick={onReset}>
            Reset All
          </Button>
        )}
      </EmptyState.Content>
    </EmptyState.Root>
  ) : (
    <SimpleGrid
      as="ul"
      templateColumns="repeat(auto-fill, minmax(min(100%, 16rem), 1fr))"
      gap="4"
      listStyle="none"
      aria-busy={query.isFetching}
      opacity={query.isFetching ? 0.7 : 1}
    >
      {plots.map((plot) => (
        <MarketPlotCard key={plot.id} plot={plot} detailsTo={detailsTo(plot.id)} />
      ))}
    </SimpleGrid>
  );
}
