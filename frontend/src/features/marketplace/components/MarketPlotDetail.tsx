import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Flex,
  Heading,
  HStack,
  Progress,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { LoadFailed, Loading } from '../../../components/States';
import {
  formatDate,
  formatHectares,
  formatMoney,
  formatNumber,
  MESSAGES,
  regionLabel,
  soilColor,
  varietyLabel,
} from '@vineyard/domain';
import { useState, type ReactNode } from 'react';
import { LuArrowLeft } from 'react-icons/lu';
import {
  useGetMarketplacePlotQuery,
  usePurchaseMarketplacePlotMutation,
  type EstateDto,
  type MarketPlotDetailsDto,
} from '../../../api';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { apiErrorMessage, apiErrorStatus } from '../../../lib/alerts/apiError';
import { toast } from '../../../lib/toast';
import { capitalize, Row, TerroirFacts } from '../../../components/TerroirBits';
import { newIdempotencyKey, purchaseState, topVarieties } from '../purchase';

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" aria-label={title} gap="2">
      <Heading as="h3" size="sm" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

function BannerChip({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap="0" bg="whiteAlpha.900" color="gray.800" rounded="md" px="3" py="1.5" minW="24">
      <Text fontSize="xs" color="gray.600">
        {label}
      </Text>
      <Text fontWeight="semibold">{value}</Text>
    </Stack>
  );
}

export interface MarketPlotDetailProps {
  plotId: string;
  /** The estate selected in 'Your Estate' (null when the player has none). */
  estate: EstateDto | null;
  onBack: () => void;
  /** After a successful purchase: the page clears the selection. */
  onPurchased: () => void;
}

