import type { EntityManager } from 'typeorm';
import { lockOwnedPlot, type EstateLockMode } from '../common/locks';
import { PlotEntity } from './entities/plot.entity';

/**
 * Levels 1-2 for a change to one of the caller's plots (listing it, changing or withdrawing the
 * offer, editing, planting): lockOwnedPlot, then the plot as it stands under its lock.
 */
export async function lockPlotForChange(
  manager: EntityManager,
  userId: string,
  plotId: string,
  estateMode: EstateLockMode = 'keep',
): Promise<PlotEntity> {
  await lockOwnedPlot(manager, userId, plotId, estateMode);
  return manager.findOneByOrFail(PlotEntity, { id: plotId });
}
