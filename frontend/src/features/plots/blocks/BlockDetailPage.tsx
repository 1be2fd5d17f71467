import { Button, HStack, Stack } from '@chakra-ui/react';
import { MESSAGES } from '@vineyard/domain';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { Panel } from '../../../components/Panel';
import { LoadFailed, Loading } from '../../../components/States';
import { paths } from '../../../config/paths';
import { apiErrorStatus } from '../../../lib/alerts/apiError';

import { useBlockDetail } from '../hooks/useBlockDetail';
import { BlockForm } from './BlockForm';
import { BlockWeatherPanel } from './BlockWeatherPanel';
import { BlockWorkPanel } from './BlockWorkPanel';
import {
  BlockFigures,
  BlockHeader,
  BlockInfo,
  BlockPageHeading,
  HarvestHistory,
  HarvestPlanField,
} from './BlockSections';

/** /game/blocks/:id: one vineyard block, edit, delete, harvest and its harvests. Data: useBlockDetail. */
export function BlockDetailPage() {
  const { id } = useParams();
  const page = useBlockDetail(id);
  const { query, block } = page;

  if (!block) {
    if (query.isError || !id) {
      const status = apiErrorStatus(query.error);
      const notFound = !id || status === 404 || status === 403 || status === 400;
      return (
        <Stack gap="4" maxW="2xl">
          <BlockPageHeading />
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
        <BlockPageHeading />
        <Loading label="Loading block details..." inline />
      </Stack>
    );
  }

  return (
    <Stack gap="6">
      <BlockHeader block={block} page={page} />
      <BlockFigures block={block} />

      {page.editing ? (
        <Panel title="Edit Block">
          <BlockForm
            block={block}
            saving={page.busy.updating}
            submitLabel="Save Changes"
            onSubmit={page.save}
            onCancel={() => page.setEditing(false)}
          />
        </Panel>
      ) : (
        <BlockInfo block={block} />
      )}

      <BlockWorkPanel blockId={block.id} blockName={block.name} />

      <BlockWeatherPanel blockId={block.id} blockName={block.name} />

      <Panel title="Harvest Plan">
        <HarvestPlanField
          plan={block.harvestPlan}
          saving={page.busy.updating}
          onChange={(harvestPlan) => void page.plan(harvestPlan)}
        />
      </Panel>

      <Panel title="Harvest History">
        <HarvestHistory harvests={block.harvests} />
      </Panel>

      <ConfirmDialog
        title={page.confirming ? `Delete ${block.name}?` : null}
        confirmLabel="Delete Block"
        loading={page.busy.deleting}
        onConfirm={() => void page.remove()}
        onClose={() => page.setConfirming(false)}
      />
    </Stack>
  );
}
