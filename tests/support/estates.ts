/**
 * A new estate's template land comes with the head-start block (HEAD_START in libs/domain) on its
 * largest plot (the first of equals). Tests about bare land take a plot without it, or uproot it
 * through the API as a player would.
 */
import { HEAD_START } from '@vineyard/domain';

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
  const headers = { authorization: `Bearer ${token}` };
  const list = (await (await fetch(`${baseUrl}/api/plots/${plot.id}/blocks`, { headers })).json()) as {
    data: { blocks: { id: string; name: string }[] };
  };
  for (const block of list.data.blocks.filter((b) => b.name === HEAD_START.name)) {
    const res = await fetch(`${baseUrl}/api/blocks/${block.id}`, { method: 'DELETE', headers });
    if (res.status !== 200) throw new Error(`uprooting the head-start block answered ${res.status}`);
  }
}
