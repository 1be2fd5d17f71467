import {
  Badge,
  Box,
  Button,
  Field,
  Flex,
  Heading,
  HStack,
  Input,
  Progress,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { formatNumber } from '@vineyard/domain';
import type { ReactNode } from 'react';
import { LuCalendarClock, LuFastForward, LuPause, LuPlay } from 'react-icons/lu';
import type { AdminClockDto, ClockJobDto } from '../../../../api';
import { DataCell, DataRow, DataTable } from '../../../../components/DataTable';
import { Empty } from '../../../../components/States';
import { formatDateTime, formatDuration, MAX_ADVANCE_DAYS } from '../../format';
import type { Clock } from '../../hooks/useClock';

/** The presentational parts of the clock panel; data and actions come from useClock. */

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap="0.5" minW="0">
      <Text textStyle="caps" color="fg.muted">
        {label}
      </Text>
      <Box fontWeight="semibold">{children}</Box>
    </Stack>
  );
}

function Card({ title, children, labelledBy }: { title: string; children: ReactNode; labelledBy: string }) {
  return (
    <Stack
      as="section"
      aria-labelledby={labelledBy}
      gap="4"
      bg="bg.panel"
      borderWidth="1px"
      borderColor="border.muted"
      rounded="xl"
      p={{ base: '4', md: '5' }}
    >
      <Heading as="h2" id={labelledBy} size="md" color="wine.800">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

function progressPercent(done: number, left: number): number {
  return done + left === 0 ? 100 : Math.round((100 * done) / (done + left));
}

/** The current game date, running or paused, the last tick, the day in progress and the lag. */
export function ClockNow({
  clock,
  toggling,
  onToggle,
}: {
  clock: AdminClockDto;
  toggling: boolean;
  onToggle: () => void;
}) {
  const { time, scheduled, inProgress, lagMs } = clock;
  return (
    <Card title="Current game date" labelledBy="clock-now">
      <Flex
        gap="4"
        justify="space-between"
        align={{ base: 'flex-start', sm: 'center' }}
        direction={{ base: 'column', sm: 'row' }}
      >
        <Stack gap="1">
          <Text
            fontFamily="heading"
            fontSize={{ base: 'xl', md: '2xl' }}
            fontWeight="bold"
            color="wine.700"
            data-testid="admin-game-time"
          >
            {time.formattedTime}
          </Text>
          <HStack gap="2" flexWrap="wrap">
            <Badge colorPalette="gold" variant="subtle">
              {time.season}
            </Badge>
            {time.paused ? (
              <Badge colorPalette="orange" variant="solid" data-testid="clock-state">
                Paused
              </Badge>
            ) : (
              <Badge colorPalette="green" variant="solid" data-testid="clock-state">
                Running
              </Badge>
            )}
          </HStack>
        </Stack>
        <Button
          variant={time.paused ? 'solid' : 'outline'}
          colorPalette={time.paused ? 'green' : 'orange'}
          loading={toggling}
          onClick={onToggle}
        >
          {time.paused ? <LuPlay aria-hidden /> : <LuPause aria-hidden />}
          {time.paused ? 'Resume clock' : 'Pause clock'}
        </Button>
      </Flex>
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="4">
        <Fact label="Day index">{formatNumber(time.dayIndex)}</Fact>
        <Fact label="Day of year">{`${time.dayOfYear} / ${MAX_ADVANCE_DAYS}`}</Fact>
        <Fact label="Last tick">
          <Text>{formatDateTime(time.lastTickAt)}</Text>
          <Text fontSize="sm" color="fg.muted" fontWeight="normal">
            took {formatDuration(time.lastTickDurationMs)}
          </Text>
        </Fact>
        <Fact label="One game day every">{formatDuration(time.tickIntervalMs)}</Fact>
        <Fact label="Day in progress">
          {inProgress ? (
            <Stack gap="1" data-testid="clock-in-progress">
              <Text>
                Day {formatNumber(inProgress.dayIndex)}: {formatNumber(inProgress.batchesDone)} of{' '}
                {formatNumber(inProgress.batchesDone + inProgress.batchesLeft)} batches
              </Text>
              <Progress.Root
                size="xs"
                colorPalette="wine"
                value={progressPercent(inProgress.batchesDone, inProgress.batchesLeft)}
                aria-label="Batches done"
              >
                <Progress.Track>
                  <Progress.Range />
                </Progress.Track>
              </Progress.Root>
              <Text fontSize="sm" color="fg.muted" fontWeight="normal">
                running for {formatDuration(inProgress.runningMs)}
              </Text>
            </Stack>
          ) : (
            <Text data-testid="clock-in-progress">None</Text>
          )}
        </Fact>
        <Fact label="Behind schedule">
          <Text color={lagMs > 0 && !time.paused ? 'orange.700' : undefined} data-testid="clock-lag">
            {lagMs > 0 ? formatDuration(lagMs) : 'On time'}
          </Text>
        </Fact>
      </SimpleGrid>
      <Text fontSize="sm" color="fg.muted" data-testid="clock-scheduled">
        {scheduled
          ? 'This server instance runs the scheduled clock.'
          : 'This server instance does not schedule ticks (GAME_TICK_ENABLED is off); another instance or the controls here advance the clock.'}
      </Text>
    </Card>
  );
}

const JOB_STATE: Record<ClockJobDto['state'], { label: string; palette: string }> = {
  queued: { label: 'Queued', palette: 'gray' },
  running: { label: 'Running', palette: 'blue' },
  done: { label: 'Done', palette: 'green' },
  failed: { label: 'Failed', palette: 'red' },
};

/** An advance job: its state, days done of days asked, batches, and what went wrong. */
function JobStatus({ status }: { status: Clock['job'] }) {
  const { job, running, failedToLoad, retry } = status;
  if (!job) return null;
  const state = JOB_STATE[job.state];
  return (
    <Stack
      gap="2"
      borderTopWidth="1px"
      borderColor="border.muted"
      pt="4"
      data-testid="clock-job"
      aria-live="polite"
      aria-busy={running}
    >
      <HStack gap="2" flexWrap="wrap">
        <Text fontWeight="semibold">{running ? 'Advance in progress' : 'Last advance'}</Text>
        <Badge colorPalette={state.palette} variant="solid" data-testid="clock-job-state">
          {state.label}
        </Badge>
        <Text fontSize="sm" color="fg.muted">
          by {job.requestedBy}, {formatDateTime(job.createdAt)}
        </Text>
      </HStack>
      <Text data-testid="clock-job-progress">
        {formatNumber(job.daysDone)} of {formatNumber(job.daysRequested)} {job.daysRequested === 1 ? 'day' : 'days'}{' '}
        applied, {formatNumber(job.batchesDone)} batches
        {job.toDay !== null ? ` (day ${formatNumber(job.fromDay)} to ${formatNumber(job.toDay)})` : ''}
      </Text>
      <Progress.Root
        size="sm"
        colorPalette={job.state === 'failed' ? 'red' : 'wine'}
        value={progressPercent(job.daysDone, job.daysRequested - job.daysDone)}
        aria-label="Days applied"
      >
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      {job.errors.length > 0 ? (
        <Stack as="ul" gap="1" ps="4" fontSize="sm" data-testid="clock-job-errors">
          {job.errors.map((error) => (
            <Text as="li" key={`${error.at}-${error.message}`} color={job.state === 'failed' ? 'red.700' : 'fg.muted'}>
              {formatDateTime(error.at)}: {error.message}
            </Text>
          ))}
        </Stack>
      ) : null}
      {failedToLoad ? (
        <HStack gap="2" role="alert">
          <Text fontSize="sm" color="red.700">
            The job&apos;s progress could not be loaded; it goes on on the server.
          </Text>
          <Button size="xs" variant="outline" onClick={retry}>
            Try again
          </Button>
        </HStack>
      ) : null}
    </Stack>
  );
}

/** Advance N game days, as a job whose progress shows below the form. */
export function AdvanceClock({ advance, job }: { advance: Clock['advance']; job: Clock['job'] }) {
  return (
    <Card title="Advance the clock" labelledBy="clock-advance">
      <Text fontSize="sm" color="fg.muted">
        Applies each game day once, as the scheduled job would: seasons change, listings expire and vines grow. Works
        while the clock is paused. It runs on the server as a job (one at a time): this page follows its progress, and
        it goes on if you leave.
      </Text>
      <Flex asChild gap="3" align={{ sm: 'flex-start' }} direction={{ base: 'column', sm: 'row' }}>
        <form onSubmit={(event) => void advance.submit(event)} noValidate aria-label="Advance the clock">
          <Field.Root invalid={advance.error !== null} width={{ base: 'full', sm: '48' }}>
            <Field.Label>Days to advance</Field.Label>
            <Input
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_ADVANCE_DAYS}
              step={1}
              value={advance.days}
              bg="bg.panel"
              onChange={(event) => advance.change(event.target.value)}
            />
            {advance.error ? (
              <Field.ErrorText>{advance.error}</Field.ErrorText>
            ) : (
              <Field.HelperText>1 to {MAX_ADVANCE_DAYS}</Field.HelperText>
            )}
          </Field.Root>
          <Button type="submit" loading={advance.busy} disabled={advance.blocked} mt={{ sm: '6' }}>
            <LuFastForward aria-hidden /> Advance
          </Button>
        </form>
      </Flex>
      <JobStatus status={job} />
    </Card>
  );
}

/** The game days applied last, by the schedule or an admin. */
export function RecentTicks({ ticks }: { ticks: AdminClockDto['recentTicks'] }) {
  return (
    <Card title="Recent ticks" labelledBy="clock-ticks">
      {ticks.length === 0 ? (
        <Empty icon={<LuCalendarClock />}>No game day has been applied yet.</Empty>
      ) : (
        <DataTable
          label="Recent ticks"
          columns={['Day index', 'Applied at', 'Duration', 'Batches', 'SQL statements', 'Source']}
          stacked={false}
        >
          {ticks.map((tick) => (
            <DataRow key={tick.dayIndex}>
              <DataCell label="Day index">{formatNumber(tick.dayIndex)}</DataCell>
              <DataCell label="Applied at">{formatDateTime(tick.appliedAt)}</DataCell>
              <DataCell label="Duration">
                {tick.completedAt === null ? 'In progress' : formatDuration(tick.durationMs)}
              </DataCell>
              <DataCell label="Batches">{tick.batches === null ? '—' : formatNumber(tick.batches)}</DataCell>
              <DataCell label="SQL statements">
                {tick.handlerStatements === null ? '—' : formatNumber(tick.handlerStatements)}
              </DataCell>
              <DataCell label="Source">
                <Badge colorPalette={tick.source === 'admin' ? 'purple' : 'gray'} variant="subtle">
                  {tick.source === 'admin' ? 'Admin' : 'Schedule'}
                </Badge>
              </DataCell>
            </DataRow>
          ))}
        </DataTable>
      )}
    </Card>
  );
}
