import {
  Badge,
  Box,
  Button,
  EmptyState,
  Field,
  Flex,
  HStack,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { PageHeader } from '../../components/PageHeader';
import { Pager } from '../../components/Pager';
import { LoadFailed, Loading } from '../../components/States';
import {
  DEFAULT_MARKETPLACE_SORT,
  formatMoney,
  isMarketplaceSort,
  MARKETPLACE_SORTS,
  MESSAGES,
  type MarketplaceSort,
} from '@vineyard/domain';
import { useId, useRef, useState } from 'react';
import { LuFilter, LuMap, LuStore } from 'react-icons/lu';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useSearchMarketplacePlotsQuery } from '../../api';
import { href, paths } from '../../config/paths';
import { useEstates } from '../../hooks/useEstates';
import { FiltersPanel } from './components/FiltersPanel';
import { MarketPlotCard } from './components/MarketPlotCard';
import { MarketPlotDetail } from './components/MarketPlotDetail';
import {
  activeFilterCount,
  EMPTY_FILTERS,
  filterErrors,
  resultCountText,
  searchArgs,
  SORT_LABELS,
  type FilterErrors,
  type MarketplaceFilters,
} from './filters';

/** The selected listing lives in the address (`?plot={id}`), so Back and links work. */
const PLOT_PARAM = 'plot';

/** 'Your Estate': each estate with its money; the first one by default (spec §2). */
function EstateSelector({ value, onChange }: { value: string | null; onChange: (id: string) => void }) {
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

/** /game/marketplace (spec §2 "Land Marketplace page" and "Market plot detail card"). */
export function MarketplacePage() {
  const { estates } = useEstates();
  const [chosenEstateId, setChosenEstateId] = useState<string | null>(null);
  const estate = estates.find((item) => item.id === chosenEstateId) ?? estates[0] ?? null;

  const [draft, setDraft] = useState<MarketplaceFilters>(EMPTY_FILTERS);
  const [applied, setApplied] = useState<MarketplaceFilters>(EMPTY_FILTERS);
  const [errors, setErrors] = useState<FilterErrors>({});
  const [sort, setSort] = useState<MarketplaceSort>(DEFAULT_MARKETPLACE_SORT);
  const [page, setPage] = useState(1);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersId = useId();
  const resultsRef = useRef<HTMLDivElement>(null);

  const [searchParams, setSearchParams] = useSearchParams();
  const selectedId = searchParams.get(PLOT_PARAM);
  const detailsTo = (plotId: string) => `?${new URLSearchParams({ [PLOT_PARAM]: plotId }).toString()}`;
  const clearSelection = (replace = false) =>
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        next.delete(PLOT_PARAM);
        return next;
      },
      { replace },
    );

  const query = useSearchMarketplacePlotsQuery(searchArgs(applied, sort, page), { skip: selectedId !== null });
  const plots = query.currentData?.data.plots ?? [];
  const pagination = query.currentData?.data.pagination;

  function apply() {
    const problems = filterErrors(draft);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    setApplied(draft);
    setPage(1);
    setFiltersOpen(false);
  }

  function reset() {
    setDraft(EMPTY_FILTERS);
    setApplied(EMPTY_FILTERS);
    setErrors({});
    setPage(1);
  }

  function goToPage(next: number) {
    setPage(next);
    resultsRef.current?.scrollIntoView?.({ block: 'start' });
  }

  const activeCount = activeFilterCount(applied);

  return (
    <Stack gap="6" pb={{ base: '16', md: '0' }}>
      <PageHeader
        title="Land Marketplace"
        actions={
          <>
            <Button asChild variant="outline" colorPalette="wine">
              <RouterLink to={paths.game.plots}>
                <LuMap aria-hidden /> My Plots
              </RouterLink>
            </Button>
          </>
        }
      >
        {MESSAGES.marketplace.pageSubtitle}
      </PageHeader>

      <EstateSelector value={estate?.id ?? null} onChange={setChosenEstateId} />

      {selectedId ? (
        <MarketPlotDetail
          key={selectedId}
          plotId={selectedId}
          estate={estate}
          onBack={() => clearSelection()}
          onPurchased={() => clearSelection(true)}
        />
      ) : (
        <Flex gap="6" direction={{ base: 'column', xl: 'row' }} align={{ base: 'stretch', xl: 'flex-start' }}>
          <Box width={{ xl: '72' }} flexShrink={0}>
            <Button
              hideFrom="xl"
              variant="outline"
              width="full"
              aria-expanded={filtersOpen}
              aria-controls={filtersId}
              onClick={() => setFiltersOpen((open) => !open)}
              mb={filtersOpen ? '3' : '0'}
            >
              <LuFilter aria-hidden /> {filtersOpen ? 'Hide Filters' : 'Show Filters'}
              {activeCount > 0 && (
                <Badge colorPalette="wine" variant="solid" size="sm">
                  {activeCount}
                </Badge>
              )}
            </Button>
            <Box display={{ base: filtersOpen ? 'block' : 'none', xl: 'block' }}>
              <FiltersPanel
                id={filtersId}
                value={draft}
                errors={errors}
                onChange={(next) => {
                  setDraft(next);
                  setErrors({});
                }}
                onApply={apply}
                onReset={reset}
              />
            </Box>
          </Box>

          <Stack gap="4" flex="1" minW="0" ref={resultsRef} as="section" aria-label="Plots for sale">
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
                      if (isMarketplaceSort(event.target.value)) {
                        setSort(event.target.value);
                        setPage(1);
                      }
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

            {query.isError && !query.currentData ? (
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
                  {activeCount > 0 && (
                    <Button size="sm" variant="outline" onClick={reset}>
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
            )}

            {pagination && <Pager pagination={pagination} busy={query.isFetching} onPage={goToPage} />}
          </Stack>
        </Flex>
      )}
    </Stack>
  );
}
