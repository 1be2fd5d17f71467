import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { MESSAGES } from '@vineyard/domain';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { LoadFailed, Loading } from '../../components/States';
import { paths } from '../../config/paths';
import { apiErrorStatus } from '../../lib/alerts/apiError';
import { ListPlotDialog } from './components/ListPlotDialog';
import {
  DetailsFailed,
  ForSaleBanner,
  PlotBlocksSection,
  PlotHeader,
  PlotInfoSections,
} from './components/PlotSections';
import { usePlotDetail } from './hooks/usePlotDetail';

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

/** /game/plots/:id (spec §2 "Plot detail screen"); reloads when the id changes. Data: usePlotDetail. */
export function PlotDetailView({ id }: { id: string }) {
  const page = usePlotDetail(id);
  const { query, plot } = page;

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

  return (
    <Stack gap="6">
      <PlotHeader plot={plot} page={page} />
      {page.forSale && <ForSaleBanner plot={plot} />}
      {page.details.isError && <DetailsFailed onRetry={() => void page.details.refetch()} />}
      <PlotInfoSections plot={plot} page={page} />
      <PlotBlocksSection plot={plot} page={page} />

      <ConfirmDialog
        title={page.open === 'delete' ? `Delete ${plot.name}?` : null}
        confirmLabel="Delete Plot"
        loading={page.busy.deleting}
        onConfirm={() => void page.remove(plot.name)}
        onClose={() => page.setOpen(null)}
      />
      <ConfirmDialog
        title={page.open === 'cancelListing' ? 'Cancel Listing' : null}
        description={MESSAGES.listing.cancelConfirm(plot.name)}
        cancelLabel="No, Keep Listed"
        confirmLabel="Yes, Cancel Listing"
        loading={page.busy.cancelling}
        onConfirm={() => void page.cancel()}
        onClose={() => page.setOpen(null)}
      />
      {page.open === 'sell' && <ListPlotDialog plot={plot} onClose={() => page.setOpen(null)} />}
    </Stack>
  );
}
