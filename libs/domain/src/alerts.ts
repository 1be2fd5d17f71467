import { isOneOf } from './guards';

export const ALERT_TYPES = ['success', 'error', 'warning', 'info'] as const;
export type AlertType = (typeof ALERT_TYPES)[number];

/** Alerts from the shared helper auto-dismiss after 5 s (error alerts from it stay until closed). */
export const ALERT_DEFAULT_DURATION_MS = 5000;
/** Toasts on the suggestion and plot screens. */
export const SCREEN_TOAST_DURATION_MS = 3000;

export const TASK_IMPORTANCE = ['High', 'Medium', 'Low'] as const;
export type TaskImportance = (typeof TASK_IMPORTANCE)[number];

export function isAlertType(value: unknown): value is AlertType {
  return isOneOf(ALERT_TYPES, value);
}
