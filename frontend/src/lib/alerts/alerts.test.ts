import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { ALERT_DEFAULT_DURATION_MS, MESSAGES } from '@vineyard/domain';
import {
  addAlert,
  alertsReducer,
  autoDismisses,
  clearAlerts,
  MAX_VISIBLE_ALERTS,
  removeAlert,
  type AlertsState,
} from './alertsSlice';
import { apiErrorAlert, apiErrorMessage, isConnectionError, showApiError } from './apiError';

const empty: AlertsState = { items: [] };

describe('alerts slice', () => {
  it('applies the model defaults: info, 5000 ms, dismissible, no details', () => {
    const state = alertsReducer(empty, addAlert({ message: 'Estate created successfully!' }));
    expect(state.items).toHaveLength(1);
    expect(state.items[0]).toMatchObject({
      message: 'Estate created successfully!',
      type: 'info',
      duration: ALERT_DEFAULT_DURATION_MS,
      dismissible: true,
      details: [],
    });
    expect(ALERT_DEFAULT_DURATION_MS).toBe(5000);
    expect(typeof state.items[0].id).toBe('string');
  });

  it('keeps explicit values, including a duration of 0 or null', () => {
    let state = alertsReducer(
      empty,
      addAlert({ message: 'a', type: 'warning', duration: 0, dismissible: false, details: ['x'] }),
    );
    state = alertsReducer(state, addAlert({ message: 'b', type: 'error', duration: null }));
    expect(state.items.map((item) => [item.type, item.duration, item.dismissible, item.details])).toEqual([
      ['warning', 0, false, ['x']],
      ['error', null, true, []],
    ]);
  });

  it('replaces an identical alert instead of stacking it', () => {
    let state = alertsReducer(empty, addAlert({ message: 'Same', type: 'info' }));
    const firstId = state.items[0].id;
    state = alertsReducer(state, addAlert({ message: 'Same', type: 'info' }));
    expect(state.items).toHaveLength(1);
    expect(state.items[0].id).not.toBe(firstId);
    state = alertsReducer(state, addAlert({ message: 'Same', type: 'error' }));
    expect(state.items).toHaveLength(2);
  });

  it('keeps at most MAX_VISIBLE_ALERTS, dropping the oldest', () => {
    let state = empty;
    for (let index = 0; index < MAX_VISIBLE_ALERTS + 2; index += 1) {
      state = alertsReducer(state, addAlert({ message: `m${index}` }));
    }
    expect(state.items.map((item) => item.message)).toEqual(['m2', 'm3', 'm4', 'm5', 'm6']);
  });

  it('removes one alert or all of them', () => {
    let state = alertsReducer(empty, addAlert({ message: 'a' }));
    state = alertsReducer(state, addAlert({ message: 'b' }));
    state = alertsReducer(state, removeAlert(state.items[0].id));
    expect(state.items.map((item) => item.message)).toEqual(['b']);
    expect(alertsReducer(state, clearAlerts()).items).toEqual([]);
  });

  it('autoDismisses only for a positive duration', () => {
    expect(autoDismisses({ duration: 5000 })).toBe(true);
    expect(autoDismisses({ duration: 0 })).toBe(false);
    expect(autoDismisses({ duration: null })).toBe(false);
  });
});

describe('showApiError', () => {
  const serverError = (data: unknown, status = 400): FetchBaseQueryError => ({ status, data });

  it('shows the server message and lists the field errors as details', () => {
    const error = serverError({
      statusCode: 400,
      error: 'Bad Request',
      message: 'Validation failed',
      errors: [
        { field: 'name', message: 'Estate name is required' },
        { field: 'location', message: 'Location must be one of: tuscany, bordeaux' },
      ],
    });
    const action = showApiError(error, 'Failed to create estate');
    expect(action.type).toBe(addAlert.type);
    expect(action.payload).toMatchObject({
      type: 'error',
      message: 'Validation failed',
      details: ['Estate name is required', 'Location must be one of: tuscany, bordeaux'],
      duration: null,
      dismissible: true,
    });
  });

  it('error alerts from it never auto-dismiss', () => {
    const { payload } = showApiError(serverError({ statusCode: 409, error: 'Conflict', message: 'Already sold' }, 409));
    expect(autoDismisses(payload)).toBe(false);
  });

  it('falls back when the server gave no message', () => {
    expect(apiErrorMessage(serverError({ statusCode: 500 }, 500), 'Failed to load estates')).toBe(
      'Failed to load estates',
    );
    expect(apiErrorMessage(serverError('<html>Bad gateway</html>', 502), 'Failed to load estates')).toBe(
      'Failed to load estates',
    );
    expect(
      apiErrorMessage(
        { status: 'PARSING_ERROR', originalStatus: 502, data: '<html>', error: 'SyntaxError' },
        'Fallback',
      ),
    ).toBe('Fallback');
    expect(apiErrorMessage(serverError({ statusCode: 500, message: '' }, 500), 'Fallback')).toBe('Fallback');
  });

  it('uses the generic text when there is neither a server message nor a fallback', () => {
    expect(apiErrorMessage(undefined)).toBe(MESSAGES.common.unexpected);
    expect(apiErrorMessage({ name: 'Error', message: 'internal detail' })).toBe(MESSAGES.common.unexpected);
  });

  it('shows the connection message when the request never reached the server', () => {
    const offline: FetchBaseQueryError = { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' };
    const timeout: FetchBaseQueryError = { status: 'TIMEOUT_ERROR', error: 'AbortError' };
    for (const error of [offline, timeout]) {
      expect(isConnectionError(error)).toBe(true);
      expect(apiErrorAlert(error, 'Failed to load estates')).toMatchObject({
        message: 'Unable to connect to the server. Please check your internet connection.',
        details: [],
      });
    }
  });

  it('handles a list of messages (framework validation format)', () => {
    const error = serverError({
      statusCode: 400,
      error: 'Bad Request',
      message: ['name is required', 'money must be positive'],
    });
    expect(apiErrorAlert(error, 'Failed to update estate')).toMatchObject({
      message: 'Failed to update estate',
      details: ['name is required', 'money must be positive'],
    });
    expect(apiErrorMessage(serverError({ statusCode: 400, message: ['only one'] }))).toBe('only one');
  });

  it('does not repeat the main message among the details', () => {
    const error = serverError({
      statusCode: 400,
      error: 'Bad Request',
      message: 'Estate name is required',
      errors: [{ field: 'name', message: 'Estate name is required' }],
    });
    expect(apiErrorAlert(error).details).toEqual([]);
  });
});
