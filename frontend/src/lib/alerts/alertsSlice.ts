import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import { ALERT_DEFAULT_DURATION_MS, type AlertType } from '@vineyard/domain';

/** An alert as the spec models it (accounts-estates-shell §3). */
export interface Alert {
  id: string;
  message: string;
  type: AlertType;
  /** Milliseconds until it closes by itself; 0 or null keeps it until the player closes it. */
  duration: number | null;
  dismissible: boolean;
  /** Extra lines, e.g. one per validation error of the request. */
  details: string[];
}

export interface AlertInput {
  message: string;
  type?: AlertType;
  duration?: number | null;
  dismissible?: boolean;
  details?: string[];
}

export interface AlertsState {
  items: Alert[];
}

/** At most this many alerts stay on screen; the oldest make way. */
export const MAX_VISIBLE_ALERTS = 5;

const initialState: AlertsState = { items: [] };

const alertsSlice = createSlice({
  name: 'alerts',
  initialState,
  reducers: {
    addAlert: {
      reducer(state, action: PayloadAction<Alert>) {
        // The same message twice (double clicks, repeated guards) replaces the older copy.
        const others = state.items.filter(
          (item) => !(item.type === action.payload.type && item.message === action.payload.message),
        );
        state.items = [...others, action.payload].slice(-MAX_VISIBLE_ALERTS);
      },
      prepare(input: AlertInput) {
        return {
          payload: {
            id: nanoid(),
            message: input.message,
            type: input.type ?? 'info',
            duration: input.duration === undefined ? ALERT_DEFAULT_DURATION_MS : input.duration,
            dismissible: input.dismissible ?? true,
            details: input.details ?? [],
          } satisfies Alert,
        };
      },
    },
    removeAlert(state, action: PayloadAction<string>) {
      state.items = state.items.filter((item) => item.id !== action.payload);
    },
    clearAlerts(state) {
      state.items = [];
    },
    /** Drops alerts that no longer apply, e.g. "create an estate first" once one exists. */
    dismissAlertsWithMessage(state, action: PayloadAction<string>) {
      state.items = state.items.filter((item) => item.message !== action.payload);
    },
  },
});

export const { addAlert, removeAlert, clearAlerts, dismissAlertsWithMessage } = alertsSlice.actions;
export const alertsReducer = alertsSlice.reducer;

export const selectAlerts = (state: { alerts: AlertsState }) => state.alerts.items;

/** True when the alert closes by itself (a positive duration). */
export function autoDismisses(alert: Pick<Alert, 'duration'>): alert is { duration: number } {
  return typeof alert.duration === 'number' && alert.duration > 0;
}
