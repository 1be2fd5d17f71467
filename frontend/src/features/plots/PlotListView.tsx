import {
  Badge,
  Box,
  Button,
  Card,
  EmptyState,
  Field,
  Flex,
  Heading,
  IconButton,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { PageHeader } from '../../components/PageHeader';
import { LoadFailed, Loading } from '../../components/States';
import { formatHectares, formatMoney, formatNumber, MESSAGES } from '@vineyard/domain';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { LuMap, LuPlus, LuStore, LuTrash2 } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { useDeletePlotMutation, useListEstatePlotsQuery, type PlotDto } from '../../api';
import { href, paths } from '../../config/paths';
import { apiErrorMessage } from '../../lib/alerts/apiError';
import { useAlerts } from '../../lib/alerts/useAlerts';
import { toast } from '../../lib/toast';
import { StatCard } from '../../components/StatCard';
import { useEstates, useEstateSelection } from '../../hooks/useEstates';
import { BuyLandDialog } from './components/BuyLandDialog';
import { capitalize, SoilLabel } from '../../components/TerroirBits';
import { ConfirmDialog } from '../../components/ConfirmDialog';

/** Plot count, hectares and yearly upkeep of the owned plots. */
export function plotTotals(plots: readonly Pick<PlotDto, 'size' | 'maintenanceCost'>[]) {
  return {
    count: plots.length,
    area: Math.round(plots.reduce((sum, plot) => sum + plot.size, 0) * 100) / 100,
    maintenance: plots.reduce((sum, plot) => sum + plot.maintenanceCost, 0),
  };
}

function PlotCard({ plot, onDelete }: { plot: PlotDto; onDelete: () => void }) {
  return (
    <Card.Root as="li" variant="outline" size="sm" aria-label={plot.name}>
      <Card.Body gap="3">
        <Flex justify="space-between" align="flex-start" gap="2">
          <Stack gap="0.5" minW="0">
            <Heading as="h3" size="md" color="wine.800" truncate>
              {plot.name}
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              <SoilLabel soil={plot.soilType} />
            </Text>
          </Stack>
          <Stack gap="1" align="flex-end" flexShrink={0}>
            <Text fontWeight="semibold">{formatHectares(plot.size)}</Text>
            {plot.forSale && (
              <Badge colorPalette="wine" variant="solid" title={`Listed for ${formatMoney(plot.listingPrice ?? 0)}`}>
                For Sale
              </Badge>
            )}
          </Stack>
        </Flex>
        <SimpleGrid columns={3} gap="2" fontSize="sm">
          <Stack gap="0">
            <Text fontSize="xs" color="fg.muted">
              Elevation
            </Text>
            <Text fontWeight="medium">{formatNumber(plot.elevation)} m</Text>
          </Stack>
          <Stack gap="0">
            <Text fontSize="xs" color="fg.muted">
              Orientation
            </Text>
            <Text fontWeight="medium">{capitalize(plot.orientation)}</Text>
          </Stack>
          <Stack gap="0">
            <Text fontSize="xs" color="fg.muted">
              Sun
            </Text>
            <Text fontWeight="medium">{formatNumber(plot.sunExposure)}/10</Text>
          </Stack>
        </SimpleGrid>
        <Text fontSize="sm" color="fg.muted" lineClamp={2}>
          {plot.description || MESSAGES.plot.noDescription}
        </Text>
      </Card.Body>
      <Card.Footer gap="2" justifyContent="flex-end">
        <Button asChild size="sm" colorPalette="wine">
          <RouterLink to={href.plot(plot.id)} aria-label={`View details of ${plot.name}`}>
            View Details
          </RouterLink>
        </Button>
        {!plot.forSale && (
          <IconButton
            size="sm"
            variant="ghost"
            colorPalette="red"
            aria-label={`Delete ${plot.name}`}
            onClick={onDelete}
          >
            <LuTrash2 />
          </IconButton>
        )}
      </Card.Footer>
    </Card.Root>
  );
}

/** /game/plots (spec §2 "Vineyard Plots page"), owned-plots mode. */
export function PlotListView() {
  const { estates, currentEstate, currentEstateId, loading: estatesLoading } = useEstates();
  const { select } = useEstateSelection();
  const query = useListEstatePlotsQuery(currentEstateId ? { estateId: currentEstateId } : skipToken);
  const [deletePlot, deleting] = useDeletePlotMutation();
  const [toDelete, setToDelete] = useState<PlotDto | null>(null);
  const [buying, setBuying] = useState(false);
  const alerts = useAlerts();
  const plots = query.currentData?.data.plots ?? [];
  const totals = plotTotals(plots);

  async function confirmDelete() {
    if (!toDelete) return;
    try {
      await deletePlot({ id: toDelete.id }).unwrap();
      toast.success(MESSAGES.plot.deletedNamed(toDelete.name));
    } catch (error) {
      alerts.error(MESSAGES.plot.deleteFailedWithReason(apiErrorMessage(error, '')));
    }
    setToDelete(null);
  }

  const loading = estatesLoading || query.isLoading || (query.isFetching && !query.currentData);

  return (
    <Stack gap="6" pb={{ base: '16', md: '0' }}>
      <PageHeader
        title="Vineyard Plots"
        actions={
          <>
            {currentEstate && (
              <Button colorPalette="wine" onClick={() => setBuying(true)}>
                <LuPlus aria-hidden /> Buy Land
              </Button>
            )}
            <Button asChild variant="outline" colorPalette="wine">
              <RouterLink to={paths.game.marketplace}>
                <LuStore aria-hidden /> Land Market
              </RouterLink>
            </Button>
          </>
        }
      >
        {MESSAGES.plot.pageSubtitle}
      </PageHeader>

      {estates.length > 1 && (
        <Flex gap="2" align={{ base: 'stretch', sm: 'flex-end' }} direction={{ base: 'column', sm: 'row' }}>
          <Box flex="1" maxW={{ sm: 'sm' }}>
            <Field.Root>
              <Field.Label>Estate</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field
                  value={currentEstateId ?? ''}
                  onChange={(event) => {
                    const estate = estates.find((item) => item.id === event.target.value);
                    if (estate) select(estate);
                  }}
                  bg="bg.panel"
                >
                  {estates.map((estate) => (
                    <option key={estate.id} value={estate.id}>
                      {estate.name}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
          </Box>
          <Button asChild variant="outline">
            <RouterLink to={paths.estates}>Manage Estates</RouterLink>
          </Button>
        </Flex>
      )}

      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4" as="section" aria-label="Summary">
        <StatCard label="Total Plots" value={formatNumber(totals.count)} />
        <StatCard label="Total Area (ha)" value={formatNumber(totals.area)} />
        <StatCard label="Maintenance" value={formatMoney(totals.maintenance)} help="Per year" />
      </SimpleGrid>

      <Stack as="section" aria-label="Your plots" gap="3">
        {!currentEstateId && !estatesLoading ? (
          <Stack gap="2" align="flex-start">
            <Text color="fg.muted">Select or create an estate to manage its plots.</Text>
            <Button asChild variant="outline">
              <RouterLink to={paths.estates}>Manage Estates</RouterLink>
            </Button>
          </Stack>
        ) : loading ? (
          <Loading label="Loading plots…" inline />
        ) : query.isError && plots.length === 0 ? (
          <LoadFailed
            error={query.error}
            fallback={MESSAGES.plot.loadFailed}
            onRetry={query.refetch}
            variant="inline"
          />
        ) : plots.length === 0 ? (
          <EmptyState.Root borderWidth="1px" borderStyle="dashed" rounded="xl">
            <EmptyState.Content>
              <EmptyState.Indicator>
                <LuMap />
              </EmptyState.Indicator>
              <EmptyState.Title>{MESSAGES.plot.noPlotsFound}</EmptyState.Title>
              <EmptyState.Description>Buy land to plant your first vineyard.</EmptyState.Description>
              <Button colorPalette="wine" onClick={() => setBuying(true)} disabled={!currentEstate}>
                <LuPlus aria-hidden /> Add Your First Plot
              </Button>
            </EmptyState.Content>
          </EmptyState.Root>
        ) : (
          <SimpleGrid as="ul" columns={{ base: 1, md: 2, xl: 3 }} gap="4" listStyle="none">
            {plots.map((plot) => (
              <PlotCard key={plot.id} plot={plot} onDelete={() => setToDelete(plot)} />
            ))}
          </SimpleGrid>
        )}
      </Stack>

      {/* Floating round market button on small screens (spec §2). */}
      <IconButton
        asChild
        hideFrom="md"
        position="fixed"
        right="4"
        bottom="20"
        rounded="full"
        size="xl"
        colorPalette="wine"
        shadow="lg"
        zIndex="docked"
        aria-label="Land Market"
      >
        <RouterLink to={paths.game.marketplace}>
          <LuStore />
        </RouterLink>
      </IconButton>

      <ConfirmDialog
        title={toDelete ? `Delete ${toDelete.name}?` : null}
        confirmLabel="Delete Plot"
        loading={deleting.isLoading}
        onConfirm={() => void confirmDelete()}
        onClose={() => setToDelete(null)}
      />
      {currentEstate && (
        <BuyLandDialog
          open={buying}
          onClose={() => setBuying(false)}
          estateId={currentEstate.id}
          region={currentEstate.location}
          money={currentEstate.money}
        />
      )}
    </Stack>
  );
}
