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
  },
});

export type Api = typeof api;

export * from './generated';
