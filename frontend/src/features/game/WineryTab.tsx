import { Badge, Box, Button, HStack, List, Progress, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { PageHeader } from '../../components/PageHeader';
import { skipToken } from '@reduxjs/toolkit/query';
import { formatNumber, MESSAGES, varietyLabel, WINE_PRESET_INFO, wineBatchName } from '@vineyard/domain';
import { useEffect, useState } from 'react';
import {
  useGetEstateCellarQuery,
  useListEstateGrapeLotsQuery,
  useListEstateWinesQuery,
  type CellarDataDto,
  type GrapeLotDto,
  type WineBatchDto,
  type WineLotDto,
} from '../../api';
import { MedalBadge } from '../../components/MedalBadge';
import { useEstates } from '../../hooks/useEstates';
import { BlendDialog, BottleDialog, BulkDialog, BuyVesselsDialog, CrushDialog, SellWineDialog } from './winery/dialogs';
import { blendableColours, gameDate } from './winery/winery';
import { useGameTime } from '../../hooks/useGameTime';
import { EmptyText, Panel } from '../../components/Panel';

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
function CellarPanel({ cellar, onBuy }: { cellar: CellarDataDto; onBuy: () => void }) {
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

function BatchItem({ batch, onBottle, onBulk }: { batch: WineBatchDto; onBottle: () => void; onBulk: () => void }) {
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

function GrapeItem({ lot, onCrush }: { lot: GrapeLotDto; onCrush: () => void }) {
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

function WineItem({ wine, onSell }: { wine: WineLotDto; onSell: () => void }) {
  return (
    <List.Item display="flex" justifyContent="space-between" alignItems="center" gap="3">
      <Box minW="0">
        <Text fontWeight="medium" truncate>
          {wine.name}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {wineBatchName(wine.variety, wine.blend, wine.vintage)} · {wine.statusLabel} · {wine.ageDays} days in bottle
        </Text>
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

type Action =
  | { kind: 'crush'; lot: GrapeLotDto }
  | { kind: 'bottle'; batch: WineBatchDto }
  | { kind: 'bulk'; batch: WineBatchDto }
  | { kind: 'buy' }
  | { kind: 'blend' }
  | { kind: 'sell'; wine: WineLotDto };

/** /game?tab=winery: the cellar, grapes to crush, batches on their way and bottled wine — all real data. */
export function WineryTab() {
  const { currentEstate } = useEstates();
  const estateId = currentEstate?.id ?? null;
  const arg = estateId ? { estateId } : skipToken;
  const cellar = useGetEstateCellarQuery(arg);
  const grapes = useListEstateGrapeLotsQuery(arg);
  const wines = useListEstateWinesQuery(arg);
  const [action, setAction] = useState<Action | null>(null);

  // stages move with the game clock: read again when the day changes
  const dayIndex = useGameTime()?.dayIndex;
  const { refetch: refetchCellar } = cellar;
  const { refetch: refetchWines } = wines;
  const seenDay = cellar.currentData?.data.day;
  useEffect(() => {
    if (dayIndex === undefined || seenDay === undefined || dayIndex === seenDay) return;
    void refetchCellar();
    void refetchWines();
  }, [dayIndex, seenDay, refetchCellar, refetchWines]);

  const data = cellar.currentData?.data;
  const lots = grapes.currentData?.data.lots ?? [];
  const bottled = wines.currentData?.data.wines ?? [];

  if (!estateId) {
    return (
      <Stack gap="6">
        <PageHeader title="Winery">Crush, ferment, age and bottle your wine.</PageHeader>
        <EmptyText>Select an estate to see its cellar.</EmptyText>
      </Stack>
    );
  }

  return (
    <Stack gap="6">
      <PageHeader title="Winery">Crush, ferment, age and bottle your wine.</PageHeader>
      {cellar.isError ? (
        <Text color="fg.error" role="alert">
          {MESSAGES.winery.loadFailed}
        </Text>
      ) : !data ? (
        <EmptyText>Loading the cellar…</EmptyText>
      ) : (
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
          <Stack gap="4">
            <Panel
              title="Wine batches"
              note={
                <HStack gap="2">
                  {blendableColours(data.batches).length > 0 && (
                    <Button size="xs" variant="outline" onClick={() => setAction({ kind: 'blend' })}>
                      Blend
                    </Button>
                  )}
                  <Badge variant="subtle">{data.batches.length}</Badge>
                </HStack>
              }
            >
              {data.batches.length === 0 ? (
                <EmptyText>{MESSAGES.winery.noBatches}</EmptyText>
              ) : (
                <List.Root as="ul" listStyle="none" gap="3" aria-label="Wine batches">
                  {data.batches.map((batch) => (
                    <BatchItem
                      key={batch.id}
                      batch={batch}
                      onBottle={() => setAction({ kind: 'bottle', batch })}
                      onBulk={() => setAction({ kind: 'bulk', batch })}
                    />
                  ))}
                </List.Root>
              )}
            </Panel>
            <Panel title="Grapes to crush">
              {lots.length === 0 ? (
                <EmptyText>{MESSAGES.grapes.noLots}</EmptyText>
              ) : (
                <List.Root as="ul" listStyle="none" gap="3" aria-label="Grapes to crush">
                  {lots.map((lot) => (
                    <GrapeItem key={lot.id} lot={lot} onCrush={() => setAction({ kind: 'crush', lot })} />
                  ))}
                </List.Root>
              )}
            </Panel>
          </Stack>
          <Stack gap="4">
            <CellarPanel cellar={data} onBuy={() => setAction({ kind: 'buy' })} />
            <Panel title="Bottled wine">
              {bottled.length === 0 ? (
                <EmptyText>{MESSAGES.winery.noWines}</EmptyText>
              ) : (
                <List.Root as="ul" listStyle="none" gap="3" aria-label="Bottled wine">
                  {bottled.map((wine) => (
                    <WineItem key={wine.id} wine={wine} onSell={() => setAction({ kind: 'sell', wine })} />
                  ))}
                </List.Root>
              )}
            </Panel>
          </Stack>
        </SimpleGrid>
      )}
      {action?.kind === 'crush' && data && (
        <CrushDialog estateId={estateId} lot={action.lot} cellar={data} onClose={() => setAction(null)} />
      )}
      {action?.kind === 'bottle' && <BottleDialog batch={action.batch} onClose={() => setAction(null)} />}
      {action?.kind === 'bulk' && <BulkDialog batch={action.batch} onClose={() => setAction(null)} />}
      {action?.kind === 'buy' && <BuyVesselsDialog estateId={estateId} onClose={() => setAction(null)} />}
      {action?.kind === 'sell' && <SellWineDialog wine={action.wine} onClose={() => setAction(null)} />}
      {action?.kind === 'blend' && data && (
        <BlendDialog estateId={estateId} batches={data.batches} onClose={() => setAction(null)} />
      )}
    </Stack>
  );
}
