import { Box, Button, Card, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { MESSAGES } from '@vineyard/domain';
import { LuArrowLeft } from 'react-icons/lu';
import { useGetMarketplacePlotQuery, type EstateDto } from '../../../api';
import { LoadFailed, Loading } from '../../../components/States';
import { TerroirFacts } from '../../../components/TerroirBits';
import { apiErrorStatus } from '../../../lib/alerts/apiError';
import { topVarieties } from '../purchase';
import { Block, PlotCardHeader, SoilBanner, VarietyScores } from './MarketPlotSections';
import { PurchasePanel } from './PurchasePanel';

export interface MarketPlotDetailProps {
  plotId: string;
  /** The estate selected in 'Your Estate' (null when the player has none). */
  estate: EstateDto | null;
  onBack: () => void;
  /** After a successful purchase: the page clears the selection. */
  onPurchased: () => void;
}

/** The market plot detail card (spec §2 "Market plot detail card"); the purchase: PurchasePanel. */
export function MarketPlotDetail({ plotId, estate, onBack, onPurchased }: MarketPlotDetailProps) {
  const query = useGetMarketplacePlotQuery({ plotId });
  const plot = query.currentData?.data.plot;

  const back = (
    <Box>
      <Button variant="outline" onClick={onBack}>
        <LuArrowLeft aria-hidden /> Back to Market
      </Button>
    </Box>
  );

  if (!plot) {
    return (
      <Stack gap="4">
        {back}
        {query.isError ? (
          apiErrorStatus(query.error) === 404 ? (
            <LoadFailed status="info" message={MESSAGES.marketplace.notForSale} />
          ) : (
            <LoadFailed error={query.error} fallback={MESSAGES.marketplace.loadFailed} onRetry={query.refetch} />
          )
        ) : (
          <Loading label="Loading plot…" inline />
        )}
      </Stack>
    );
  }

  const varieties = topVarieties(plot.suitableVarieties);

  return (
    <Stack gap="4">
      {back}
      <Card.Root as="article" variant="outline" overflow="hidden" aria-label={plot.name}>
        <PlotCardHeader plot={plot} />
        <SoilBanner plot={plot} />
        <Card.Body>
          <SimpleGrid columns={{ base: 1, lg: 3 }} gap="6">
            <Stack gap="6" gridColumn={{ lg: 'span 2' }}>
              <Block title="Description">
                <Text whiteSpace="pre-wrap">{plot.description || MESSAGES.marketplace.defaultDescription}</Text>
              </Block>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
                <Block title="Terroir characteristics">
                  <TerroirFacts plot={plot} rowPy="1.5" />
                </Block>
                <Block title="Suitable varieties">
                  <VarietyScores varieties={varieties} />
                </Block>
              </SimpleGrid>
            </Stack>
            <PurchasePanel plot={plot} estate={estate} onPurchased={onPurchased} />
          </SimpleGrid>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
