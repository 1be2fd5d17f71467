import { Stack } from '@chakra-ui/react';
import { LoadFailed, Loading } from '../../../components/States';
import { useClock } from '../hooks/useClock';
import { AdvanceClock, ClockNow, RecentTicks } from './clock/ClockSections';

/** Game clock: the current date, pause / resume, advance N days (a job, followed live), and the recent ticks. Data: useClock. */
export function ClockPanel() {
  const { query, clock, togglePause, toggling, advance, job } = useClock();

  if (query.isError && !clock) {
    return (
      <LoadFailed error={query.error} fallback="Failed to load the game clock." onRetry={() => void query.refetch()} />
    );
  }
  if (!clock) return <Loading label="Loading the game clock…" />;

  return (
    <Stack gap="5" aria-busy={query.isFetching}>
      <ClockNow clock={clock} toggling={toggling} onToggle={() => void togglePause()} />
      <AdvanceClock advance={advance} job={job} />
      <RecentTicks ticks={clock.recentTicks} />
    </Stack>
  );
}
