import { Badge, Box, Button, HStack, List, Progress, Stack, Text } from '@chakra-ui/react';
import { formatNumber, varietyLabel, WINE_PRESET_INFO, wineBatchName } from '@vineyard/domain';
import type { CellarDataDto, GrapeLotDto, WineBatchDto, WineLotDto } from '../../../api';
import { MedalBadge } from '../../../components/MedalBadge';
import { Panel } from '../../../components/Panel';
import { gameDate } from '../winery';
import { AgeingTierText } from '../components/AgeingTierText';
import { useEstateStanding } from '../../../hooks/useEstateStanding';

/** The presentational parts of the winery tab; data and actions come from useWinery. */

const STAGE_PALETTE: Record<WineBatchDto['stage'], string> = {
  fermentation: 'orange',
  malolactic: 'purple',
  elevage: 'blue',
  ready: 'green',
};

function FillBar({ label, value, max }: { label: string; value: number; max: number }) {
  return (
    <Progress.Root value={max > 0 ? Math.min(100, (value / max) * 100) : 0} size="sm" colorPalette="wine">
      <HStack justify="space-between" mb="1">
        <Progress.Label fontSize="sm">{label}</Progress.Label>
        <Progress.ValueText fontSize="xs" color="fg.muted">
          {formatNumber(value)} / {formatNumber(max)}
        </Progress.ValueText>
      </HStack>
      <Progress.Track>
        <Progress.Range />
      </Progress.Track>
    </Progress.Root>
  );
}

/** Tanks and barrels: how full, and the purchase of more. */
export function CellarPanel({ cellar, onBuy }: { cellar: CellarDataDto; onBuy: () => void }) {
  const { totals } = cellar;
  const tanks = cellar.vessels.filter((v) => v.kind === 'tank');
  return (
    <Panel
      title="Cellar"
      note={
        <Button size="xs" variant="outline" onClick={onBuy}>
          Buy vessels
        </Button>
      }
    >
      <Stack gap="4">
        <FillBar
          label={`Tanks (${totals.tanks}) · litres in use`}
          value={totals.tankUsedLitres}
          max={totals.tankCapacityLitres}
        />
        <FillBar
          label={`Oak barrels (${totals.barrels}) · in use`}
          value={totals.barrels - totals.freeBarrels}
          max={totals.barrels}
        />
        {tanks.length > 0 && (
          <List.Root as="ul" listStyle="none" gap="1" aria-label="Tanks" fontSize="xs" color="fg.muted">
            {tanks.map((tank, i) => (
              <List.Item key={tank.id} display="flex" justifyContent="space-between">
                <span>Tank {i + 1}</span>
                <span>
                  {formatNumber(tank.usedLitres)} / {formatNumber(tank.capacityLitres)} L
                </span>
              </List.Item>
            ))}
          </List.Root>
        )}
        <Text fontSize="xs" color="fg.subtle">
          Wine ages in steel in the tanks; oak élevage moves it to barrels after the malolactic. Barrels lose their oak
          flavour over four fills.
        </Text>
      </Stack>
    </Panel>
  );
}

