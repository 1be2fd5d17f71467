import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { AdminClockDto, ClockJobDto, GameTimeDto } from '../../../api';
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
  job: null,
  ...overrides,
});

function job(overrides: Partial<ClockJobDto> = {}): ClockJobDto {
  return {
    id: '6f1c1f38-2d0a-4c43-9a55-1d3b0c6e5a11',
    state: 'running',
    daysRequested: 5,
    daysDone: 0,
    batchesDone: 0,
    fromDay: 0,
    toDay: null,
    errors: [],
    requestedBy: 'demo_admin',
    createdAt: '2026-11-23T08:01:00.000Z',
    startedAt: '2026-11-23T08:01:00.000Z',
    finishedAt: null,
    ...overrides,
  };
}

let api: ReturnType<typeof mockApi>;
afterEach(() => api?.restore());

function render() {
  return renderWithProviders(<ClockPanel />, {
    screenToaster: true,
    preloadedState: { auth: signedInAuth({ user: testUser({ role: 'admin' }) }) },
  });
}

describe('ClockPanel', () => {
  it('shows the clock, refuses a bad number of days, then starts an advance job and follows it to its end', async () => {
    let state = clock();
    // the job's polls: running with 2 of 5 days, then done
    const polls = [job({ daysDone: 2, batchesDone: 14 }), job({ daysDone: 5, batchesDone: 35 })];
    let finished = job();
    api = mockApi((call) => {
      if (call.path === '/api/admin/clock') return { status: 200, body: { data: state } };
      if (call.path === '/api/admin/clock/advance')
        return { status: 202, body: { data: { job: job({ state: 'queued' }) }, message: 'Advancing 5 game days' } };
      if (call.path === `/api/admin/clock/jobs/${job().id}`) {
        const next = polls.shift();
        if (next) return { status: 200, body: { data: { job: next } } };
        finished = job({
          state: 'done',
          daysDone: 5,
          batchesDone: 35,
          toDay: 5,
          finishedAt: '2026-11-23T08:01:02.500Z',
        });
        state = clock({
          time: time({ dayIndex: 5, day: 6, dayOfYear: 6, formattedTime: 'Spring, Year 1, Day 6 (March)' }),
          job: finished,
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
        return { status: 200, body: { data: { job: finished } } };
      }
      return { status: 404, body: errorBody(404, 'Not found') };
    });
    render();
    expect(await screen.findByText('Spring, Year 1, Day 1 (March)', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Running')).toBeInTheDocument();
    expect(screen.getByText('No game day has been applied yet.')).toBeInTheDocument();
    expect(screen.getByTestId('clock-scheduled')).toHaveTextContent('does not schedule ticks');
    expect(screen.queryByTestId('clock-job')).not.toBeInTheDocument();

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
    expect(await screen.findByText('Advancing 5 game days')).toBeInTheDocument();
    // its progress shows live, and no second advance can start meanwhile
    expect(await screen.findByText('2 of 5 days applied, 14 batches', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByTestId('clock-job-state')).toHaveTextContent('Running');
    expect(screen.getByRole('button', { name: 'Advance' })).toBeDisabled();
    // then its result, and the clock it moved
    expect(await screen.findByText('5 of 5 days applied, 35 batches (day 0 to 5)', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByTestId('clock-job-state')).toHaveTextContent('Done');
    expect(await screen.findByText('Advanced 5 game days')).toBeInTheDocument();
    expect(screen.getByText('Applied 5 days (35 batches) in 2.5 s.')).toBeInTheDocument();
    expect(await screen.findByTestId('admin-game-time', {}, SLOW)).toHaveTextContent('Spring, Year 1, Day 6 (March)');
    expect(screen.getByRole('table', { name: 'Recent ticks' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Advance' })).toBeEnabled();
  }, 30_000);

  it('follows a job already running when the page opens, and says when one failed', async () => {
    const failed = job({
      state: 'failed',
      daysDone: 1,
      batchesDone: 7,
      toDay: 1,
      finishedAt: '2026-11-23T08:01:03.000Z',
      errors: [{ message: 'canceling statement due to lock timeout', at: '2026-11-23T08:01:03.000Z' }],
    });
    const running = job({ daysDone: 1, batchesDone: 7 });
    // the clock's answer carries the latest job: its first poll still finds it running, the next
    // ones failed (the running state is on screen for a poll's interval, not between two renders);
    // the job itself is never asked for apart
    let clockCalls = 0;
    let jobCalls = 0;
    api = mockApi((call) => {
      if (call.path === '/api/admin/clock') {
        clockCalls += 1;
        return { status: 200, body: { data: clock({ job: clockCalls <= 2 ? running : failed }) } };
      }
      if (call.path === `/api/admin/clock/jobs/${job().id}`) {
        jobCalls += 1;
        return { status: 200, body: { data: { job: failed } } };
      }
      return { status: 404, body: errorBody(404, 'Not found') };
    });
    render();
    await waitFor(() => {
      expect(screen.getByText('Advance in progress')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Advance' })).toBeDisabled();
    }, SLOW);
    expect(await screen.findByText('Last advance', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByTestId('clock-job-state')).toHaveTextContent('Failed');
    expect(screen.getByTestId('clock-job-errors')).toHaveTextContent('canceling statement due to lock timeout');
    expect(screen.getByRole('button', { name: 'Advance' })).toBeEnabled();
    expect(jobCalls).toBe(0);
  }, 30_000);

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
