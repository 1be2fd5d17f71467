import { Badge, Box, Card, Flex, Heading, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { formatHectares, formatMoney, formatNumber, regionLabel, soilColor, varietyLabel } from '@vineyard/domain';
import type { ReactNode } from 'react';
import type { MarketPlotDetailsDto } from '../../../api';
import { capitalize } from '../../../components/TerroirBits';
import type { topVarieties } from '../purchase';

/** The presentational parts of the market plot detail card. */

/** A titled part of the card's body. */
export function Block({ title, children }: { title: string; children: ReactNode }) {
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

/** Name, region and seller, the price and size. */
export function PlotCardHeader({ plot }: { plot: MarketPlotDetailsDto }) {
  return (
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
  );
}

/** The soil's colour with the size, soil and orientation on it. */
export function SoilBanner({ plot }: { plot: MarketPlotDetailsDto }) {
  return (
    <Box bg={soilColor(plot.soilType)} px={{ base: '4', md: '6' }} py="4" data-testid="soil-banner">
      <Flex wrap="wrap" gap="2">
        <BannerChip label="Size" value={formatHectares(plot.size)} />
        <BannerChip label="Soil" value={capitalize(plot.soilType)} />
        <BannerChip label="Orientation" value={capitalize(plot.orientation)} />
      </Flex>
    </Box>
  );
}

/** The best-suited varieties with their scores. */
export function VarietyScores({ varieties }: { varieties: ReturnType<typeof topVarieties> }) {
  return varieties.length === 0 ? (
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
  );
}
