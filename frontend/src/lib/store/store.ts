import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { api } from '../../api';
import { authReducer, authStorageMiddleware, syncSessionAcrossTabs } from '../session/authSlice';
import { gameReducer, gameStorageMiddleware } from '../session/gameSlice';
import { alertsReducer } from '../alerts/alertsSlice';

/*
 * The store lives in the shared layer so that features can use its types and typed hooks
 * (./hooks.ts) without importing app/. Its slices are shared too (the session, the current
 * estate, alerts, the API cache); a slice owned by one feature would be injected at run time
 * (RTK `combineSlices(...).inject`) rather than imported here.
 */
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
