import { Badge, Box, Button, HStack, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { PageHeader } from '../../../components/PageHeader';
import { skipToken } from '@reduxjs/toolkit/query';
import {
  formatGameDay,
  formatMoney,
  formatNumber,
  MESSAGES,
  VESSEL_KINDS,
  VESSELS,
  WINE_TIER_INFO,
  wineBatchName,
} from '@vineyard/domain';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  useGetEstateCellarQuery,
  useListEstateWineSalesQuery,
  useListEstateWinesQuery,
  type WineBatchDto,
  type WineLotDto,
} from '../../../api';
import { paths } from '../../../config/paths';
import { MedalBadge } from '../../../components/MedalBadge';
import { BulkDialog, SellWineDialog } from '../dialogs';
import { useEstates } from '../../../hooks/useEstates';
import { useEstateStanding } from '../../../hooks/useEstateStanding';
import { AgeingTierText } from '../components/AgeingTierText';
import { GrapeLotsPanel } from './GrapeLotsPanel';
import { EmptyText, Panel } from '../../../components/Panel';
import { RegionalIndexPanel } from './RegionalIndexPanel';
import { ExchangePanel } from '../exchange/ExchangePanel';
import { GrapeExchangePanel } from '../exchange/GrapeExchangePanel';
import { OfferWineDialog } from '../exchange/OfferWineDialog';
import { ContractsPanel } from '../contracts/ContractsPanel';
import { MarketingPanel } from '../marketing/MarketingPanel';
import { StaffPanel } from '../staff/StaffPanel';

function BottledWinePanel({ estateId }: { estateId: string | null }) {
  const wines = useListEstateWinesQuery(estateId ? { estateId } : skipToken);
  const [selling, setSelling] = useState<WineLotDto | null>(null);
  const [offering, setOffering] = useState<WineLotDto | null>(null);
  const list = (wines.currentData?.data.wines ?? []).filter((w) => w.bottles > 0);
  const standing = useEstateStanding(estateId ?? undefined);
  return (
    <Panel title="Sell wine">
      {wines.isError ? (
        <Text color="fg.error" role="alert">
          {MESSAGES.winery.loadFailed}
        </Text>
      ) : !wines.currentData ? (
        <EmptyText>Loading your wines…</EmptyText>
      ) : list.length === 0 ? (
        <EmptyText>{MESSAGES.winery.noWines}</EmptyText>
      ) : (
        <List.Root as="ul" listStyle="none" gap="3" aria-label="Wines to sell">
          {list.map((wine) => (
            <List.Item key={wine.id} display="flex" justifyContent="space-between" alignItems="center" gap="3">
              <Box minW="0">
                <HStack gap="2" minW="0">
                  <Text fontWeight="medium" truncate>
                    {wine.name}
                  </Text>
                  {wine.award && <MedalBadge medal={wine.award} size="xs" />}
                </HStack>
                <Text fontSize="xs" color="fg.muted">
                  {formatNumber(wine.bottles)} bottles · quality {wine.quality} · {wine.statusLabel}
                  {wine.review && ` · ${wine.review.critic} ${wine.review.score} pts`}
                </Text>
                {standing && <AgeingTierText wine={wine} reputation={standing.reputation} />}
              </Box>
              <HStack gap="2" flexShrink={0}>
                <Button
                  size="xs"
                  variant="outline"
                  onClick={() => setOffering(wine)}
                  aria-label={`Offer ${wine.name} on the exchange`}
                >
                  Offer
                </Button>
                <Button size="xs" colorPalette="wine" onClick={() => setSelling(wine)} aria-label={`Sell ${wine.name}`}>
                  Sell
                </Button>
              </HStack>
            </List.Item>
          ))}
        </List.Root>
      )}
      {selling && <SellWineDialog wine={selling} onClose={() => setSelling(null)} />}
      {offering && <OfferWineDialog wine={offering} onClose={() => setOffering(null)} />}
    </Panel>
  );
}

/** Fermented wine to the bulk buyers (an unlimited floor with a thin margin), sold as in the Winery tab. */
function BulkWinePanel({ estateId }: { estateId: string | null }) {
  const cellar = useGetEstateCellarQuery(estateId ? { estateId } : skipToken);
  const [selling, setSelling] = useState<WineBatchDto | null>(null);
  const list = (cellar.currentData?.data.batches ?? []).filter((b) => b.canSellBulk);
  return (
    <Panel title="Sell bulk wine">
      {cellar.isError ? (
        <Text color="fg.error" role="alert">
          {MESSAGES.winery.loadFailed}
        </Text>
      ) : !cellar.currentData ? (
        <EmptyText>Loading your cellar…</EmptyText>
      ) : list.length === 0 ? (
        <EmptyText>
          No fermented wine to sell as bulk: crush grapes in the Winery and wait for the fermentation.
        </EmptyText>
      ) : (
        <List.Root as="ul" listStyle="none" gap="3" aria-label="Bulk wine to sell">
          {list.map((batch) => {
            const name = wineBatchName(batch.variety, batch.blend, batch.vintage);
            return (
              <List.Item key={batch.id} display="flex" justifyContent="space-between" alignItems="center" gap="3">
                <Box minW="0">
                  <Text fontWeight="medium" truncate>
                    {name}
                  </Text>
                  <Text fontSize="xs" color="fg.muted">
                    {formatNumber(batch.litres)} L · quality {batch.quality} · bulk buyers pay €
                    {batch.bulkPricePerLitre.toFixed(2)} a litre
                  </Text>
                </Box>
                <Button
                  size="xs"
                  variant="outline"
                  onClick={() => setSelling(batch)}
                  aria-label={`Sell ${name} as bulk`}
                >
                  Sell as bulk
                </Button>
              </List.Item>
            );
          })}
        </List.Root>
      )}
      {selling && <BulkDialog batch={selling} onClose={() => setSelling(null)} />}
    </Panel>
  );
}

