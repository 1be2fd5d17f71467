import { Button, Flex, Stack } from '@chakra-ui/react';
import { MESSAGES } from '@vineyard/domain';
import { LuMap } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeader } from '../../components/PageHeader';
import { Pager } from '../../components/Pager';
import { paths } from '../../config/paths';
import { MarketPlotDetail } from './components/MarketPlotDetail';
import { EstateSelector, MarketFilters, MarketResults, ResultsBar } from './components/MarketplaceSections';
import { useMarketplace } from './hooks/useMarketplace';

/** /game/marketplace (spec §2 "Land Marketplace page" and "Market plot detail card"). Data: useMarketplace. */
export function MarketplacePage() {
  const market = useMarketplace();
  const { query, pagination, selectedId } = market;

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

      <EstateSelector value={market.estate?.id ?? null} onChange={market.chooseEstate} />

      {selectedId ? (
        <MarketPlotDetail
          key={selectedId}
          plotId={selectedId}
          estate={market.estate}
          onBack={() => market.clearSelection()}
          onPurchased={() => market.clearSelection(true)}
        />
      ) : (
        <Flex gap="6" direction={{ base: 'column', xl: 'row' }} align={{ base: 'stretch', xl: 'flex-start' }}>
          <MarketFilters filters={market.filters} />

          <Stack gap="4" flex="1" minW="0" ref={market.resultsRef} as="section" aria-label="Plots for sale">
            <ResultsBar pagination={pagination} sort={market.sort} onSort={market.changeSort} />
            <MarketResults
              query={query}
              plots={market.plots}
              resettable={market.filters.activeCount > 0}
              onReset={market.filters.reset}
              detailsTo={market.detailsTo}
            />
            {pagination && <Pager pagination={pagination} busy={query.isFetching} onPage={market.goToPage} />}
          </Stack>
        </Flex>
      )}
    </Stack>
  );
}
