import { MESSAGES } from '@vineyard/domain';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  useCancelPlotListingMutation,
  useCreateBlockMutation,
  useDeletePlotMutation,
  useGetPlotDetailsQuery,
  useGetPlotQuery,
  useListPlotBlocksQuery,
  useUpdatePlotMutation,
  type CreateBlockDto,
  type PlotDto,
  type UpdatePlotDto,
} from '../../../api';
import { paths } from '../../../config/paths';
import { apiErrorMessage } from '../../../lib/alerts/apiError';
import { useAlerts } from '../../../lib/alerts/useAlerts';
import { toast } from '../../../lib/toast';
import { blockSaveFailure } from '../blocks/blockForm';

/** The dialogs and panes of the plot page, one open at a time each. */
type Open = 'delete' | 'cancelListing' | 'sell' | null;

/**
 * Data and actions of the plot page (/game/plots/:id): the plot, its terroir analysis and blocks,
 * and saving, deleting, listing, cancelling and adding a block, each with its messages.
 */
export function usePlotDetail(id: string) {
  const query = useGetPlotQuery({ id });
  const details = useGetPlotDetailsQuery(query.currentData ? { id } : skipToken);
  const blocks = useListPlotBlocksQuery(query.currentData ? { plotId: id } : skipToken);
  const [updatePlot, updating] = useUpdatePlotMutation();
  const [deletePlot, deleting] = useDeletePlotMutation();
  const [createBlock, creating] = useCreateBlockMutation();
  const [cancelListing, cancelling] = useCancelPlotListingMutation();
  const [open, setOpen] = useState<Open>(null);
  const [addingBlock, setAddingBlock] = useState(false);
  const alerts = useAlerts();
  const navigate = useNavigate();

  const plot: PlotDto | undefined = query.currentData?.data.plot;
  const forSale = plot?.forSale ?? false;

  async function save(field: keyof UpdatePlotDto, value: string, success: string, failure: string) {
    try {
      await updatePlot({ id, updatePlotDto: { [field]: value } }).unwrap();
      toast.success(success);
      return true;
    } catch (error) {
      alerts.showApiError(error, failure);
      return false;
    }
  }

  async function remove(name: string) {
    try {
      await deletePlot({ id }).unwrap();
      toast.success(MESSAGES.plot.deletedNamed(name));
      void navigate(paths.game.plots, { replace: true });
    } catch (error) {
      setOpen(null);
      alerts.error(MESSAGES.plot.deleteFailedWithReason(apiErrorMessage(error, '')));
    }
  }

  async function cancel() {
    try {
      await cancelListing({ plotId: id }).unwrap();
      toast.success(MESSAGES.listing.canceled);
    } catch (error) {
      toast.error(apiErrorMessage(error, MESSAGES.listing.cancelFailed));
    }
    setOpen(null);
  }

  async function addBlock(payload: CreateBlockDto) {
    try {
      const result = await createBlock({ plotId: id, createBlockDto: payload }).unwrap();
      toast.success(MESSAGES.block.createdNamed(result.data.block.name));
      setAddingBlock(false);
      return null;
    } catch (error) {
      return blockSaveFailure(error, MESSAGES.block.createFailed);
    }
  }

  return {
    query,
    plot,
    details,
    forSale,
    /** Sell Plot only once the blocks are known and there are none (spec §2). */
    canSell: !forSale && blocks.currentData !== undefined && blocks.currentData.data.blocks.length === 0,
    lockedReason: forSale ? MESSAGES.listing.locked : null,
    open,
    setOpen,
    addingBlock,
    setAddingBlock,
    busy: {
      updating: updating.isLoading,
      deleting: deleting.isLoading,
      creating: creating.isLoading,
      cancelling: cancelling.isLoading,
    },
    save,
    remove,
    cancel,
    addBlock,
  };
}

export type PlotDetail = ReturnType<typeof usePlotDetail>;
