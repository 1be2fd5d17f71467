import { Alert, Box, Button, Card, Flex, Heading, HStack, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { LoadFailed, Loading } from '../../components/States';
import {
  formatDate,
  formatHectares,
  formatMoney,
  formatNumber,
  MESSAGES,
  regionLabel,
  soilColor,
  validatePlotName,
  varietyLabel,
} from '@vineyard/domain';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState, type ReactNode } from 'react';
import { LuArrowLeft, LuBan, LuMapPin, LuPlus, LuTag, LuTrash2 } from 'react-icons/lu';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import {
  useCancelPlotListingMutation,
  useCreateBlockMutation,
  useDeletePlotMutation,
  useGetPlotDetailsQuery,
  useGetPlotQuery,
  useListPlotBlocksQuery,
  useUpdatePlotMutation,
  type PlotDto,
  type UpdatePlotDto,
  type VarietyScoreDto,
} from '../../api';
import { paths } from '../../config/paths';
import { apiErrorMessage, apiErrorStatus } from '../../lib/alerts/apiError';
import { useAlerts } from '../../lib/alerts/useAlerts';
import { toast } from '../../lib/toast';
import { BlockForm } from './blocks/BlockForm';
import { BlockList } from './blocks/BlockList';
import { Row, ScoreBar, TerroirFacts } from '../../components/TerroirBits';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { InlineEdit } from './components/InlineEdit';
import { ListPlotDialog } from './components/ListPlotDialog';

