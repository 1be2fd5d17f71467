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
import { LoadFailed, Loading } from '../../../components/States';
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
  healthColor,
  isHarvestPlan,
  MESSAGES,
  type HarvestPlan,
  varietyLabel,
} from '@vineyard/domain';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { LuArrowLeft, LuGrape, LuPencil, LuTrash2 } from 'react-icons/lu';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import {
  useDeleteBlockMutation,
  useGetBlockDetailsQuery,
  useHarvestBlockMutation,
  useUpdateBlockMutation,
  type CreateBlockDto,
} from '../../../api';
import { href, paths } from '../../../config/paths';
import { apiErrorMessage, apiErrorStatus } from '../../../lib/alerts/apiError';
import { useAlerts } from '../../../lib/alerts/useAlerts';
import { toast } from '../../../lib/toast';
import { StatCard } from '../../../components/StatCard';
import { ScoreBar } from '../../../components/TerroirBits';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { Panel } from '../../../components/Panel';
import { Row } from '../../../components/TerroirBits';
import { BlockForm } from './BlockForm';
import { blockSaveFailure } from './blockForm';
import { HEALTH_PALETTE, orientationLabel, STATUS_PALETTE, trellisLabel } from '../../../lib/blockLabels';

/** /game/blocks/:id: one vineyard block, edit, delete, harvest and its harvests. */
export function BlockDetailPage() {
  const { id } = useParams();
  const query = useGetBlockDetailsQuery(id ? { id } : skipToken);
  const [updateBlock, updating] = useUpdateBlockMutation();
  const [deleteBlock, deleting] = useDeleteBlockMutation();
  const [harvestBlock, harvesting] = useHarvestBlockMutation();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const alerts = useAlerts();
  const navigate = useNavigate();

  const block = query.currentData?.data.block;
  if (!block) {
    if (query.isError || !id) {
      const status = apiErrorStatus(query.error);
      const notFound = !id || status === 404 || status === 403 || status === 400;
      return (
        <Stack gap="4" maxW="2xl">
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }} color="wine.800">
            Vineyard Block
          </Heading>
          <LoadFailed
            error={query.error}
            fallback={MESSAGES.block.detailsFailed}
            message={notFound ? MESSAGES.block.notFound : undefined}
            onRetry={notFound ? undefined : query.refetch}
          />
          <HStack gap="2">
            <Button asChild variant="outline">
              <RouterLink to={paths.game.plots}>Back to Plots</RouterLink>
            </Button>
          </HStack>
        </Stack>
      );
    }
    return (
      <Stack gap="4">
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }} color="wine.800">
          Vineyard Block
        </Heading>
        <Loading label="Loading block details..." inline />
      </Stack>
    );
  }

  const current = block;
  const health = HEALTH_PALETTE[healthColor(current.health)];

  async function onSave(payload: CreateBlockDto) {
    try {
      await updateBlock({ id: current.id, updateBlockDto: payload }).unwrap();
      toast.success(MESSAGES.block.updated);
      setEditing(false);
      return null;
    } catch (error) {
      return blockSaveFailure(error, MESSAGES.block.saveFailed);
    }
  }

  async function onDelete() {
    try {
      await deleteBlock({ id: current.id }).unwrap();
      toast.success(MESSAGES.block.deleted);
      void navigate(href.plot(current.plotId), { replace: true });
    } catch (error) {
      setConfirming(false);
      alerts.error(MESSAGES.block.deleteFailedWithReason(apiErrorMessage(error, '')));
    }
  }

  async function onPlan(harvestPlan: HarvestPlan) {
    try {
      await updateBlock({ id: current.id, updateBlockDto: { harvestPlan } }).unwrap();
      toast.success(`Harvest plan: ${HARVEST_PLAN_LABELS[harvestPlan]}`);
    } catch (error) {
      alerts.showApiError(error, MESSAGES.block.updateFailed);
    }
  }

  async function onHarvest() {
    try {
      await harvestBlock({ id: current.id }).unwrap();
      toast.success(MESSAGES.block.harvestRecorded);
    } catch (error) {
      alerts.showApiError(error, MESSAGES.block.harvestFailed);
    }
  }

  // the server's day when it answered: the block's planting day plus its age
  const today = current.plantedGameDay + current.ageDays;
  const outlook = harvestOutlook(current.status, current.ageDays, today);
  const canHarvest = outlook.ready;
  const expectedKg = harvestKg(
    current.grapeVariety,
    current.size,
    current.vineSpacing.rowSpacing,
    current.vineSpacing.vineSpacing,
    current.health,
    current.ageDays,
  );

  return (
    <Stack gap="6">
      <Flex
        gap="4"
        justify="space-between"
        align={{ base: 'stretch', md: 'flex-start' }}
        direction={{ base: 'column', md: 'row' }}
      >
        <Stack gap="1" minW="0">
          <HStack gap="2" flexWrap="wrap">
            <Heading as="h1" size={{ base: 'xl', md: '2xl' }} color="wine.800">
              {current.name}
            </Heading>
            <Badge colorPalette={STATUS_PALETTE[current.status]} textTransform="capitalize" size="lg">
              {current.status}
            </Badge>
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            {varietyLabel(current.grapeVariety)} · {formatHectares(current.size)} · planted{' '}
            {formatGameDay(current.plantedGameDay)}
          </Text>
          <Text fontSize="sm" color={canHarvest ? 'green.700' : 'fg.muted'} data-testid="harvest-outlook">
            {outlook.reason}
          </Text>
          <Text fontSize="sm" color="fg.muted" data-testid="harvest-timing">
            {harvestTimingLabel(current.grapeVariety)}
            {canHarvest && (
              <>
                {' · '}
                {harvestTimingAdvice(current.grapeVariety, today)} · about {formatNumber(expectedKg)} kg, pickers{' '}
                {formatMoney(harvestLabourCost(expectedKg))}
              </>
            )}
          </Text>
        </Stack>
        <HStack gap="2" flexShrink={0} flexWrap="wrap">
          <Button asChild variant="outline">
            <RouterLink to={href.plot(current.plotId)}>
              <LuArrowLeft aria-hidden /> Back to Plot
            </RouterLink>
          </Button>
          <Button
            colorPalette="wine"
            disabled={!canHarvest}
            loading={harvesting.isLoading}
            onClick={() => void onHarvest()}
            title={canHarvest ? undefined : outlook.reason}
          >
            <LuGrape aria-hidden /> Harvest
          </Button>
          {!editing && (
            <Button variant="outline" onClick={() => setEditing(true)}>
              <LuPencil aria-hidden /> Edit
            </Button>
          )}
          <Button variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
            <LuTrash2 aria-hidden /> Delete
          </Button>
        </HStack>
      </Flex>

      <SimpleGrid columns={{ base: 2, md: 4 }} gap="3" as="section" aria-label="Key figures">
        <StatCard label="Age" value={`${formatNumber(current.ageDays)} days`} />
        <StatCard
          label="Health"
          value={
            <Text as="span" color={`${health}.600`}>
              {formatNumber(current.health)}%
            </Text>
          }
        />
        <StatCard label="Quality" value={formatNumber(current.quality)} />
        <StatCard label="Vines" value={formatNumber(current.vines)} />
      </SimpleGrid>

      {editing ? (
        <Panel title="Edit Block">
          <BlockForm
            block={current}
            saving={updating.isLoading}
            submitLabel="Save Changes"
            onSubmit={onSave}
            onCancel={() => setEditing(false)}
          />
        </Panel>
      ) : (
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
          <Panel title="Planting">
            <Row label="Grape variety">{varietyLabel(current.grapeVariety)}</Row>
            <Row label="Size">{formatHectares(current.size)}</Row>
            <Row label="Row spacing">{formatNumber(current.vineSpacing.rowSpacing)} m</Row>
            <Row label="Vine spacing">{formatNumber(current.vineSpacing.vineSpacing)} m</Row>
            <Row label="Vines per hectare">{formatNumber(Math.round(current.vinesPerHectare))}</Row>
            <Row label="Row orientation">{orientationLabel(current.orientation)}</Row>
            <Row label="Trellis system">{trellisLabel(current.trellisSystem)}</Row>
            <Row label="Planted (game date)">{formatGameDay(current.plantedGameDay)}</Row>
            <Row label="Planted (real date)">{formatDate(current.plantingDate)}</Row>
          </Panel>
          <Panel title="Condition">
            <Stack gap="3">
              <Stack gap="1">
                <Text fontSize="sm" color="fg.muted">
                  Health
                </Text>
                <ScoreBar
                  label="Health"
                  percent={current.health}
                  text={`${formatNumber(current.health)}%`}
                  palette={health}
                />
              </Stack>
              <Stack gap="1">
                <Text fontSize="sm" color="fg.muted">
                  Suitability of the variety for this plot
                </Text>
                <ScoreBar
                  label="Suitability"
                  percent={current.suitability}
                  text={`${formatNumber(Math.round(current.suitability))}%`}
                />
              </Stack>
              <Box>
                <Text fontSize="sm" color="fg.muted">
                  Notes
                </Text>
                <Text fontSize="sm" whiteSpace="pre-wrap" color={current.notes ? undefined : 'fg.subtle'}>
                  {current.notes || 'No notes.'}
                </Text>
              </Box>
            </Stack>
          </Panel>
        </SimpleGrid>
      )}

      <Panel title="Harvest Plan">
        <HarvestPlanField
          plan={current.harvestPlan}
          saving={updating.isLoading}
          onChange={(harvestPlan) => void onPlan(harvestPlan)}
        />
      </Panel>

      <Panel title="Harvest History">
        {current.harvests.length === 0 ? (
          <Text fontSize="sm" color="fg.subtle" fontStyle="italic">
            No harvests yet.
          </Text>
        ) : (
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
                {current.harvests.map((harvest) => (
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
        )}
      </Panel>

      <ConfirmDialog
        title={confirming ? `Delete ${current.name}?` : null}
        confirmLabel="Delete Block"
        loading={deleting.isLoading}
        onConfirm={() => void onDelete()}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}

/** What the tick does with grapes left on the vine after October (HARVEST_PLANS). */
function HarvestPlanField({
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
