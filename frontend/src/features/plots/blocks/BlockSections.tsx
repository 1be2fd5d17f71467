import {
  Badge,
  Box,
  Button,
  Field,
  Flex,
  Heading,
  HStack,
  NativeSelect,
  SimpleGrid,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import {
  formatDate,
  formatGameDay,
  formatHectares,
  formatMoney,
  formatNumber,
  HARVEST_PLAN_LABELS,
  HARVEST_PLANS,
  harvestKg,
  harvestLabourCost,
  harvestOutlook,
  harvestTimingAdvice,
  harvestTimingLabel,
  harvestedQuality,
  healthColor,
  isHarvestPlan,
  varietyLabel,
  type HarvestPlan,
  workedKg,
  workedQuality,
} from '@vineyard/domain';
import type { ReactNode } from 'react';
import { LuArrowLeft, LuGrape, LuPencil, LuTrash2 } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { useGetBlockVineyardWorkQuery, useGetBlockWeatherQuery, type BlockDetailsDto } from '../../../api';
import { Panel } from '../../../components/Panel';
import { StatCard } from '../../../components/StatCard';
import { TierHint } from '../../../components/TierHint';
import { Row, ScoreBar } from '../../../components/TerroirBits';
import { href } from '../../../config/paths';
import { useEstateStanding } from '../../../hooks/useEstateStanding';
import { HEALTH_PALETTE, orientationLabel, STATUS_PALETTE, trellisLabel } from '../../../lib/blockLabels';
import type { BlockDetail } from '../hooks/useBlockDetail';

/** The presentational parts of the block page; data and actions come from useBlockDetail. */

/** The page's heading while the block is loading or could not be loaded. */
export function BlockPageHeading() {
  return (
    <Heading as="h1" size={{ base: 'xl', md: '2xl' }} color="wine.800">
      Vineyard Block
    </Heading>
  );
}

/** Name, status, the harvest outlook and timing, and the page's buttons. */
export function BlockHeader({ block, page }: { block: BlockDetailsDto; page: BlockDetail }) {
  // the server's day when it answered: the block's planting day plus its age
  const today = block.plantedGameDay + block.ageDays;
  const outlook = harvestOutlook(block.status, block.ageDays, today);
  const canHarvest = outlook.ready;
  // the vintage's vineyard work (done and left undone) changes the harvest's kilograms and quality
  // as the server's harvest applies it (decideHarvest): the same query as the Vineyard Work panel
  const work = useGetBlockVineyardWorkQuery({ id: block.id }).currentData?.data.work;
  // and what the vintage's weather took from the crop where the block was not protected
  // (vintageWeatherLoss): the same query as the Weather Events panel
  const loss = useGetBlockWeatherQuery({ id: block.id }).currentData?.data.weather.vintageLoss;
  const effects = {
    yieldPercent: (work?.effects.yieldPercent ?? 0) + (loss?.yieldPercent ?? 0),
    qualityPoints: (work?.effects.qualityPoints ?? 0) + (loss?.qualityPoints ?? 0),
  };
  const expectedKg = workedKg(
    harvestKg(
      block.grapeVariety,
      block.size,
      block.vineSpacing.rowSpacing,
      block.vineSpacing.vineSpacing,
      block.health,
      block.ageDays,
    ),
    effects.yieldPercent,
  );
  const pickedQuality = workedQuality(
    harvestedQuality(block.quality, block.grapeVariety, today),
    effects.qualityPoints,
  );
  const standing = useEstateStanding();

  return (
    <Flex
      gap="4"
      justify="space-between"
      align={{ base: 'stretch', md: 'flex-start' }}
      direction={{ base: 'column', md: 'row' }}
    >
      <Stack gap="1" minW="0">
        <HStack gap="2" flexWrap="wrap">
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }} color="wine.800">
            {block.name}
          </Heading>
          <Badge colorPalette={STATUS_PALETTE[block.status]} textTransform="capitalize" size="lg">
            {block.status}
          </Badge>
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {varietyLabel(block.grapeVariety)} · {formatHectares(block.size)} · planted{' '}
          {formatGameDay(block.plantedGameDay)}
        </Text>
        <Text fontSize="sm" color={canHarvest ? 'green.700' : 'fg.muted'} data-testid="harvest-outlook">
          {outlook.reason}
        </Text>
        <Text fontSize="sm" color="fg.muted" data-testid="harvest-timing">
          {harvestTimingLabel(block.grapeVariety)}
          {canHarvest && (
            <>
              {' · '}
              {harvestTimingAdvice(block.grapeVariety, today)} · about {formatNumber(expectedKg)} kg, pickers{' '}
              {formatMoney(harvestLabourCost(expectedKg))}
            </>
          )}
        </Text>
        {canHarvest && standing && work && loss && (
          <TierHint
            quality={pickedQuality}
            reputation={standing.reputation}
            plantedHectares={standing.plantedHectares}
            lead={`Picked today, quality ${pickedQuality}:`}
          />
        )}
      </Stack>
      <HStack gap="2" flexShrink={0} flexWrap="wrap">
        <Button asChild variant="outline">
          <RouterLink to={href.plot(block.plotId)}>
            <LuArrowLeft aria-hidden /> Back to Plot
          </RouterLink>
        </Button>
        <Button
          colorPalette="wine"
          disabled={!canHarvest}
          loading={page.busy.harvesting}
          onClick={() => void page.harvest()}
          title={canHarvest ? undefined : outlook.reason}
        >
          <LuGrape aria-hidden /> Harvest
        </Button>
        {!page.editing && (
          <Button variant="outline" onClick={() => page.setEditing(true)}>
            <LuPencil aria-hidden /> Edit
          </Button>
        )}
        <Button variant="outline" colorPalette="red" onClick={() => page.setConfirming(true)}>
          <LuTrash2 aria-hidden /> Delete
        </Button>
      </HStack>
    </Flex>
  );
}

