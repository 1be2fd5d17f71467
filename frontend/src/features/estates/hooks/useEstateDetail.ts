import { forecast, MESSAGES } from '@vineyard/domain';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  useDeleteEstateMutation,
  useGetEstateQuery,
  useLeaveEstateMutation,
  useRenameEstateMutation,
  type EstateDto,
} from '../../../api';
import { paths } from '../../../config/paths';
import { useEstates, useEstateSelection } from '../../../hooks/useEstates';
import { useGameTime } from '../../../hooks/useGameTime';
import { useAlerts } from '../../../lib/alerts/useAlerts';
import { toast } from '../../../lib/toast';

/**
 * Data and actions of the estate page (/game/estate/:id): the estate, whether it is the current
 * one, its forecast, and renaming, deleting and leaving it, each with its messages.
 */
export function useEstateDetail(id: string | undefined) {
  const query = useGetEstateQuery(id ? { id } : skipToken);
  const { currentEstateId } = useEstates();
  const { select, deleted } = useEstateSelection();
  const [rename, renameState] = useRenameEstateMutation();
  const [deleteEstate, deleteState] = useDeleteEstateMutation();
  const [leaveEstate, leaveState] = useLeaveEstateMutation();
  const [confirming, setConfirming] = useState<'delete' | 'leave' | null>(null);
  const gameTime = useGameTime();
  const alerts = useAlerts();
  const navigate = useNavigate();

  const estate: EstateDto | undefined = query.currentData?.data.estate;

  async function onRename(name: string): Promise<boolean> {
    if (!estate) return false;
    try {
      await rename({ id: estate.id, renameEstateDto: { name } }).unwrap();
      toast.success(MESSAGES.estate.renamed);
      return true;
    } catch (error) {
      alerts.showApiError(error, MESSAGES.estate.renameFailed);
      return false;
    }
  }

  /** Deleting and leaving both end on the estates list, then the estate leaves the selection. */
  async function end(kind: 'delete' | 'leave') {
    if (!estate) return;
    try {
      const result = await (kind === 'delete' ? deleteEstate : leaveEstate)({ id: estate.id }).unwrap();
      toast.success(result.message ?? (kind === 'delete' ? MESSAGES.estate.deleted : MESSAGES.estate.left));
      // Away from the estate's page first: with the estate gone from the list while its page is
      // still shown, a player's last estate would send the guard to "create an estate" instead.
      await navigate(paths.estates, { replace: true });
      deleted(estate.id);
    } catch (error) {
      setConfirming(null);
      alerts.showApiError(error, kind === 'delete' ? MESSAGES.estate.deleteFailedRetry : MESSAGES.estate.leaveFailed);
    }
  }

  return {
    query,
    estate,
    current: estate !== undefined && estate.id === currentEstateId,
    select,
    days: estate && gameTime ? forecast(estate.location, gameTime.dayIndex) : [],
    confirming,
    setConfirming,
    busy: { renaming: renameState.isLoading, deleting: deleteState.isLoading, leaving: leaveState.isLoading },
    onRename,
    onDelete: () => end('delete'),
    onLeave: () => end('leave'),
  };
}

export type EstateDetail = ReturnType<typeof useEstateDetail>;
