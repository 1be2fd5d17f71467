import { formatNumber, MESSAGES } from '@vineyard/domain';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  api,
  DAYS_APPLIED,
  useAdminAdvanceClockMutation,
  useAdminGetClockJobQuery,
  useAdminGetClockQuery,
  useAdminPauseClockMutation,
  useAdminResumeClockMutation,
  type ClockJobDto,
} from '../../../api';
import { apiErrorMessage } from '../../../lib/alerts/apiError';
import { toast } from '../../../lib/toast';
import { useAppDispatch } from '../../../lib/store/hooks';
import { advanceDaysError, formatDuration } from '../format';

/** How often a running clock job (and the clock beside it) is asked for its progress. */
export const JOB_POLL_MS = 1000;

const active = (job: ClockJobDto | null | undefined): boolean =>
  !!job && (job.state === 'queued' || job.state === 'running');

/**
 * Data and actions of the clock panel: the clock, pause / resume, and advancing N days as a job
 * whose progress is polled until it ends (also a job found running when the page opens).
 */
export function useClock() {
  const dispatch = useAppDispatch();
  const [started, setStarted] = useState<string | null>(null);
  const query = useAdminGetClockQuery();
  const clock = query.currentData?.data;
  // the job to follow: the one started here, else one the clock reports running (another admin's, or before a reload)
  const jobId = started ?? (clock?.job && active(clock.job) ? clock.job.id : null);
  // the clock's answer carries the latest job: the job itself is asked for only when it is another
  const latest = jobId !== null && clock?.job?.id === jobId;
  const jobQuery = useAdminGetClockJobQuery({ id: jobId ?? '' }, { skip: jobId === null || latest });
  const job = jobId === null || latest ? (clock?.job ?? null) : (jobQuery.currentData?.data.job ?? clock?.job ?? null);
  const running = active(job);
  const [pause, pausing] = useAdminPauseClockMutation();
  const [resume, resuming] = useAdminResumeClockMutation();
  const [advance, advancing] = useAdminAdvanceClockMutation();
  const [days, setDays] = useState('1');
  const [daysError, setDaysError] = useState<string | null>(null);

  // while the job runs, its status and the clock (the day in progress, its batches) are polled
  const { refetch: refetchJob } = jobQuery;
  const { refetch: refetchClock } = query;
  useEffect(() => {
    if (!running || jobId === null) return undefined;
    const timer = setInterval(() => {
      void refetchClock();
      if (!latest) void refetchJob();
    }, JOB_POLL_MS);
    return () => clearInterval(timer);
  }, [running, jobId, latest, refetchJob, refetchClock]);

  // when the job followed here ends: say how, and refresh what the days changed
  const told = useRef<string | null>(null);
  useEffect(() => {
    if (!job || active(job) || job.id !== started || told.current === job.id) return;
    told.current = job.id;
    dispatch(api.util.invalidateTags([...DAYS_APPLIED]));
    if (job.state === 'done') {
      const ms = Date.parse(job.finishedAt ?? '') - Date.parse(job.startedAt ?? job.createdAt);
      toast.success(
        MESSAGES.admin.daysAdvanced(job.daysDone),
        `Applied ${formatNumber(job.daysDone)} ${job.daysDone === 1 ? 'day' : 'days'} (${formatNumber(job.batchesDone)} batches) in ${formatDuration(ms)}.`,
      );
    } else {
      toast.error('The clock advance failed', job.errors.at(-1)?.message ?? 'See the job below.');
    }
  }, [job, started, dispatch]);

  async function togglePause() {
    if (!clock) return;
    try {
      const result = await (clock.time.paused ? resume() : pause()).unwrap();
      toast.success(result.message ?? (clock.time.paused ? MESSAGES.admin.clockResumed : MESSAGES.admin.clockPaused));
    } catch (error) {
      toast.error(apiErrorMessage(error, 'Could not change the game clock'));
    }
  }

  async function onAdvance(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = advanceDaysError(days);
    setDaysError(problem);
    if (problem) return;
    try {
      const result = await advance({ advanceClockDto: { days: Number(days) } }).unwrap();
      setStarted(result.data.job.id);
      toast.info(result.message ?? MESSAGES.admin.advanceStarted(Number(days)));
    } catch (error) {
      toast.error(apiErrorMessage(error, 'Could not advance the game clock'));
    }
  }

  return {
    query,
    clock,
    togglePause,
    toggling: pausing.isLoading || resuming.isLoading,
    job: {
      job,
      running,
      /** The job's status could not be read (it goes on: the next poll tries again). */
      failedToLoad: jobQuery.isError,
      retry: () => void refetchJob(),
    },
    advance: {
      days,
      error: daysError,
      change: (value: string) => {
        setDays(value);
        setDaysError(null);
      },
      submit: onAdvance,
      busy: advancing.isLoading,
      /** Another advance is running: one at a time. */
      blocked: running,
    },
  };
}

export type Clock = ReturnType<typeof useClock>;
