import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { api } from '../api';
import { authReducer, authStorageMiddleware, syncSessionAcrossTabs } from '../features/auth/authSlice';
import { gameReducer, gameStorageMiddleware } from '../features/game/gameSlice';
import { alertsReducer } from '../lib/alerts/alertsSlice';

const rootReducer = combineReducers({
  auth: authReducer,
  game: gameReducer,
  alerts: alertsReducer,
  [api.reducerPath]: api.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** A fresh store; tests build their own with a preloaded state. */
export function makeStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(api.middleware, authStorageMiddleware, gameStorageMiddleware),
  });
  setupListeners(store.dispatch);
  syncSessionAcrossTabs(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
