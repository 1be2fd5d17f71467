import { Badge, HStack, Text, VisuallyHidden } from '@chakra-ui/react';
import { MESSAGES, tierOutlook, WINE_TIER_INFO, type WineTier } from '@vineyard/domain';
import type { ReactNode } from 'react';

const PALETTES: Record<WineTier, string> = {
  table: 'gray',
  regional: 'green',
  premium: 'blue',
  fine: 'purple',
  icon: 'orange',
};

/**
 * A wine's market where the player decides (harvest, crush, bottling, sale), by the domain's
 * tierOutlook: a badge of the tier it sells in, and one line: the wine's own tier, why the
 * estate's reputation holds it back, the pool's buyers and the points to the next tier. `lead`
 * names the quality it is about ("Picked today, quality 78:"); without `plantedHectares` the line
 * leaves out the pool's size (a screen that shows the pool itself).
 */
export function TierHint({
  quality,
  reputation,
  plantedHectares,
  lead,
}: {
  quality: number;
  reputation: number;
  plantedHectares?: number;
  lead?: ReactNode;
}) {
  const outlook = tierOutlook(quality, reputation, plantedHectares ?? 0);
  const label = WINE_TIER_INFO[outlook.marketTier].label;
  return (
    <HStack gap="2" align="flex-start" data-testid="tier-hint" fontSize="sm">
      <Badge colorPalette={PALETTES[outlook.marketTier]} variant="subtle" flexShrink={0} mt="0.5" aria-hidden="true">
        {label}
      </Badge>
      <Text minW="0">
        <VisuallyHidden>{MESSAGES.tiers.badge(label)}. </VisuallyHidden>
        {lead && <>{lead} </>}
        {outlook.summary}
        {plantedHectares !== undefined && ` (${outlook.pool})`}.{outlook.nextHint && ` ${outlook.nextHint}.`}
      </Text>
    </HStack>
  );
}