function RecentSalesPanel({ estateId }: { estateId: string | null }) {
  const sales = useListEstateWineSalesQuery(estateId ? { estateId } : skipToken);
  const list = sales.currentData?.data.sales ?? [];
  return (
    <Panel title="Recent wine sales">
      {!sales.currentData ? (
        <EmptyText>{sales.isError ? MESSAGES.winery.loadFailed : 'Loading…'}</EmptyText>
      ) : list.length === 0 ? (
        <EmptyText>No bottled wine sold yet.</EmptyText>
      ) : (
        <List.Root as="ul" listStyle="none" gap="2" aria-label="Recent wine sales">
          {list.map((sale) => (
            <List.Item key={sale.id} display="flex" justifyContent="space-between" alignItems="baseline" gap="3">
              <Box minW="0">
                <Text fontWeight="medium" truncate>
                  {sale.name}
                </Text>
                <Text fontSize="xs" color="fg.muted">
                  {formatNumber(sale.bottles)} bottles · {WINE_TIER_INFO[sale.tier].label} ·{' '}
                  {formatGameDay(sale.gameDay)}
                  {sale.byStaff && ' · by your sales manager'}
                </Text>
              </Box>
              <Text fontSize="sm" flexShrink={0} fontVariantNumeric="tabular-nums">
                {formatMoney(sale.revenue)}
              </Text>
            </List.Item>
          ))}
        </List.Root>
      )}
    </Panel>
  );
}

/** The cellar's supplies at their real prices (VESSELS); bought in the Winery tab. */
function SuppliesPanel() {
  return (
    <Panel title="Buy cellar supplies">
      <Stack gap="3">
        <List.Root as="ul" listStyle="none" gap="2" aria-label="Cellar supplies">
          {VESSEL_KINDS.map((kind) => (
            <List.Item key={kind} display="flex" justifyContent="space-between" alignItems="baseline" gap="3">
              <Box minW="0">
                <Text fontWeight="medium">{VESSELS[kind].label}</Text>
                <Text fontSize="xs" color="fg.muted">
                  {formatNumber(VESSELS[kind].litres)} L
                </Text>
              </Box>
              <Text fontSize="sm" flexShrink={0} fontVariantNumeric="tabular-nums">
                {formatMoney(VESSELS[kind].price)}
              </Text>
            </List.Item>
          ))}
        </List.Root>
        <Box>
          <Button asChild size="sm" variant="outline">
            <RouterLink to={`${paths.game.home}?tab=winery`}>Buy in the Winery</RouterLink>
          </Button>
        </Box>
      </Stack>
    </Panel>
  );
}

/**
 * /game?tab=market: the way to the Land Marketplace, the current estate's grape lots (to the grape
 * buyers), bottled wines (to their buyers, with the quote) and fermented wine (to the bulk buyers) to sell, its recent wine sales, the
 * cellar supplies at their prices, the marketing campaigns, the merchants' contracts, the wine exchange and its region's price index with its history — all real data.
 */
export function MarketTab() {
  const { currentEstate } = useEstates();
  const estateId = currentEstate?.id ?? null;
  return (
    <Stack gap="6">
      <PageHeader title="Market">Sell your wine and buy the supplies your estate needs.</PageHeader>

      <Panel
        title="Land Marketplace"
        note={
          <Badge variant="subtle" colorPalette="green">
            Open
          </Badge>
        }
      >
        <Stack gap="3" direction={{ base: 'column', sm: 'row' }} justify="space-between" align={{ sm: 'center' }}>
          <Text fontSize="sm" color="fg.muted">
            Buy vineyard plots listed by other estates and the Land Registry, or list your own plots for sale from their
            page in My Plots. Filter by region, price, size and soil.
          </Text>
          <Button asChild size="sm" colorPalette="wine" flexShrink={0}>
            <RouterLink to={paths.game.marketplace}>Open the Land Marketplace</RouterLink>
          </Button>
        </Stack>
      </Panel>

      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        <BottledWinePanel estateId={estateId} />
        <GrapeLotsPanel estateId={estateId} />
        <BulkWinePanel estateId={estateId} />
        <RecentSalesPanel estateId={estateId} />
        <SuppliesPanel />
      </SimpleGrid>

      <MarketingPanel estateId={estateId} money={currentEstate?.money ?? null} />
      <StaffPanel estateId={estateId} money={currentEstate?.money ?? null} />

      <ContractsPanel estateId={estateId} />

      <ExchangePanel estateId={estateId} />
      <GrapeExchangePanel estateId={estateId} />

      <RegionalIndexPanel region={currentEstate?.location ?? null} />
    </Stack>
  );
}
