import { Badge, Box, Button, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { formatNumber, varietyLabel } from '@vineyard/domain';
import type { ReactNode } from 'react';
import { useGameShellData } from './hooks/useGameShellData';
import { EmptyText, Panel, TabHeader } from './Panel';
import type { EstateInventory, WineStock } from './types';

const PRODUCTION_ACTIONS = [
  { name: 'Crush & press', description: 'Turn harvested grapes into must.' },
  { name: 'Ferment', description: 'Start fermentation in tanks.' },
  { name: 'Age in barrel', description: 'Mature wine in oak barrels.' },
  { name: 'Blend', description: 'Combine batches into a cuvée.' },
  { name: 'Bottle', description: 'Bottle finished wine for sale.' },
] as const;

function wineDetail(wine: WineStock): string {
  const parts = [wine.status];
  if (typeof wine.bottles === 'number') parts.push(`${formatNumber(wine.bottles)} bottles`);
  else if (typeof wine.age === 'number') parts.push(`${formatNumber(wine.age)} ${wine.age === 1 ? 'year' : 'years'}`);
  return parts.join(' · ');
}

function StockRow({ primary, secondary, trailing }: { primary: ReactNode; secondary: ReactNode; trailing: ReactNode }) {
  return (
    <List.Item display="flex" justifyContent="space-between" alignItems="baseline" gap="3">
      <Box minW="0">
        <Text fontWeight="medium" truncate>
          {primary}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {secondary}
        </Text>
      </Box>
      <Text fontSize="sm" flexShrink={0} fontVariantNumeric="tabular-nums">
        {trailing}
      </Text>
    </List.Item>
  );
}

export interface WineryViewProps {
  /** The current estate's stock; `null` when no estate is selected (yet). */
  inventory: Pick<EstateInventory, 'grapes' | 'wines'> | null;
}

/** The Winery tab's content: production actions (not yet playable), wine batches and grape stock. */
export function WineryView({ inventory }: WineryViewProps) {
  const wines = inventory?.wines ?? [];
  const grapes = inventory?.grapes ?? [];
  const noEstate = inventory === null;

  return (
    <Stack gap="6">
      <TabHeader title="Winery">Production actions and the wine batches in your cellar.</TabHeader>

      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        <Panel title="Production" note={<Badge variant="subtle">Coming soon</Badge>}>
          <Stack gap="3">
            <List.Root as="ul" listStyle="none" gap="2">
              {PRODUCTION_ACTIONS.map((action) => (
                <List.Item key={action.name} display="flex" justifyContent="space-between" alignItems="center" gap="3">
                  <Box minW="0">
                    <Text fontWeight="medium">{action.name}</Text>
                    <Text fontSize="xs" color="fg.muted">
                      {action.description}
                    </Text>
                  </Box>
                  <Button size="xs" variant="outline" disabled flexShrink={0}>
                    {action.name}
                  </Button>
                </List.Item>
              ))}
            </List.Root>
            <Text fontSize="xs" color="fg.subtle">
              Arrives with the winery update.
            </Text>
          </Stack>
        </Panel>

        <Stack gap="4">
          <Panel title="Active wine batches">
            {wines.length === 0 ? (
              <EmptyText>
                {noEstate ? 'Select an estate to see its cellar.' : 'No wine batches yet — harvest grapes first.'}
              </EmptyText>
            ) : (
              <List.Root as="ul" listStyle="none" gap="2" aria-label="Wine batches">
                {wines.map((wine) => (
                  <StockRow
                    key={wine.id}
                    primary={wine.name}
                    secondary={wineDetail(wine)}
                    trailing={`Quality ${wine.quality}`}
                  />
                ))}
              </List.Root>
            )}
          </Panel>

          <Panel title="Grape stock">
            {grapes.length === 0 ? (
              <EmptyText>
                {noEstate
                  ? 'Select an estate to see its grapes.'
                  : 'No grapes in stock — harvest a planted block first.'}
              </EmptyText>
            ) : (
              <List.Root as="ul" listStyle="none" gap="2" aria-label="Grapes">
                {grapes.map((grape) => (
                  <StockRow
                    key={grape.variety}
                    primary={varietyLabel(grape.variety)}
                    secondary={`Quality ${grape.quality}`}
                    trailing={`${formatNumber(grape.amount)} kg`}
                  />
                ))}
              </List.Root>
            )}
          </Panel>
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}

/** /game?tab=winery: the Winery tab, fed by the current estate's real stock. */
export function WineryTab() {
  const { inventory } = useGameShellData();
  return <WineryView inventory={inventory} />;
}
