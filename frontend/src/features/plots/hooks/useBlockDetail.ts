import { HARVEST_PLAN_LABELS, MESSAGES, type HarvestPlan } from '@vineyard/domain';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  useDeleteBlockMutation,
  useGetBlockDetailsQuery,
  useHarvestBlockMutation,
  useUpdateBlockMutation,
  type CreateBlockDto,
} from '../../../api';
import { href } from '../../../config/paths';
import { apiErrorMessage } from '../../../lib/alerts/apiError';
import { useAlerts } from '../../../lib/alerts/useAlerts';
import { toast } from '../../../lib/toast';
import { blockSaveFailure } from '../blocks/blockForm';

/**
 * Data and actions of the block page (/game/blocks/:id): the block with its harvests, and
 * editing, deleting, the harvest plan and harvesting, each with its messages.
 */
export function useBlockDetail(id: string | undefined) {
  const query = useGetBlockDetailsQuery(id ? { id } : skipToken);
  const [updateBlock, updating] = useUpdateBlockMutation();
  const [deleteBlock, deleting] = useDeleteBlockMutation();
  const [harvestBlock, harvesting] = useHarvestBlockMutation();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const alerts = useAlerts();
  const navigate = useNavigate();
  const block = query.currentData?.data.block;

  async function save(payload: CreateBlockDto) {
    if (!block) return null;
    try {
      await updateBlock({ id: block.id, updateBlockDto: payload }).unwrap();
      toast.success(MESSAGES.block.updated);
      setEditing(false);
      return null;
    } catch (error) {
      return blockSaveFailure(error, MESSAGES.block.saveFailed);
    }
  }

  async function remove() {
    if (!block) return;
    try {
      await deleteBlock({ id: block.id }).unwrap();
      toast.success(MESSAGES.block.deleted);
      void navigate(href.plot(block.plotId), { replace: true });
    } catch (error) {
      setConfirming(false);
      alerts.error(MESSAGES.block.deleteFailedWithReason(apiErrorMessage(error, '')));
    }
  }

  async function plan(harvestPlan: HarvestPlan) {
    if (!block) return;
    try {
      await updateBlock({ id: block.id, updateBlockDto: { harvestPlan } }).unwrap();
      toast.success(`Harvest plan: ${HARVEST_PLAN_LABELS[harvestPlan]}`);
    } catch (error) {
      alerts.showApiError(error, MESSAGES.block.updateFailed);
    }
  }

  async function harvest() {
    if (!block) return;
    try {
      await harvestBlock({ id: block.id }).unwrap();
      toast.success(MESSAGES.block.harvestRecorded);
    } catch (error) {
      alerts.showApiError(error, MESSAGES.block.harvestFailed);
    }
  }

  return {
    query,
    block,
    editing,
    setEditing,
    confirming,
    setConfirming,
    busy: { updating: updating.isLoading, deleting: deleting.isLoading, harvesting: harvesting.isLoading },
    save,
    remove,
    plan,
    harvest,
  };
}

export type BlockDetail = ReturnType<typeof useBlockDetail>;
