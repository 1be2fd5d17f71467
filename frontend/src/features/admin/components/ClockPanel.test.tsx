import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { AdminClockDto, GameTimeDto } from '../../../api';
import { errorBody, mockApi } from '../../../test-utils/mockFetch';
import { renderWithProviders, signedInAuth } from '../../../test-utils/render';
import { testUser } from '../../../test-utils/fixtures';
import { ClockPanel } from './ClockPanel';

const SLOW = { timeout: 10_000 };

function time(overrides: Partial<GameTimeDto> = {}): GameTimeDto {
  return {
    year: 1,
    month: 3,
    day: 1,
    dayIndex: 0,
    dayOfYear: 1,
    season: 'Spring',
    monthName: 'March',
    formattedTime: 'Spring, Year 1, Day 1 (March)',
    lastTickAt: '2026-11-23T08:00:00.000Z',
    lastTickDurationMs: 12,
    paused: false,
    tickIntervalMs: 600_000,
    ...overrides,
  };
}

const clock = (overrides: Partial<AdminClockDto> = {}): AdminClockDto => ({
  time: time(),
  recentTicks: [],
  scheduled: false,
  inProgress: null,
  lagMs: 0,
  ...overrides,
});

let api: ReturnType<typeof mockApi>;
afterEach(() => api?.restore());

function render() {
  return renderWithProviders(<ClockPanel />, {
    screenToaster: true,
    preloadedState: { auth: signedInAuth({ user: testUser({ role: 'admin' }) }) },
  });
}

describe('ClockPanel', () => {
  it('shows the clock, refuses a bad number of days and advances with the days applied and the time taken', async () => {
    let state = clock();
    api = mockApi((call) => {
      if (call.path === '/api/admin/clock') return { status: 200, body: { data: state } };
      if (call.path === '/api/admin/clock/advance') {
        state = clock({
          time: time({ dayIndex: 5, day: 6, dayOfYear: 6, formattedTime: 'Spring, Year 1, Day 6 (March)' }),
          recentTicks: [
            {
              dayIndex: 5,
              appliedAt: '2026-11-23T08:01:00.000Z',
              completedAt: '2026-11-23T08:01:00.007Z',
              durationMs: 7,
              source: 'admin',
              handlerStatements: 6,
              batches: 3,
            },
          ],
        });
        return { status: 200, body: { data: { ...state, applied: 5, ms: 42 }, message: 'Advanced 5 game days' } };
      }
      return { status: 404, body: errorBody(404, 'Not found') };
    });
    render();
    expect(await screen.findByText('Spring, Year 1, Day 1 (March)', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Running')).toBeInTheDocument();
    expect(screen.getByText('No game day has been applied yet.')).toBeInTheDocument();
    expect(screen.getByTestId('clock-scheduled')).toHaveTextContent('does not schedule ticks');

    const days = screen.getByLabelText('Days to advance');
    for (const bad of ['0', '361', '2.5']) {
      fireEvent.change(days, { target: { value: bad } });
      fireEvent.click(screen.getByRole('button', { name: 'Advance' }));
      expect(await screen.findByText('Days must be a whole number from 1 to 360')).toBeInTheDocument();
    }
    expect(api.callsTo('POST /api/admin/clock/advance')).toHaveLength(0);

    fireEvent.change(days, { target: { value: '5' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Advance' })));
    await waitFor(() => expect(api.callsTo('POST /api/admin/clock/advance')).toHaveLength(1));
    expect(api.callsTo('POST /api/admin/clock/advance')[0].body).toEqual({ days: 5 });
    expect(await screen.findByText('Advanced 5 game days')).toBeInTheDocument();
    expect(screen.getByText('Applied 5 days in 42 ms. Now Spring, Year 1, Day 6 (March).')).toBeInTheDocument();
    expect(await screen.findByTestId('admin-game-time')).toHaveTextContent('Spring, Year 1, Day 6 (March)');
    expect(screen.getByRole('table', { name: 'Recent ticks' })).toBeInTheDocument();
  });

  it('shows the day in progress with its batches and how far the clock is behind', async () => {
    api = mockApi(() => ({
      status: 200,
      body: {
        data: clock({
          inProgress: { dayIndex: 12, batchesDone: 150, batchesLeft: 50, runningMs: 4200 },
          lagMs: 90_000,
          recentTicks: [
            {
              dayIndex: 12,
              appliedAt: '2026-11-23T08:01:00.000Z',
              completedAt: null,
              durationMs: null,
              source: 'schedule',
              handlerStatements: null,
              batches: null,
            },
          ],
        }),
      },
    }));
    render();
    expect(await screen.findByText('Day 12: 150 of 200 batches', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('running for 4.2 s')).toBeInTheDocument();
    expect(screen.getByTestId('clock-lag')).toHaveTextContent('1.5 min');
    expect(screen.getByText('In progress')).toBeInTheDocument();
  });

  it('offers Resume when paused', async () => {
    let paused = true;
    api = mockApi((call) => {
      if (call.path === '/api/admin/clock/resume') paused = false;
      return { status: 200, body: { data: clock({ time: time({ paused }) }), message: 'Game clock resumed' } };
    });
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Resume clock' }, SLOW));
    expect(await screen.findByText('Game clock resumed')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Pause clock' })).toBeInTheDocument();
  });

  it('says when the clock cannot be loaded and tries again', async () => {
    let fail = true;
    api = mockApi(() => (fail ? 'network' : { status: 200, body: { data: clock() } }));
    render();
    expect(await screen.findByRole('button', { name: 'Try Again' }, SLOW)).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Spring, Year 1, Day 1 (March)', {}, SLOW)).toBeInTheDocument();
  });
});
