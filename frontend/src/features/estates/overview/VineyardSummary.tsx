import { Badge, Box, HStack, Link, List, Stack, Text } from '@chakra-ui/react';
import {
  formatHectares,
  formatNumber,
  harvestOutlook,
  healthColor,
  MESSAGES,
  varietyLabel,
  type LifecycleStatus,
} from '@vineyard/domain';
import { Link as RouterLink } from 'react-router-dom';
import type { BlockDto } from '../../../api';
import { href, paths } from '../../../config/paths';
import { HEALTH_PALETTE, STATUS_PALETTE } from '../../../lib/blockLabels';
import { ScoreBar } from '../../../components/TerroirBits';
import type { EstateBlocks } from '../hooks/useEstateBlocks';
import type { TaskPlot } from './overviewTasks';
import { EmptyText, Panel } from '../../../components/Panel';

const capitalize = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/** One block: name, variety, vines, lifecycle status, health bar (80/60 colours) and its harvest outlook. */
function BlockRow({ block, today }: { block: BlockDto; today: number | null }) {
  const outlook = today === null ? null : harvestOutlook(block.status as LifecycleStatus, block.ageDays, today);
  return (
    <List.Item as="li" listStyleType="none" borderTopWidth="1px" borderColor="border.muted" pt="2">
      <Stack gap="1">
        <HStack justify="space-between" align="flex-start" gap="2" wrap="wrap">
          <Box minW="0">
            <Link asChild fontWeight="medium" color="wine.800">
              <RouterLink to={href.block(block.id)}>{block.name}</RouterLink>
            </Link>
            <Text fontSize="xs" color="fg.muted">
              {varietyLabel(block.grapeVariety)} · {formatNumber(block.vines)} vines · {formatHectares(block.size)}
            </Text>
          </Box>
          <Badge colorPalette={STATUS_PALETTE[block.status as LifecycleStatus] ?? 'gray'} flexShrink={0}>
            {capitalize(block.status)}
          </Badge>
        </HStack>
        <ScoreBar
          label={`Health of ${block.name}`}
          percent={block.health}
          text={`${formatNumber(block.health)}%`}
          palette={HEALTH_PALETTE[healthColor(block.health)]}
        />
        {outlook && (
          <Text
            fontSize="xs"
            color={outlook.ready ? 'green.700' : 'fg.muted'}
            fontWeight={outlook.ready ? 'medium' : 'normal'}
          >
            {outlook.reason}
          </Text>
        )}
      </Stack>
    </List.Item>
  );
}

function PlotBlocks({
  blocks,
  failed,
  today,
}: {
  blocks?: readonly BlockDto[];
  failed: boolean;
  today: number | null;
}) {
  if (blocks === undefined) {
    return failed ? (
      <Text color="fg.error" fontSize="sm" role="alert">
        {MESSAGES.block.loadFailed}
      </Text>
    ) : (
      <EmptyText>Loading the blocks…</EmptyText>
    );
  }
  if (blocks.length === 0) return <EmptyText>No blocks planted yet</EmptyText>;
  return (
    <List.Root as="ul" gap="2" ps="0">
      {blocks.map((block) => (
        <BlockRow key={block.id} block={block} today={today} />
      ))}
    </List.Root>
  );
}

/** The Overview's vineyard summary: each plot with its blocks, from the API. */
export function VineyardSummary({
  plots,
  blocks,
  today,
  estateSelected,
}: {
  plots: readonly TaskPlot[];
  blocks: EstateBlocks;
  today: number | null;
  estateSelected: boolean;
}) {
  return (
    <Panel title="Vineyard Summary">
      {!estateSelected ? (
        <EmptyText>Select an estate to see its vineyards.</EmptyText>
      ) : plots.length === 0 ? (
        <EmptyText>
          No plots yet.{' '}
          <Link asChild color="wine.700">
            <RouterLink to={paths.game.marketplace}>Buy land on the marketplace</RouterLink>
          </Link>
        </EmptyText>
      ) : (
        <List.Root as="ul" listStyle="none" gap="4" aria-label="Plots and their blocks">
          {plots.map((plot) => (
            <List.Item key={plot.id} as="li" display="block">
              <Stack gap="2">
                <Box>
                  <Link asChild fontWeight="semibold">
                    <RouterLink to={href.plot(plot.id)}>{plot.name}</RouterLink>
                  </Link>
                  <Text fontSize="xs" color="fg.muted">
                    {formatHectares(plot.size)} · {formatHectares(plot.plantedSize)} planted
                  </Text>
                </Box>
                <PlotBlocks blocks={blocks.byPlot.get(plot.id)} failed={blocks.failed} today={today} />
              </Stack>
            </List.Item>
          ))}
        </List.Root>
      )}
    </Panel>
  );
}
