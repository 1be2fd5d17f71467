import { formatNumber, MESSAGES } from '@vineyard/domain';
import { useState, type FormEvent } from 'react';
import {
  useAdminAdvanceClockMutation,
  useAdminGetClockQuery,
  useAdminPauseClockMutation,
  useAdminResumeClockMutation,
} from '../../../api';
import { apiErrorMessage } from '../../../lib/alerts/apiError';
import { toast } from '../../../lib/toast';
import { advanceDaysError, formatDuration } from '../format';

/** Data and actions of the clock panel: the clock, pause / resume, and advancing N days. */
export function useClock() {
  const query = useAdminGetClockQuery();
  const [pause, pausing] = useAdminPauseClockMutation();
  const [resume, resuming] = useAdminResumeClockMutation();
  const [advance, advancing] = useAdminAdvanceClockMutation();
  const [days, setDays] = useState('1');
  const [daysError, setDaysError] = useState<string | null>(null);

  const clock = query.currentData?.data;

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
      const { applied, ms, time } = result.data;
      toast.success(
        result.message ?? MESSAGES.admin.daysAdvanced(applied),
        `Applied ${formatNumber(applied)} ${applied === 1 ? 'day' : 'days'} in ${formatDuration(ms)}. Now ${time.formattedTime}.`,
      );
    } catch (error) {
      toast.error(apiErrorMessage(error, 'Could not advance the game clock'));
    }
  }

  return {
    query,
    clock,
    togglePause,
    toggling: pausing.isLoading || resuming.isLoading,
    advance: {
      days,
      error: daysError,
      change: (value: string) => {
        setDays(value);
        setDaysError(null);
      },
      submit: onAdvance,
      busy: advancing.isLoading,
    },
  };
}

export type Clock = ReturnType<typeof useClock>;
