import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Operator work as a job (the admin's clock advance): a row per job with its state and progress,
 * shared by every instance. At most one advance is queued or running (a unique index on a
 * constant over those rows). Each day the job claims names it (game_ticks.job_id), so what a job
 * has done is read from the days themselves, and a job resumed after its instance died applies
 * exactly the days it still owes.
 */
export class ClockJobs1795700000300 implements MigrationInterface {
  name = 'ClockJobs1795700000300';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "clock_jobs" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "state" character varying(16) NOT NULL DEFAULT 'queued',
                "days_requested" integer NOT NULL,
                "days_done" integer NOT NULL DEFAULT '0',
                "batches_done" integer NOT NULL DEFAULT '0',
                "from_day" integer NOT NULL,
                "to_day" integer,
                "errors" jsonb NOT NULL DEFAULT '[]',
                "requested_by" uuid NOT NULL,
                "requested_by_username" character varying(50) NOT NULL,
                "route" character varying(48) NOT NULL,
                "instance" character varying(64),
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "started_at" TIMESTAMP WITH TIME ZONE,
                "heartbeat_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "finished_at" TIMESTAMP WITH TIME ZONE,
                CONSTRAINT "clock_jobs_state_check" CHECK ("state" IN ('queued', 'running', 'done', 'failed')),
                CONSTRAINT "clock_jobs_days_check" CHECK ("days_requested" >= 1),
                CONSTRAINT "PK_clock_jobs" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "clock_jobs_one_active_key" ON "clock_jobs" ((true)) WHERE "state" IN ('queued', 'running')`,
    );
    await queryRunner.query(`CREATE INDEX "clock_jobs_created_at_idx" ON "clock_jobs" ("created_at")`);
    await queryRunner.query(`ALTER TABLE "game_ticks" ADD "job_id" uuid`);
    await queryRunner.query(`CREATE INDEX "game_ticks_job_id_idx" ON "game_ticks" ("job_id") WHERE job_id IS NOT NULL`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."game_ticks_job_id_idx"`);
    await queryRunner.query(`ALTER TABLE "game_ticks" DROP COLUMN "job_id"`);
    await queryRunner.query(`DROP TABLE "clock_jobs"`);
  }
}