export function BatchItem({
  batch,
  onBottle,
  onBulk,
}: {
  batch: WineBatchDto;
  onBottle: () => void;
  onBulk: () => void;
}) {
  const title = `${wineBatchName(batch.variety, batch.blend, batch.vintage)}${batch.preset ? ` · ${WINE_PRESET_INFO[batch.preset].label}` : ''}`;
  return (
    <List.Item as="li" borderWidth="1px" borderColor="border.muted" rounded="md" p="3" aria-label={title}>
      <Stack gap="2">
        <HStack justify="space-between" align="start" gap="2" wrap="wrap">
          <Box minW="0">
            <Text fontWeight="medium">{title}</Text>
            <Text fontSize="xs" color="fg.muted">
              {formatNumber(batch.litres)} L from {batch.blockName} · quality {batch.quality}
              {batch.readyQuality !== batch.quality && ` → ${batch.readyQuality} when ready`}
            </Text>
          </Box>
          <Badge colorPalette={batch.status === 'active' ? STAGE_PALETTE[batch.stage] : 'gray'}>
            {batch.stageLabel}
          </Badge>
        </HStack>
        {batch.blend && (
          <List.Root as="ul" listStyle="none" gap="1" fontSize="xs" aria-label={`Components of ${title}`}>
            {batch.blend.map((part) => (
              <List.Item key={part.batchId} display="flex" justifyContent="space-between" gap="2">
                <Text as="span" color="fg.muted">
                  {varietyLabel(part.variety)} · {formatNumber(part.litres)} L ({Math.round(part.share * 100)}%)
                </Text>
                <Badge size="xs" variant="outline">
                  Blended
                </Badge>
              </List.Item>
            ))}
          </List.Root>
        )}
        <Progress.Root value={Math.round(batch.progress * 100)} size="xs" colorPalette={STAGE_PALETTE[batch.stage]}>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
        <Text fontSize="xs" color="fg.muted">
          {batch.stage === 'ready'
            ? `Ready to bottle: ${formatNumber(batch.bottles)} bottles.`
            : `Ready on ${gameDate(batch.readyDay)} (${batch.daysLeft} ${batch.daysLeft === 1 ? 'day' : 'days'}).`}
        </Text>
        <HStack gap="2" wrap="wrap">
          <Button size="xs" colorPalette="wine" disabled={!batch.canBottle} onClick={onBottle}>
            Bottle
          </Button>
          <Button size="xs" variant="outline" disabled={!batch.canSellBulk} onClick={onBulk}>
            Sell as bulk
          </Button>
        </HStack>
      </Stack>
    </List.Item>
  );
}

export function GrapeItem({ lot, onCrush }: { lot: GrapeLotDto; onCrush: () => void }) {
  return (
    <List.Item display="flex" justifyContent="space-between" alignItems="center" gap="3">
      <Box minW="0">
        <Text fontWeight="medium">
          {varietyLabel(lot.variety)} · {formatNumber(lot.kilograms)} kg
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {lot.blockName} · quality {lot.quality} ·{' '}
          {lot.graceDaysLeft > 0 ? `fresh for ${lot.graceDaysLeft} more days` : 'perishing'}
        </Text>
      </Box>
      <Button size="sm" colorPalette="wine" flexShrink={0} disabled={lot.kilograms < 100} onClick={onCrush}>
        Crush
      </Button>
    </List.Item>
  );
}

export function WineItem({ wine, onSell }: { wine: WineLotDto; onSell: () => void }) {
  const standing = useEstateStanding();
  return (
    <List.Item display="flex" justifyContent="space-between" alignItems="center" gap="3">
      <Box minW="0">
        <Text fontWeight="medium" truncate>
          {wine.name}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {wineBatchName(wine.variety, wine.blend, wine.vintage)} · {wine.statusLabel} · {wine.ageDays} days in bottle
        </Text>
        {standing && <AgeingTierText wine={wine} reputation={standing.reputation} />}
      </Box>
      <HStack gap="3" flexShrink={0}>
        <Stack gap="0" align="end">
          <Text fontSize="sm" fontVariantNumeric="tabular-nums">
            {formatNumber(wine.bottles)} bottles
          </Text>
          <Text fontSize="xs" color="fg.muted">
            Quality {wine.quality}
          </Text>
          {wine.review && (
            <Text fontSize="xs" color="gold.700" title={`${wine.review.critic}: ${wine.review.verdict}`}>
              {wine.review.critic}: {wine.review.score} pts
            </Text>
          )}
          {wine.award && <MedalBadge medal={wine.award} size="xs" />}
        </Stack>
        {wine.bottles > 0 && (
          <Button size="xs" colorPalette="wine" onClick={onSell} aria-label={`Sell ${wine.name}`}>
            Sell
          </Button>
        )}
      </HStack>
    </List.Item>
  );
}
