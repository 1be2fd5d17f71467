import { Badge, Button, Card, EmptyState, Flex, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { LoadFailed, Loading } from '../../../components/States';
import {
  formatGameDayShortForm,
  formatHectares,
  formatNumber,
  healthColor,
  MESSAGES,
  varietyLabel,
} from '@vineyard/domain';
import { useState } from 'react';
import { LuPlus, LuSprout, LuTrash2 } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { useDeleteBlockMutation, useListPlotBlocksQuery, type BlockDto } from '../../../api';
import { href } from '../../../config/paths';
import { apiErrorMessage } from '../../../lib/alerts/apiError';
import { useAlerts } from '../../../lib/alerts/useAlerts';
import { toast } from '../../../lib/toast';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { HEALTH_PALETTE, STATUS_PALETTE } from '../../../lib/blockLabels';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap="0">
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text fontSize="sm" fontWeight="medium">
        {value}
      </Text>
    </Stack>
  );
}

function BlockCard({ block, onDelete }: { block: BlockDto; onDelete: () => void }) {
  return (
    <Card.Root as="li" variant="outline" size="sm" aria-label={block.name}>
      <Card.Body gap="3">
        <Flex justify="space-between" gap="2" align="flex-start">
          <Stack gap="0" minW="0">
            <Text fontWeight="semibold" fontSize="md" truncate>
              {block.name}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {varietyLabel(block.grapeVariety)}
            </Text>
          </Stack>
          <Badge colorPalette={STATUS_PALETTE[block.status]} textTransform="capitalize">
            {block.status}
          </Badge>
        </Flex>
        <SimpleGrid columns={3} gap="2">
          <Fact label="Size" value={formatHectares(block.size)} />
          <Fact label="Vines" value={formatNumber(block.vines)} />
          <Fact label="Planted" value={formatGameDayShortForm(block.plantedGameDay)} />
          <Stack gap="0">
            <Text fontSize="xs" color="fg.muted">
              Health
            </Text>
            <Text fontSize="sm" fontWeight="medium" color={`${HEALTH_PALETTE[healthColor(block.health)]}.600`}>
              {formatNumber(block.health)}%
            </Text>
          </Stack>
          <Fact label="Quality" value={formatNumber(block.quality)} />
        </SimpleGrid>
        <HStack gap="2" justify="flex-end">
          <Button asChild size="sm" variant="outline" colorPalette="wine">
            <RouterLink to={href.block(block.id)} aria-label={`View details of ${block.name}`}>
              View Details
            </RouterLink>
          </Button>
          <Button size="sm" variant="ghost" colorPalette="red" onClick={onDelete} aria-label={`Delete ${block.name}`}>
            <LuTrash2 aria-hidden />
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

/** The blocks of one plot (spec §2 "Block list"); refreshes after a delete through the cache tags. */
export function BlockList({
  plotId,
  onCreate,
  createDisabled = false,
}: {
  plotId: string;
  onCreate: () => void;
  /** Planting is not possible (the plot is listed for sale). */
  createDisabled?: boolean;
}) {
  const query = useListPlotBlocksQuery({ plotId });
  const [deleteBlock, deleting] = useDeleteBlockMutation();
  const [toDelete, setToDelete] = useState<BlockDto | null>(null);
  const alerts = useAlerts();
  const blocks = query.currentData?.data.blocks ?? [];

  async function confirmDelete() {
    if (!toDelete) return;
    try {
      await deleteBlock({ id: toDelete.id }).unwrap();
      toast.success(MESSAGES.block.deleted);
    } catch (error) {
      alerts.error(MESSAGES.block.deleteFailedWithReason(apiErrorMessage(error, '')));
    }
    setToDelete(null);
  }

  if (query.isLoading) {
    return <Loading label="Loading vineyard blocks…" inline />;
  }
  if (query.isError && blocks.length === 0) {
    return (
      <LoadFailed error={query.error} fallback={MESSAGES.block.loadFailed} onRetry={query.refetch} variant="inline" />
    );
  }

  return (
    <Stack gap="3">
      {blocks.length === 0 ? (
        <EmptyState.Root borderWidth="1px" borderStyle="dashed" rounded="xl" size="sm">
          <EmptyState.Content>
            <EmptyState.Indicator>
              <LuSprout />
            </EmptyState.Indicator>
            <EmptyState.Title>{MESSAGES.block.noBlocksFound}</EmptyState.Title>
            <EmptyState.Description>Plant vines on this plot to start growing grapes.</EmptyState.Description>
            <Button colorPalette="wine" onClick={onCreate} disabled={createDisabled}>
              <LuPlus aria-hidden /> Plant Your First Block
            </Button>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <SimpleGrid as="ul" columns={{ base: 1, md: 2 }} gap="3" listStyle="none" aria-label="Vineyard blocks">
          {blocks.map((block) => (
            <BlockCard key={block.id} block={block} onDelete={() => setToDelete(block)} />
          ))}
        </SimpleGrid>
      )}
      <ConfirmDialog
        title={toDelete ? `Delete ${toDelete.name}?` : null}
        confirmLabel="Delete Block"
        loading={deleting.isLoading}
        onConfirm={() => void confirmDelete()}
        onClose={() => setToDelete(null)}
      />
    </Stack>
  );
}
