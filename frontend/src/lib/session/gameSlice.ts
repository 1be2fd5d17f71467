import { createSlice, type Middleware, type PayloadAction } from '@reduxjs/toolkit';
import { STORAGE_KEYS } from '@vineyard/domain';
import { readStorage, writeStorage } from '../storage';
import { clearSession } from './authSlice';

export interface GameState {
  /** The estate the player is managing; restored from localStorage on the next visit. */
  currentEstateId: string | null;
}

export function loadGameState(): GameState {
  return { currentEstateId: readStorage(STORAGE_KEYS.currentEstateId) };
}

const gameSlice = createSlice({
  name: 'game',
  initialState: loadGameState,
  reducers: {
    setCurrentEstateId(state, action: PayloadAction<string | null>) {
      state.currentEstateId = action.payload;
    },
  },
  extraReducers: (builder) => {
    // A different player may sign in next on this browser.
    builder.addCase(clearSession, (state) => {
      state.currentEstateId = null;
    });
  },
});

export const { setCurrentEstateId } = gameSlice.actions;
export const gameReducer = gameSlice.reducer;

type WithGame = { game: GameState };
export const selectCurrentEstateId = (state: WithGame) => state.game.currentEstateId;

/** Keeps localStorage in step with `currentEstateId`. */
export const gameStorageMiddleware: Middleware<object, WithGame> = (api) => (next) => (action) => {
  const before = api.getState().game.currentEstateId;
  const result = next(action);
  const after = api.getState().game.currentEstateId;
  if (before !== after) writeStorage(STORAGE_KEYS.currentEstateId, after);
  return result;
};
