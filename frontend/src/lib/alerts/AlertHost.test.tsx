import { act, fireEvent, screen } from '@testing-library/react';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { renderWithProviders } from '../../test-utils/render';
import { addAlert } from './alertsSlice';
import { showApiError } from './apiError';

// AlertHost is mounted by the app providers; render nothing else.
function setup() {
  return renderWithProviders(<div />);
}

describe('AlertHost', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows an alert and removes it after its duration (5000 ms by default)', () => {
    const { store } = setup();
    act(() => {
      store.dispatch(addAlert({ message: 'Estate created successfully!', type: 'success' }));
    });
    expect(screen.getByText('Estate created successfully!')).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(4999));
    expect(screen.getByText('Estate created successfully!')).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Estate created successfully!')).not.toBeInTheDocument();
    expect(store.getState().alerts.items).toEqual([]);
  });

  it('honours a custom duration', () => {
    const { store } = setup();
    act(() => {
      store.dispatch(addAlert({ message: 'Quick one', duration: 1000 }));
    });
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.queryByText('Quick one')).not.toBeInTheDocument();
  });

  it.each([[0], [null]])('keeps an alert with duration %p until it is closed by hand', (duration) => {
    const { store } = setup();
    act(() => {
      store.dispatch(addAlert({ message: 'Sticky', type: 'warning', duration }));
    });
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.getByText('Sticky')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Dismiss: Sticky' }));
    expect(screen.queryByText('Sticky')).not.toBeInTheDocument();
  });

  it('lets the player close an auto-dismissing alert early', () => {
    const { store } = setup();
    act(() => {
      store.dispatch(addAlert({ message: 'Closable', type: 'info' }));
    });
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss: Closable' }));
    expect(screen.queryByText('Closable')).not.toBeInTheDocument();
  });

  it('has no close button when the alert is not dismissible', () => {
    const { store } = setup();
    act(() => {
      store.dispatch(addAlert({ message: 'Fixed', dismissible: false }));
    });
    expect(screen.queryByRole('button', { name: 'Dismiss: Fixed' })).not.toBeInTheDocument();
  });

  it('renders API errors as a persistent alert with their details', () => {
    const { store } = setup();
    const error: FetchBaseQueryError = {
      status: 400,
      data: {
        statusCode: 400,
        error: 'Bad Request',
        message: 'Validation failed',
        errors: [{ field: 'name', message: 'Estate name is required' }],
      },
    };
    act(() => {
      store.dispatch(showApiError(error, 'Failed to create estate'));
    });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Validation failed');
    expect(alert).toHaveTextContent('Estate name is required');
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.getByRole('alert')).toBeInTheDocument();
  });

  it('lives in a labelled region', () => {
    setup();
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeInTheDocument();
  });
});
