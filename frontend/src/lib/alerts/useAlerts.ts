import { useMemo } from 'react';
import { useDispatch } from 'react-redux';
import type { AlertType } from '@vineyard/domain';
import { addAlert, dismissAlertsWithMessage, type AlertInput } from './alertsSlice';
import { showApiError } from './apiError';

type Shortcut = (message: string, options?: Omit<AlertInput, 'message' | 'type'>) => void;

/** Component-side access to the alert model: `const alerts = useAlerts(); alerts.success('Saved')`. */
export function useAlerts(): Record<AlertType, Shortcut> & {
  show: (input: AlertInput) => void;
  showApiError: (error: unknown, fallback?: string) => void;
  dismiss: (message: string) => void;
} {
  const dispatch = useDispatch();
  return useMemo(() => {
    const of =
      (type: AlertType): Shortcut =>
      (message, options) =>
        dispatch(addAlert({ ...options, message, type }));
    return {
      show: (input: AlertInput) => dispatch(addAlert(input)),
      success: of('success'),
      error: of('error'),
      warning: of('warning'),
      info: of('info'),
      showApiError: (error: unknown, fallback?: string) => dispatch(showApiError(error, fallback)),
      dismiss: (message: string) => dispatch(dismissAlertsWithMessage(message)),
    };
  }, [dispatch]);
}
