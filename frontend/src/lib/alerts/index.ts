export * from './alertsSlice';
export * from './apiError';
export { AlertHost } from './AlertHost';
export { useAlerts } from './useAlerts';
