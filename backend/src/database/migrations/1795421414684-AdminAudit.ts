import { MigrationInterface, QueryRunner } from 'typeorm';

export class AdminAudit1795421414684 implements MigrationInterface {
  name = 'AdminAudit1795421414684';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "admin_audit_log" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "actor_id" uuid NOT NULL,
                "actor_username" character varying(30) NOT NULL,
                "action" character varying(40) NOT NULL,
                "target_type" character varying(20),
                "target_id" character varying(64),
                "details" jsonb NOT NULL,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_9425be48a9c753f5753017c61b2" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "admin_audit_log_actor_created_idx" ON "admin_audit_log" ("actor_id", "created_at")
        `);
    await queryRunner.query(`
            CREATE INDEX "admin_audit_log_action_created_idx" ON "admin_audit_log" ("action", "created_at")
        `);
    await queryRunner.query(`
            CREATE INDEX "admin_audit_log_created_idx" ON "admin_audit_log" ("created_at", "id")
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            DROP INDEX "public"."admin_audit_log_created_idx"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."admin_audit_log_action_created_idx"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."admin_audit_log_actor_created_idx"
        `);
    await queryRunner.query(`
            DROP TABLE "admin_audit_log"
        `);
  }
}
