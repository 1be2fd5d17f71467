import { hostname } from 'node:os';
import { BeforeApplicationShutdown, Injectable, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import { AppLogger } from '../common/logger';
import { DomainError, sqlState } from '../common/errors';
import { isUuid } from '../common/ids';
import type { ClockJobDto } from './dto/clock-job.dto';
import { ClockJobsRepository, type ClockJobRow } from './clock-jobs.repository';
import { GameTimeService } from './gametime.service';

/** This process, as recorded on the jobs it runs (host and pid). */
const INSTANCE = `${hostname()}:${process.pid}`.slice(0, 64);

/** How often a running job's heartbeat is beaten, and how often each instance looks for work. */
const HEARTBEAT_MS = 1000;
/** A job whose heartbeat is older than this lost its instance: another one resumes it. */
export const CLOCK_JOB_STALE_MS = 10_000;

/**
 * Long operator work as a job: the admin's clock advance. A request inserts the job (at most one
 * active: a second gets 409 CLOCK_BUSY) and is answered at once; this instance runs it in the
 * background, beating its heartbeat every second, and records its result and the audit entry
 * when it ends. Its progress is read from the days it claimed, so any instance answers for it.
 * Every instance looks every second for a job whose heartbeat stopped (its instance died) and
 * resumes it — each day is applied once per row whoever runs it, so resuming is safe — and
 * otherwise takes steps of a day in progress, so instances share the job's days.
 */
@Injectable()
export class ClockJobsService implements OnApplicationBootstrap, BeforeApplicationShutdown, OnApplicationShutdown {
  /** The job this instance runs, if any, and its id. */
  private current: Promise<void> | null = null;
  private currentId: string | null = null;
  private timer: NodeJS.Timeout | null = null;
  private looking = false;
  /** Set as the process stops: the job is handed to another instance and not finished here. */
  private stopping = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly gameTime: GameTimeService,
    private readonly jobs: ClockJobsRepository,
    private readonly audit: AuditService,
    private readonly logger: AppLogger,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.lookForWork(), HEARTBEAT_MS);
    this.timer.unref();
  }

  /**
   * Before the pools close: stop taking work and hand the running job to another instance at once
   * (its heartbeat made stale), rather than leaving it to look dead for CLOCK_JOB_STALE_MS. The day
   * in progress is shared step by step, so whatever this instance still applies is applied once.
   */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopping = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    if (this.currentId)
      await this.jobs.release(this.dataSource.manager, this.currentId, INSTANCE).catch(() => undefined);
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
  }

  /** Accepts an advance of `days` days for an admin and starts it here; 409 while another is active. */
  async start(actor: { id: string; username: string }, days: number, route: string): Promise<ClockJobDto> {
    let job: ClockJobRow;
    try {
      job = await this.jobs.insert(this.dataSource.manager, {
        days,
        userId: actor.id,
        username: actor.username,
        route,
        instance: INSTANCE,
      });
    } catch (error) {
      if (sqlState(error) === '23505') throw new DomainError('CLOCK_BUSY');
      throw error;
    }
    // the previous job may be ending here (finished, its promise not yet settled): run this one next
    if (this.current) void this.current.finally(() => this.run(job.id, null));
    else this.run(job.id, null);
    return toDto(job);
  }

  /** A job by id; 404 CLOCK_JOB_NOT_FOUND when there is none (or the id is not a uuid). */
  async get(id: string): Promise<ClockJobDto> {
    const job = isUuid(id) ? await this.jobs.find(this.dataSource.manager, id) : undefined;
    if (!job) throw new DomainError('CLOCK_JOB_NOT_FOUND');
    return toDto(job);
  }

  /** The newest job, if any. */
  async latest(): Promise<ClockJobDto | null> {
    const job = await this.jobs.latest(this.dataSource.manager);
    return job ? toDto(job) : null;
  }

  /**
   * Waits up to `ms` for a job to finish; the job as it is then. A job running here is awaited
   * (one read at its end); one another instance runs (or resumes) is polled.
   */
  async waitFor(id: string, ms: number): Promise<ClockJobDto> {
    const deadline = Date.now() + ms;
    for (;;) {
      if (this.currentId === id && this.current) {
        const left = deadline - Date.now();
        await Promise.race([this.current, new Promise((resolve) => setTimeout(resolve, Math.max(0, left)).unref())]);
      }
      const job = await this.get(id);
      if (job.finishedAt !== null || Date.now() >= deadline) return job;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  /**
   * Runs a job here in the background: takes it (this instance's new job, or a stale one to resume,
   * `staleMs` given), applies the days it still owes with a heartbeat, then finishes it.
   */
  private run(id: string, staleMs: number | null): void {
    if (this.current || this.stopping) return;
    const running = this.execute(id, staleMs)
      .catch((error: Error) => this.logger.write('warn', 'clock job stopped', { jobId: id, error: error.message }))
      .finally(() => {
        this.current = null;
        this.currentId = null;
      });
    this.current = running;
    this.currentId = id;
  }

  private async execute(id: string, staleMs: number | null): Promise<void> {
    const note = staleMs === null ? null : `resumed by ${INSTANCE}: the instance running it stopped`;
    const job = await this.jobs.take(this.dataSource.manager, id, INSTANCE, staleMs, note);
    if (!job) return;
    if (note) this.logger.info('clock job resumed', { jobId: id, instance: INSTANCE });
    // another instance took the job over (this one's heartbeat missed, e.g. through a failover):
    // it runs the job now, so this one stops after its day and finishes nothing
    let lost = false;
    const beat = async () => {
      if (this.stopping) return;
      // a failed beat (the database away a moment) is beaten again a second later
      const held = await this.jobs.beat(this.dataSource.manager, id, INSTANCE).catch(() => true);
      if (!held) lost = true;
    };
    const heartbeat = setInterval(() => void beat(), HEARTBEAT_MS);
    heartbeat.unref();
    const started = Date.now();
    let error: string | null = null;
    try {
      await this.gameTime.advanceForJob(id, job.days_requested, async () => {
        await beat();
        if (lost || this.stopping) throw new JobLeft();
      });
    } catch (e) {
      if (!(e instanceof JobLeft)) {
        error = String((e as Error).message ?? e).slice(0, 500);
        this.logger.write('warn', 'clock job failed', { jobId: id, error });
      }
    } finally {
      clearInterval(heartbeat);
    }
    if (lost || this.stopping) {
      this.logger.info('clock job left to another instance', { jobId: id, instance: INSTANCE });
      return;
    }
    await this.finish(job, error, Date.now() - started).catch((e: Error) =>
      this.logger.write('warn', 'clock job could not be finished; another instance will resume it', {
        jobId: id,
        error: e.message,
      }),
    );
  }

  /** Records the job's end and its audit entry, in one transaction. */
  private async finish(job: ClockJobRow, error: string | null, ms: number): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const done = await this.jobs.finish(manager, job.id, INSTANCE, error);
      if (!done) return;
      await this.audit.recordAs(
        manager,
        { id: done.requested_by, username: done.requested_by_username },
        {
          action: 'clock.advance',
          details: {
            requested: done.days_requested,
            applied: done.days_done,
            fromDay: done.from_day,
            toDay: done.to_day,
            ms,
            route: done.route,
            jobId: done.id,
            state: done.state,
          },
        },
      );
    });
  }

  /** Every second: resume a job whose instance died, else help with a day in progress. */
  private async lookForWork(): Promise<void> {
    if (this.current || this.looking) return;
    this.looking = true;
    try {
      const stale = await this.jobs.stale(this.dataSource.manager, CLOCK_JOB_STALE_MS);
      if (stale) this.run(stale, CLOCK_JOB_STALE_MS);
      else await this.gameTime.help();
    } catch (error) {
      this.logger.write('warn', 'looking for clock work failed; it will be retried', {
        error: String((error as Error).message),
      });
    } finally {
      this.looking = false;
    }
  }
}

/** Thrown between days when the job is no longer this instance's to run (taken over, or stopping). */
class JobLeft extends Error {}

function toDto(job: ClockJobRow): ClockJobDto {
  return {
    id: job.id,
    state: job.state,
    daysRequested: job.days_requested,
    daysDone: job.days_done,
    batchesDone: job.batches_done,
    fromDay: job.from_day,
    toDay: job.to_day,
    errors: job.errors,
    requestedBy: job.requested_by_username,
    createdAt: job.created_at.toISOString(),
    startedAt: job.started_at?.toISOString() ?? null,
    finishedAt: job.finished_at?.toISOString() ?? null,
  };
}
