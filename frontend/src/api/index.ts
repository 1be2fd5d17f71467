/**
 * The API as components use it: the generated endpoints plus cache tags.
 * Components import hooks from here only, never from './generated' or './base'.
 *
 * The generated slice (codegen option `tag: true`) already tags every endpoint with its OpenAPI
 * tag, so queries and mutations of one controller refresh each other. This file adds the
 * finer relations: the estates list and each estate are tagged `Estate` (list id 'LIST', items by
 * id); creating, renaming, deleting and owner changes invalidate the list and the item concerned.
 *
 * Endpoint names are checked against the generated slice by TypeScript.
 */
import { generatedApi } from './generated';

export const TAG_TYPES = ['Me', 'Estate', 'GameTime', 'Plot', 'Block', 'Listing', 'Feature'] as const;

const ESTATE_LIST = { type: 'Estate', id: 'LIST' } as const;
const PLOT_LIST = { type: 'Plot', id: 'LIST' } as const;
const BLOCK_LIST = { type: 'Block', id: 'LIST' } as const;
/** The blocks of one plot. */
const plotBlocks = (plotId: string) => ({ type: 'Block' as const, id: `PLOT-${plotId}` });

export const api = generatedApi.enhanceEndpoints({
  addTagTypes: TAG_TYPES,
  endpoints: {
    listEstates: {
      providesTags: (result) => [
        'estates',
        ESTATE_LIST,
        ...(result?.data.estates ?? []).map((estate) => ({ type: 'Estate' as const, id: estate.id })),
      ],
    },
    getEstate: { providesTags: (_result, _error, arg) => ['estates', { type: 'Estate', id: arg.id }] },
    createEstate: { invalidatesTags: ['estates', ESTATE_LIST] },
    renameEstate: { invalidatesTags: (_r, _e, arg) => ['estates', ESTATE_LIST, { type: 'Estate', id: arg.id }] },
    // The deleted estate is not refetched (it would answer 404): only the list is.
    deleteEstate: { invalidatesTags: [ESTATE_LIST] },
    addEstateOwner: { invalidatesTags: (_r, _e, arg) => [ESTATE_LIST, { type: 'Estate', id: arg.id }] },
    removeEstateOwner: { invalidatesTags: (_r, _e, arg) => [ESTATE_LIST, { type: 'Estate', id: arg.id }] },
    getGameTime: { providesTags: ['game time', 'GameTime'] },

    // Plots: the list per estate ('LIST'), each plot by id. Buying and deleting land change the
    // estate (money, plot count); a deleted plot is not refetched (it would answer 404).
    listEstatePlots: {
      providesTags: (result) => [
        PLOT_LIST,
        ...(result?.data.plots ?? []).map((plot) => ({ type: 'Plot' as const, id: plot.id })),
      ],
    },
    getEstatePlotsTotalSize: { providesTags: [PLOT_LIST] },
    getPlot: { providesTags: (_result, _error, arg) => [{ type: 'Plot', id: arg.id }] },
    getPlotDetails: { providesTags: (_result, _error, arg) => [{ type: 'Plot', id: arg.id }] },
    buyLand: { invalidatesTags: [PLOT_LIST, ESTATE_LIST, 'estates'] },
    updatePlot: { invalidatesTags: (_r, _e, arg) => [PLOT_LIST, { type: 'Plot', id: arg.id }] },
    deletePlot: { invalidatesTags: [PLOT_LIST, ESTATE_LIST, 'estates'] },

    // Blocks: the list per plot, each block by id. Vines change the estate's counts.
    listPlotBlocks: {
      providesTags: (result, _error, arg) => [
        BLOCK_LIST,
        plotBlocks(arg.plotId),
        ...(result?.data.blocks ?? []).map((block) => ({ type: 'Block' as const, id: block.id })),
      ],
    },
    getPlotBlocksTotalSize: { providesTags: (_result, _error, arg) => [plotBlocks(arg.plotId)] },
    getBlock: { providesTags: (_result, _error, arg) => [{ type: 'Block', id: arg.id }] },
    getBlockDetails: { providesTags: (_result, _error, arg) => [{ type: 'Block', id: arg.id }] },
    createBlock: { invalidatesTags: (_r, _e, arg) => [plotBlocks(arg.plotId), ESTATE_LIST, 'estates'] },
    updateBlock: { invalidatesTags: (_r, _e, arg) => [BLOCK_LIST, { type: 'Block', id: arg.id }, ESTATE_LIST] },
    deleteBlock: { invalidatesTags: [BLOCK_LIST, ESTATE_LIST, 'estates'] },
    harvestBlock: { invalidatesTags: (_r, _e, arg) => [BLOCK_LIST, { type: 'Block', id: arg.id }, 'estates'] },
  },
});

export type Api = typeof api;

export * from './generated';
