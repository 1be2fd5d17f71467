/**
 * A new estate's template land comes with the head-start block (HEAD_START in libs/domain) on its
 * largest plot (the first of equals). Tests about bare land take a plot without it, or uproot it
 * through the API as a player would.
 */
import { HEAD_START } from '@vineyard/domain';
import { typedApi } from './client';

interface PlotLike {
  id: string;
  size: number | string;
}

/** The plot that carries the head-start block: the largest, the first of equals (as the server picks it). */
export function headStartPlot<T extends PlotLike>(plots: readonly T[]): T {
  return plots.reduce((largest, p) => (Number(p.size) > Number(largest.size) ? p : largest));
}

/** The template plots without the head-start block. */
export function barePlots<T extends PlotLike>(plots: readonly T[]): T[] {
  const planted = headStartPlot(plots);
  return plots.filter((p) => p !== planted);
}

/** Deletes the head-start block (DELETE /api/blocks/{id}), so all the template land is bare. */
export async function uprootHeadStart(baseUrl: string, token: string, plots: readonly PlotLike[]): Promise<void> {
  const plot = headStartPlot(plots);
  const client = typedApi(baseUrl, token);
  const list = await client.GET('/api/plots/{plotId}/blocks', { params: { path: { plotId: plot.id } } });
  for (const block of list.body.data.blocks.filter((b) => b.name === HEAD_START.name)) {
    const res = await client.DELETE('/api/blocks/{id}', { params: { path: { id: block.id } } });
    if (res.status !== 200) throw new Error(`uprooting the head-start block answered ${res.status}`);
  }
}
