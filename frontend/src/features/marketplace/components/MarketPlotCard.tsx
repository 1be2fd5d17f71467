import { Badge, Box, Button, Card, Flex, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { formatHectares, formatMoney, formatNumber, MESSAGES, regionLabel, soilColor } from '@vineyard/domain';
import { Link as RouterLink } from 'react-router-dom';
import type { MarketPlotDto } from '../../../api';
import { capitalize } from '../../../components/TerroirBits';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap="0" minW="0">
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text fontSize="sm" fontWeight="medium" lineClamp={2}>
        {value}
      </Text>
    </Stack>
  );
}

/** A listing in the marketplace grid (spec §2): soil colour, size, soil, name, price, terroir, upkeep. */
export function MarketPlotCard({ plot, detailsTo }: { plot: MarketPlotDto; detailsTo: string }) {
  return (
    <Card.Root as="li" variant="outline" size="sm" overflow="hidden" aria-label={plot.name}>
      <Flex
        bg={soilColor(plot.soilType)}
        px="4"
        py="2.5"
        justify="space-between"
        align="center"
        gap="2"
        borderBottomWidth="1px"
        borderColor="blackAlpha.200"
      >
        <Badge bg="whiteAlpha.900" color="gray.800" size="md" textTransform="capitalize">
          {plot.soilType}
        </Badge>
        <Badge bg="whiteAlpha.900" color="gray.800" size="md">
          {formatHectares(plot.size)}
        </Badge>
      </Flex>
      <Card.Body gap="3">
        <Flex justify="space-between" align="flex-start" gap="2">
          <Stack gap="0.5" minW="0">
            <Heading as="h3" size="md" color="wine.800" truncate>
              {plot.name}
            </Heading>
            <Text fontSize="xs" color="fg.muted" truncate>
              {regionLabel(plot.region)} · {plot.sellerEstateName}
            </Text>
          </Stack>
          <Text fontWeight="bold" fontSize="lg" color="wine.800" flexShrink={0} data-testid="listing-price">
            {formatMoney(plot.listingPrice)}
          </Text>
        </Flex>
        {plot.own && (
          <HStack>
            <Badge colorPalette="blue" variant="subtle">
              Your listing
            </Badge>
          </HStack>
        )}
        <SimpleGrid columns={3} gap="2">
          <Fact label="Terrain" value={capitalize(plot.terrain)} />
          <Fact label="Elevation" value={`${formatNumber(plot.elevation)} m`} />
          <Fact label="Orientation" value={capitalize(plot.orientation)} />
        </SimpleGrid>
        <Text fontSize="sm" color="fg.muted" lineClamp={2}>
          {plot.description || MESSAGES.marketplace.defaultDescription}
        </Text>
      </Card.Body>
      <Card.Footer justifyContent="space-between" alignItems="center" gap="2">
        <Box fontSize="sm" color="fg.muted">
          Maintenance: {formatMoney(plot.maintenanceCost)}/year
        </Box>
        <Button asChild size="sm" colorPalette="wine">
          <RouterLink to={detailsTo} aria-label={`View details of ${plot.name}`}>
            View Details
          </RouterLink>
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}