/** The for-sale banner (spec §2): listed price, listing date and expiry date. */
function ForSaleBanner({ plot }: { plot: PlotDto }) {
  return (
    <Alert.Root status="info" variant="surface" rounded="lg" colorPalette="wine" aria-label="Listed for sale">
      <Alert.Indicator>
        <LuTag />
      </Alert.Indicator>
      <Alert.Content>
        <Alert.Title>Listed for sale at {formatMoney(plot.listingPrice ?? 0)}</Alert.Title>
        <Alert.Description>
          Listed on {formatDate(plot.listingDate)} · Expires on {formatDate(plot.listingExpirationDate)}. While it is
          listed the plot cannot be edited, planted or deleted.
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

export function Section({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <Card.Root as="section" variant="outline" size="sm" aria-label={title}>
      <Card.Header pb="0">
        <HStack justify="space-between" gap="2" flexWrap="wrap">
          <Heading as="h2" size="md">
            {title}
          </Heading>
          {action}
        </HStack>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}

function VarietyList({ title, varieties }: { title: string; varieties: VarietyScoreDto[] }) {
  return (
    <Stack gap="2">
      <Text fontWeight="semibold" fontSize="sm">
        {title}
      </Text>
      {varieties.length === 0 ? (
        <Text fontSize="sm" color="fg.subtle">
          None suited
        </Text>
      ) : (
        varieties.map((item) => (
          <Stack key={item.variety} gap="0.5">
            <Text fontSize="sm">{varietyLabel(item.variety)}</Text>
            <ScoreBar
              label={`${varietyLabel(item.variety)} suitability`}
              percent={item.score}
              text={`${formatNumber(Math.round(item.score))}%`}
              palette={title.startsWith('Red') ? 'wine' : 'yellow'}
            />
          </Stack>
        ))
      )}
    </Stack>
  );
}

function Message({ children, backToList = true }: { children: ReactNode; backToList?: boolean }) {
  return (
    <Stack gap="4" maxW="2xl">
      <Heading as="h1" size={{ base: 'xl', md: '2xl' }} color="wine.800">
        Plot Details
      </Heading>
      {children}
      {backToList && (
        <Box>
          <Button asChild variant="outline">
            <RouterLink to={paths.game.plots}>Back to Plots</RouterLink>
          </Button>
        </Box>
      )}
    </Stack>
  );
}

/** /game/plots/:id (spec §2 "Plot detail screen"); reloads when the id changes. */
export function PlotDetailView({ id }: { id: string }) {
  const query = useGetPlotQuery({ id });
  const details = useGetPlotDetailsQuery(query.currentData ? { id } : skipToken);
  const [updatePlot, updating] = useUpdatePlotMutation();
  const [deletePlot, deleting] = useDeletePlotMutation();
  const [createBlock, creating] = useCreateBlockMutation();
  const blocks = useListPlotBlocksQuery(query.currentData ? { plotId: id } : skipToken);
  const [cancelListing, cancelling] = useCancelPlotListingMutation();
  const [confirming, setConfirming] = useState(false);
  const [addingBlock, setAddingBlock] = useState(false);
  const [selling, setSelling] = useState(false);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const alerts = useAlerts();
  const navigate = useNavigate();

  const plot = query.currentData?.data.plot;
  if (!plot) {
    if (query.isError) {
      const status = apiErrorStatus(query.error);
      if (status === 404 || status === 403 || status === 400) {
        return (
          <Message>
            <Text fontSize="lg">{MESSAGES.plot.notFound}</Text>
          </Message>
        );
      }
      return (
        <Message>
          <LoadFailed error={query.error} fallback={MESSAGES.plot.detailsFailed} onRetry={query.refetch} />
        </Message>
      );
    }
    return (
      <Message backToList={false}>
        <Loading label={MESSAGES.plot.loading} inline />
      </Message>
    );
  }

  const current: PlotDto = plot;
  const varieties = details.currentData?.data.plot.suitableVarieties;
  const forSale = current.forSale;
  /** Sell Plot only once the blocks are known and there are none (spec §2). */
  const canSell = !forSale && blocks.currentData !== undefined && blocks.currentData.data.blocks.length === 0;
  const lockedReason = forSale ? MESSAGES.listing.locked : null;

  async function save(field: keyof UpdatePlotDto, value: string, success: string, failure: string) {
    try {
      await updatePlot({ id: current.id, updatePlotDto: { [field]: value } }).unwrap();
      toast.success(success);
      return true;
    } catch (error) {
      alerts.showApiError(error, failure);
      return false;
    }
  }

  async function onDelete() {
    try {
      await deletePlot({ id: current.id }).unwrap();
      toast.success(MESSAGES.plot.deletedNamed(current.name));
      void navigate(paths.game.plots, { replace: true });
    } catch (error) {
      setConfirming(false);
      alerts.error(MESSAGES.plot.deleteFailedWithReason(apiErrorMessage(error, '')));
    }
  }

  async function onCancelListing() {
    try {
      await cancelListing({ plotId: current.id }).unwrap();
      toast.success(MESSAGES.listing.canceled);
    } catch (error) {
      toast.error(apiErrorMessage(error, MESSAGES.listing.cancelFailed));
    }
    setConfirmingCancel(false);
  }

  async function onCreateBlock(payload: Parameters<typeof createBlock>[0]['createBlockDto']) {
    try {
      const result = await createBlock({ plotId: current.id, createBlockDto: payload }).unwrap();
      toast.success(MESSAGES.block.createdNamed(result.data.block.name));
      setAddingBlock(false);
      return null;
    } catch (error) {
      return apiErrorMessage(error, MESSAGES.block.createFailed);
    }
  }

  return (
    <Stack gap="6">
      <Flex
        gap="4"
        justify="space-between"
        align={{ base: 'stretch', md: 'flex-start' }}
        direction={{ base: 'column', md: 'row' }}
      >
        <HStack gap="3" align="flex-start" minW="0" flex="1">
          <Flex
            aria-hidden
            boxSize="12"
            rounded="full"
            bg={soilColor(current.soilType)}
            align="center"
            justify="center"
            flexShrink={0}
            borderWidth="1px"
            borderColor="blackAlpha.200"
          >
            <LuMapPin color="#4a2c2a" size="22" />
          </Flex>
          <Stack gap="0.5" minW="0" flex="1">
            <InlineEdit
              key={current.name}
              variant="heading"
              label="Plot name"
              value={current.name}
              saving={updating.isLoading}
              disabledReason={lockedReason}
              validate={(value) => validatePlotName(value)}
              onSave={(value) => save('name', value, MESSAGES.plot.nameUpdated, MESSAGES.plot.nameUpdateFailed)}
            />
            <Text fontSize="sm" color="fg.muted">
              {MESSAGES.plot.purchasedOn(current.purchaseDate)} · {regionLabel(current.region)}
            </Text>
          </Stack>
        </HStack>
        <HStack gap="2" flexShrink={0} flexWrap="wrap">
          <Button asChild variant="outline">
            <RouterLink to={paths.game.plots}>
              <LuArrowLeft aria-hidden /> Back to List
            </RouterLink>
          </Button>
          {canSell && (
            <Button colorPalette="wine" onClick={() => setSelling(true)}>
              <LuTag aria-hidden /> Sell Plot
            </Button>
          )}
          {forSale && (
            <Button variant="outline" colorPalette="wine" onClick={() => setConfirmingCancel(true)}>
              <LuBan aria-hidden /> Cancel Listing
            </Button>
          )}
          {!forSale && (
            <Button variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
              <LuTrash2 aria-hidden /> Delete
            </Button>
          )}
        </HStack>
      </Flex>

      {forSale && <ForSaleBanner plot={current} />}

      {details.isError && (
        <Alert.Root status="warning" variant="surface" rounded="lg">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{MESSAGES.plot.detailedInfoFailed}</Alert.Title>
          </Alert.Content>
          <Button size="sm" variant="outline" onClick={() => void details.refetch()}>
            Retry
          </Button>
        </Alert.Root>
      )}

      <SimpleGrid columns={{ base: 1, lg: 3 }} gap="4">
        <Section title="Plot Details">
          <Stack gap="3">
            <Box>
              <Row label="Size">{formatHectares(current.size)}</Row>
              <Row label="Purchase price">{formatMoney(current.price)}</Row>
              <Row label="Maintenance">{formatMoney(current.maintenanceCost)} / yr</Row>
              <Row label="Purchased (game date)">
                Year {current.purchaseGameTime.year}, Day {current.purchaseGameTime.day}
              </Row>
            </Box>
            <Stack gap="1">
              <Text textStyle="caps" fontWeight="semibold" color="fg.muted">
                Description
              </Text>
              <InlineEdit
                key={`d-${current.description}`}
                label="Description"
                value={current.description}
                placeholder={MESSAGES.plot.noDescription}
                saving={updating.isLoading}
                disabledReason={lockedReason}
                onSave={(value) =>
                  save('description', value, MESSAGES.plot.descriptionUpdated, MESSAGES.plot.descriptionUpdateFailed)
                }
              />
            </Stack>
            <Stack gap="1">
              <Text textStyle="caps" fontWeight="semibold" color="fg.muted">
                Notes
              </Text>
              <InlineEdit
                key={`n-${current.notes}`}
                label="Notes"
                value={current.notes}
                placeholder={MESSAGES.plot.noNotes}
                saving={updating.isLoading}
                disabledReason={lockedReason}
                onSave={(value) => save('notes', value, MESSAGES.plot.notesUpdated, MESSAGES.plot.notesUpdateFailed)}
              />
            </Stack>
          </Stack>
        </Section>

        <Section title="Terroir">
          <Stack gap="3">
            <TerroirFacts plot={current} />
          </Stack>
        </Section>

        <Section title="Suitable Grape Varieties">
          {varieties ? (
            <SimpleGrid columns={{ base: 1, sm: 2, lg: 1 }} gap="4">
              <VarietyList title="Red varieties" varieties={varieties.red} />
              <VarietyList title="White varieties" varieties={varieties.white} />
            </SimpleGrid>
          ) : details.isError ? (
            <Stack gap="2" align="flex-start">
              <Text fontWeight="semibold">{MESSAGES.plot.detailedAnalysisUnavailable}</Text>
              <Button size="sm" variant="outline" onClick={() => void details.refetch()}>
                Retry
              </Button>
            </Stack>
          ) : (
            <HStack gap="2" color="fg.muted">
              <Spinner size="sm" /> <Text fontSize="sm">Analysing terroir…</Text>
            </HStack>
          )}
        </Section>
      </SimpleGrid>

      <Section
        title="Vineyard Blocks"
        action={
          <Button
            size="sm"
            colorPalette="wine"
            variant={addingBlock ? 'outline' : 'solid'}
            disabled={forSale && !addingBlock}
            title={lockedReason ?? undefined}
            onClick={() => setAddingBlock((v) => !v)}
          >
            {addingBlock ? (
              'Show Blocks'
            ) : (
              <>
                <LuPlus aria-hidden /> Add Block
              </>
            )}
          </Button>
        }
      >
        {forSale && (
          <Text fontSize="sm" color="fg.muted" mb="3">
            {MESSAGES.listing.locked}
          </Text>
        )}
        {addingBlock && !forSale ? (
          <BlockForm
            saving={creating.isLoading}
            submitLabel="Create Block"
            onSubmit={onCreateBlock}
            onCancel={() => setAddingBlock(false)}
          />
        ) : (
          <BlockList plotId={current.id} onCreate={() => setAddingBlock(true)} createDisabled={forSale} />
        )}
      </Section>

      <ConfirmDialog
        title={confirming ? `Delete ${current.name}?` : null}
        confirmLabel="Delete Plot"
        loading={deleting.isLoading}
        onConfirm={() => void onDelete()}
        onClose={() => setConfirming(false)}
      />
      <ConfirmDialog
        title={confirmingCancel ? 'Cancel Listing' : null}
        description={MESSAGES.listing.cancelConfirm(current.name)}
        cancelLabel="No, Keep Listed"
        confirmLabel="Yes, Cancel Listing"
        loading={cancelling.isLoading}
        onConfirm={() => void onCancelListing()}
        onClose={() => setConfirmingCancel(false)}
      />
      {selling && <ListPlotDialog plot={current} onClose={() => setSelling(false)} />}
    </Stack>
  );
}
