import { Badge, Box, Button, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { formatMoney, varietyLabel } from '@vineyard/domain';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../app/paths';
import { useEstates } from '../estates/hooks/useEstates';
import { GrapeLotsPanel } from './GrapeLotsPanel';
import { EmptyText, Panel, TabHeader } from './Panel';

interface SampleGood {
  name: string;
  unit: string;
  /** Whole euros per unit: illustrative only. */
  price: number;
}

/** Static illustration of what will be traded; not backed by any game data. */
const SAMPLE_BUY: readonly SampleGood[] = [
  { name: 'French oak barrel (225 l)', unit: 'each', price: 950 },
  { name: 'Glass bottles (750 ml)', unit: 'per 1,000', price: 600 },
  { name: 'Natural corks', unit: 'per 1,000', price: 400 },
  { name: `${varietyLabel('merlot')} grapes`, unit: 'per tonne', price: 2000 },
];

function SampleList({ label, goods }: { label: string; goods: readonly SampleGood[] }) {
  return (
    <List.Root as="ul" listStyle="none" gap="2" aria-label={label}>
      {goods.map((good) => (
        <List.Item key={good.name} display="flex" justifyContent="space-between" alignItems="baseline" gap="3">
          <Box minW="0">
            <Text fontWeight="medium">{good.name}</Text>
            <Text fontSize="xs" color="fg.muted">
              {good.unit}
            </Text>
          </Box>
          <Text fontSize="sm" flexShrink={0} color="fg.muted" fontVariantNumeric="tabular-nums">
            {formatMoney(good.price)}
          </Text>
        </List.Item>
      ))}
    </List.Root>
  );
}

const sampleBadge = (
  <Badge variant="subtle" colorPalette="orange">
    Sample prices
  </Badge>
);

/**
 * /game?tab=market: the way to the Land Marketplace (live), the current estate's grape lots to sell
 * to the grape buyers (live), and a static buy list (sample prices).
 */
export function MarketTab() {
  const { currentEstate } = useEstates();
  return (
    <Stack gap="6">
      <TabHeader title="Market">Sell your wine and buy the supplies your estate needs.</TabHeader>

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
        <GrapeLotsPanel estateId={currentEstate?.id ?? null} />
        <Panel title="Buy" note={sampleBadge}>
          <SampleList label="Goods to buy (sample)" goods={SAMPLE_BUY} />
        </Panel>
      </SimpleGrid>

      <EmptyText>
        The buy list is a static example of what will be traded; buying supplies and selling wine arrive in a later
        update.
      </EmptyText>
    </Stack>
  );
}