/** Age, health, quality and vines. */
export function BlockFigures({ block }: { block: BlockDetailsDto }) {
  const health = HEALTH_PALETTE[healthColor(block.health)];
  return (
    <SimpleGrid columns={{ base: 2, md: 4 }} gap="3" as="section" aria-label="Key figures">
      <StatCard label="Age" value={`${formatNumber(block.ageDays)} days`} />
      <StatCard
        label="Health"
        value={
          <Text as="span" color={`${health}.600`}>
            {formatNumber(block.health)}%
          </Text>
        }
      />
      <StatCard label="Quality" value={formatNumber(block.quality)} />
      <StatCard label="Vines" value={formatNumber(block.vines)} />
    </SimpleGrid>
  );
}

function Labelled({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap="1">
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      {children}
    </Stack>
  );
}

/** The planting facts, and the block's health, suitability and notes. */
export function BlockInfo({ block }: { block: BlockDetailsDto }) {
  const health = HEALTH_PALETTE[healthColor(block.health)];
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
      <Panel title="Planting">
        <Row label="Grape variety">{varietyLabel(block.grapeVariety)}</Row>
        <Row label="Size">{formatHectares(block.size)}</Row>
        <Row label="Row spacing">{formatNumber(block.vineSpacing.rowSpacing)} m</Row>
        <Row label="Vine spacing">{formatNumber(block.vineSpacing.vineSpacing)} m</Row>
        <Row label="Vines per hectare">{formatNumber(Math.round(block.vinesPerHectare))}</Row>
        <Row label="Row orientation">{orientationLabel(block.orientation)}</Row>
        <Row label="Trellis system">{trellisLabel(block.trellisSystem)}</Row>
        <Row label="Planted (game date)">{formatGameDay(block.plantedGameDay)}</Row>
        <Row label="Planted (real date)">{formatDate(block.plantingDate)}</Row>
      </Panel>
      <Panel title="Condition">
        <Stack gap="3">
          <Labelled label="Health">
            <ScoreBar label="Health" percent={block.health} text={`${formatNumber(block.health)}%`} palette={health} />
          </Labelled>
          <Labelled label="Suitability of the variety for this plot">
            <ScoreBar
              label="Suitability"
              percent={block.suitability}
              text={`${formatNumber(Math.round(block.suitability))}%`}
            />
          </Labelled>
          <Box>
            <Text fontSize="sm" color="fg.muted">
              Notes
            </Text>
            <Text fontSize="sm" whiteSpace="pre-wrap" color={block.notes ? undefined : 'fg.subtle'}>
              {block.notes || 'No notes.'}
            </Text>
          </Box>
        </Stack>
      </Panel>
    </SimpleGrid>
  );
}

/** What the tick does with grapes left on the vine after October (HARVEST_PLANS). */
export function HarvestPlanField({
  plan,
  saving,
  onChange,
}: {
  plan: HarvestPlan;
  saving: boolean;
  onChange: (plan: HarvestPlan) => void;
}) {
  return (
    <Stack gap="2" maxW="lg">
      <Text fontSize="sm" color="fg.muted">
        Grapes you do not harvest by the end of October are picked for you on November 1 (late, so they lose quality);
        on November 2 this plan is carried out.
      </Text>
      <Field.Root>
        <Field.Label fontSize="sm">If left on the vine</Field.Label>
        <NativeSelect.Root size="sm" disabled={saving}>
          <NativeSelect.Field
            value={plan}
            onChange={(event) => isHarvestPlan(event.target.value) && onChange(event.target.value)}
          >
            {HARVEST_PLANS.map((p) => (
              <option key={p} value={p}>
                {HARVEST_PLAN_LABELS[p]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
    </Stack>
  );
}

/** The block's harvests, newest as the server sends them. */
export function HarvestHistory({ harvests }: { harvests: BlockDetailsDto['harvests'] }) {
  if (harvests.length === 0) {
    return (
      <Text fontSize="sm" color="fg.subtle" fontStyle="italic">
        No harvests yet.
      </Text>
    );
  }
  return (
    <Table.ScrollArea>
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Game date</Table.ColumnHeader>
            <Table.ColumnHeader>Variety</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Amount</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Quality</Table.ColumnHeader>
            <Table.ColumnHeader>Recorded</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {harvests.map((harvest) => (
            <Table.Row key={harvest.id}>
              <Table.Cell>{formatGameDay(harvest.gameDay)}</Table.Cell>
              <Table.Cell>{varietyLabel(harvest.variety)}</Table.Cell>
              <Table.Cell textAlign="end">{formatNumber(harvest.amount)} kg</Table.Cell>
              <Table.Cell textAlign="end">{formatNumber(harvest.quality)}</Table.Cell>
              <Table.Cell>{formatDate(harvest.createdAt)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