function PurchasePanel({
  plot,
  estate,
  onPurchased,
}: {
  plot: MarketPlotDetailsDto;
  estate: EstateDto | null;
  onPurchased: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const [purchase, purchasing] = usePurchaseMarketplacePlotMutation();
  const state = purchaseState(plot, estate);

  async function confirm() {
    if (!estate) return;
    try {
      await purchase({
        plotId: plot.id,
        'Idempotency-Key': newIdempotencyKey(),
        // the price this dialog showed: if the seller changed it meanwhile, the server refuses (409,
        // 'The price of this plot has changed'), the toast says so and the listing is refetched
        purchasePlotDto: { estateId: estate.id, expectedPrice: plot.listingPrice },
      }).unwrap();
      toast.success(MESSAGES.marketplace.purchased(plot.name, plot.listingPrice));
      setConfirming(false);
      onPurchased();
    } catch (error) {
      setConfirming(false);
      toast.error(apiErrorMessage(error, MESSAGES.marketplace.purchaseFailed));
    }
  }

  return (
    <Card.Root variant="subtle" size="sm" as="section" aria-label="Purchase Summary" alignSelf="start">
      <Card.Header pb="0">
        <Heading as="h3" size="md">
          Purchase Summary
        </Heading>
      </Card.Header>
      <Card.Body gap="4">
        <Box>
          <Row py="1.5" label="Listing price">
            {formatMoney(plot.listingPrice)}
          </Row>
          <Row py="1.5" label="Annual maintenance">
            {formatMoney(plot.maintenanceCost)}
          </Row>
          <Row py="1.5" label="Available funds">
            <Text
              as="span"
              color={state.kind === 'insufficient' ? 'fg.error' : undefined}
              data-testid="available-funds"
            >
              {estate ? formatMoney(estate.money) : '—'}
            </Text>
          </Row>
          {estate && (
            <Text fontSize="xs" color="fg.muted" pt="1">
              Buying for {estate.name}
            </Text>
          )}
        </Box>
        {state.kind === 'own' ? (
          <Alert.Root status="info" variant="surface" rounded="md">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>Your listing</Alert.Title>
              <Alert.Description>
                This plot is offered by one of your estates. Manage or cancel the listing from the plot&apos;s page in
                My Plots.
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : (
          <Stack gap="2">
            <Button
              colorPalette="wine"
              size="lg"
              width="full"
              disabled={state.kind !== 'ready'}
              onClick={() => setConfirming(true)}
              aria-describedby={state.kind === 'ready' ? undefined : 'purchase-blocked'}
            >
              Purchase Plot
            </Button>
            {state.kind !== 'ready' && (
              <Text id="purchase-blocked" fontSize="sm" color="fg.error" textAlign="center">
                {state.message}
              </Text>
            )}
          </Stack>
        )}
        <Text fontSize="xs" color="fg.muted" textAlign="center">
          {MESSAGES.marketplace.listedOn(plot.listingDate)} · Listing ends {formatDate(plot.listingExpirationDate)}
        </Text>
      </Card.Body>
      <ConfirmDialog
        title={confirming ? 'Confirm Purchase' : null}
        description={MESSAGES.marketplace.purchaseConfirm(plot.name, plot.listingPrice)}
        confirmLabel="Confirm Purchase"
        confirmPalette="wine"
        loading={purchasing.isLoading}
        onConfirm={() => void confirm()}
        onClose={() => setConfirming(false)}
      />
    </Card.Root>
  );
}

/** The market plot detail card (spec §2 "Market plot detail card"). */
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
        <Card.Header>
          <Flex
            justify="space-between"
            gap="3"
            direction={{ base: 'column', md: 'row' }}
            align={{ base: 'stretch', md: 'flex-start' }}
          >
            <Stack gap="1" minW="0">
              <Heading as="h2" size={{ base: 'xl', md: '2xl' }} color="wine.800">
                {plot.name}
              </Heading>
              <Text fontSize="sm" color="fg.muted">
                {regionLabel(plot.region)} · Sold by {plot.sellerEstateName}
              </Text>
              {plot.own && (
                <HStack>
                  <Badge colorPalette="blue" variant="subtle">
                    Your listing
                  </Badge>
                </HStack>
              )}
            </Stack>
            <Stack gap="0" textAlign={{ base: 'start', md: 'end' }} flexShrink={0}>
              <Text fontSize="2xl" fontWeight="bold" color="wine.800" data-testid="detail-price">
                {formatMoney(plot.listingPrice)}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                {formatHectares(plot.size)} · Maintenance {formatMoney(plot.maintenanceCost)}/year
              </Text>
            </Stack>
          </Flex>
        </Card.Header>
        <Box bg={soilColor(plot.soilType)} px={{ base: '4', md: '6' }} py="4" data-testid="soil-banner">
          <Flex wrap="wrap" gap="2">
            <BannerChip label="Size" value={formatHectares(plot.size)} />
            <BannerChip label="Soil" value={capitalize(plot.soilType)} />
            <BannerChip label="Orientation" value={capitalize(plot.orientation)} />
          </Flex>
        </Box>
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
                  {varieties.length === 0 ? (
                    <Text fontSize="sm" color="fg.subtle">
                      None suited
                    </Text>
                  ) : (
                    <Stack as="ul" listStyle="none" gap="2" aria-label="Suitable varieties">
                      {varieties.map((item) => (
                        <Stack as="li" key={item.variety} gap="0.5">
                          <Flex justify="space-between" fontSize="sm">
                            <Text>{varietyLabel(item.variety)}</Text>
                            <Text fontWeight="medium">{formatNumber(Math.round(item.score))}% ideal</Text>
                          </Flex>
                          <Progress.Root
                            value={Math.max(0, Math.min(100, item.score))}
                            size="sm"
                            colorPalette="wine"
                            aria-label={`${varietyLabel(item.variety)} suitability`}
                          >
                            <Progress.Track rounded="full">
                              <Progress.Range />
                            </Progress.Track>
                          </Progress.Root>
                        </Stack>
                      ))}
                    </Stack>
                  )}
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
