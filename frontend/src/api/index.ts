/**
 * The API as components use it: the generated endpoints plus cache tags.
 * Components import hooks from here only, never from './generated' or './base'.
 *
 * The generated slice (codegen option `tag: true`) already tags every endpoint with its OpenAPI
 * tag, so queries and mutations of one controller refresh each other. This file adds the
 * relations that cross controllers, e.g. a plot purchase changes the buyer's money:
 *
 *   endpoints: {
 *     postMarketplacePlotsByPlotIdPurchase: { invalidatesTags: ['Estate', 'Listing', 'Plot'] },
 *     getEstates: { providesTags: ['Estate'] },
 *   }
 *
 * Endpoint names are checked against the generated slice by TypeScript.
 */
import { generatedApi } from './generated';

export const TAG_TYPES = ['Me', 'Estate', 'GameTime', 'Plot', 'Block', 'Listing', 'Feature'] as const;

export const api = generatedApi.enhanceEndpoints({
  addTagTypes: TAG_TYPES,
  endpoints: {},
});

export type Api = typeof api;

export * from './generated';
