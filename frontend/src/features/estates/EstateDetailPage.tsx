import { Alert, Box, Button, SimpleGrid, Stack } from '@chakra-ui/react';
import { MESSAGES } from '@vineyard/domain';
import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { NotificationsPanel } from '../../components/NotificationsPanel';
import { Loading } from '../../components/States';
import { paths } from '../../config/paths';
import { apiErrorStatus } from '../../lib/alerts/apiError';
import { ConfirmDeleteDialog } from './components/ConfirmDeleteDialog';
import { EstateOwners } from './components/EstateOwners';
import {
  EstateHeader,
  GrapePricesSection,
  InventorySection,
  KeyFigures,
  WeatherSection,
} from './components/EstateSections';
import { useEstateDetail } from './hooks/useEstateDetail';

function NotFound({ message }: { message: string }) {
  return (
    <Stack gap="4" maxW="2xl">
      <Alert.Root status="error" variant="surface" rounded="lg">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Description>{message}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <Box>
        <Button asChild variant="outline">
          <RouterLink to={paths.estates}>Back to My Estates</RouterLink>
        </Button>
      </Box>
    </Stack>
  );
}

export interface EstateDetailPageProps {
  /** The estate's reputation panel (the reputation feature's, composed in app/pages/EstateDetailRoute.tsx). */
  reputation?: (estateId: string) => ReactNode;
}

/** /game/estate/:id (spec §2, "Estate detail"). Data and actions: useEstateDetail. */
export function EstateDetailPage({ reputation }: EstateDetailPageProps) {
  const { id } = useParams();
  const page = useEstateDetail(id);
  const { query, estate } = page;

  if (!id) return <NotFound message={MESSAGES.estate.noId} />;
  if (!estate) {
    if (query.isError) {
      const status = apiErrorStatus(query.error);
      return (
        <NotFound
          message={
            status === 404 || status === 403 || status === 400
              ? MESSAGES.estate.notFound
              : MESSAGES.estate.detailsFailed
          }
        />
      );
    }
    return <Loading label="Loading estate…" inline />;
  }

  return (
    <Stack gap="6">
      <EstateHeader estate={estate} page={page} />
      <KeyFigures estate={estate} />

      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        <EstateOwners estate={estate} />
        <InventorySection estate={estate} />
        <WeatherSection estate={estate} page={page} />
        <GrapePricesSection estate={estate} />
        {reputation?.(estate.id)}
        <NotificationsPanel estateId={estate.id} title="Recent Activity" />
      </SimpleGrid>

      <ConfirmDialog
        title={page.confirming === 'leave' ? MESSAGES.estate.leaveTitle(estate.name) : null}
        description={MESSAGES.estate.leaveConfirm}
        confirmLabel="Leave estate"
        loading={page.busy.leaving}
        onConfirm={() => void page.onLeave()}
        onClose={() => page.setConfirming(null)}
      />
      <ConfirmDeleteDialog
        estateName={page.confirming === 'delete' ? estate.name : null}
        loading={page.busy.deleting}
        onConfirm={() => void page.onDelete()}
        onClose={() => page.setConfirming(null)}
      />
    </Stack>
  );
}
