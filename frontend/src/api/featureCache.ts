/**
 * Cache updates of the feature board: a vote or a comment changes one suggestion, which may sit in
 * several loaded list pages (each search, tag, sort and page is its own cache entry). Instead of
 * refetching every page, the answer is written into each page that holds the suggestion, and the
 * player's own votes are updated from the vote's answer (the refetch then confirms them).
 */
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { generatedApi, type FeatureDto, type VoteResultDataDto } from './generated';

type RootState = Parameters<typeof generatedApi.util.selectCachedArgsForQuery>[0];
type Dispatch = ThunkDispatch<RootState, unknown, UnknownAction>;

/** Applies `recipe` to the suggestion `id` in every loaded list page that holds it. */
export function updateFeatureInLists(
  dispatch: Dispatch,
  getState: () => unknown,
  id: string,
  recipe: (feature: FeatureDto) => void,
): void {
  const state = getState() as RootState;
  const edit = (draft: { data: { features: FeatureDto[] } }) => {
    const found = draft.data.features.find((item) => item.id === id);
    if (found) recipe(found);
  };
  for (const arg of generatedApi.util.selectCachedArgsForQuery(state, 'listFeatures')) {
    dispatch(generatedApi.util.updateQueryData('listFeatures', arg, edit));
  }
  for (const arg of generatedApi.util.selectCachedArgsForQuery(state, 'listFeaturesByStatus')) {
    dispatch(generatedApi.util.updateQueryData('listFeaturesByStatus', arg, edit));
  }
  for (const arg of generatedApi.util.selectCachedArgsForQuery(state, 'listTrendingFeatures')) {
    dispatch(generatedApi.util.updateQueryData('listTrendingFeatures', arg, edit));
  }
}

/** Writes the player's vote from a vote's answer into `listMyFeatureVotes` (when it is loaded). */
export function updateMyVote(dispatch: Dispatch, id: string, result: VoteResultDataDto): void {
  dispatch(
    generatedApi.util.updateQueryData('listMyFeatureVotes', undefined, (draft) => {
      draft.data.votes = draft.data.votes.filter((vote) => vote.featureId !== id);
      if (result.userVote) draft.data.votes.push({ featureId: id, voteType: result.userVote });
    }),
  );
}
